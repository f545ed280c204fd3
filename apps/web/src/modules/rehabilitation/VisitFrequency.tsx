import { useId } from "react";
import { t } from "../../i18n/t.js";
import { withVisitFrequency } from "../client-records/diary-record.js";
import { CommitText } from "./CommitText.js";
import type { RehabRecord } from "../client-records/rehab-record.js";

const SUGGESTIONS = ["VISIT_WEEKLY", "VISIT_FORTNIGHTLY", "VISIT_MONTHLY", "VISIT_QUARTERLY"];

/** How often the worker visits the client (docs/product.md §3 visitFrequency): free text, as on the diary screen, with suggestions. */
export function VisitFrequency({ value, onChange }: { value: string | null | undefined; onChange: (update: (plan: RehabRecord) => RehabRecord) => void }) {
  const listId = useId();
  return (
    <div className="visit-frequency">
      <CommitText
        label={t("VISIT_FREQUENCY")}
        testId="plan-visit-frequency"
        list={listId}
        value={value}
        onCommit={(text) => onChange((plan) => withVisitFrequency(plan, text ?? ""))}
      />
      <datalist id={listId}>
        {SUGGESTIONS.map((key) => (
          <option key={key} value={t(key)} />
        ))}
      </datalist>
    </div>
  );
}
