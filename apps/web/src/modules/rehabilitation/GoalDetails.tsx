import { parseCalendarDate } from "@stepwise/domain";
import { t } from "../../i18n/t.js";
import { CommitText } from "./CommitText.js";
import type { GoalPatch, RehabRecord } from "../client-records/rehab-record.js";
import { WrappingSelect } from "../../ui/WrappingSelect.js";

type Goal = NonNullable<NonNullable<RehabRecord["domains"]>[number]["goals"]>[number];

const SATISFACTION = Array.from({ length: 11 }, (_, i) => i);
const validDate = (text: string) => (parseCalendarDate(text) ? null : t("DATE_INVALID"));

/** A goal's dates, why, evaluation, satisfaction and state (docs/product.md §3), folded away until asked for. */
export function GoalDetails({ goal, onChange }: { goal: Goal; onChange: (patch: GoalPatch) => void }) {
  const flag = (name: "active" | "finished" | "achieved", key: string) => (
    <label className="inline">
      <input type="checkbox" data-testid={`goal-${name}`} checked={goal[name] ?? false} onChange={(e) => onChange({ [name]: e.target.checked })} />
      {t(key)}
    </label>
  );
  return (
    <details className="goal-details" data-testid="goal-details">
      <summary>{t("GOAL_DETAILS")}</summary>
      <div className="goal-flags">
        {flag("active", "GOAL_ACTIVE")}
        {flag("finished", "GOAL_FINISHED")}
        {flag("achieved", "GOAL_ACHIEVED")}
      </div>
      <CommitText
        label={t("GOAL_ACTIVATION_DATE")}
        testId="goal-activationdate"
        placeholder="dd-mm-yyyy"
        value={goal.activationdate}
        validate={validDate}
        onCommit={(v) => onChange({ activationdate: v })}
      />
      <CommitText
        label={t("GOAL_COMPLETION_DATE")}
        testId="goal-completiondate"
        placeholder="dd-mm-yyyy"
        value={goal.completiondate}
        validate={validDate}
        onCommit={(v) => onChange({ completiondate: v })}
      />
      <CommitText label={t("GOAL_WHY")} testId="goal-why" multiline value={goal.why} onCommit={(v) => onChange({ why: v })} />
      <CommitText label={t("GOAL_EVALUATION")} testId="goal-evaluation" multiline value={goal.evaluation} onCommit={(v) => onChange({ evaluation: v })} />
      <label>
        {t("GOAL_SATISFACTION")}
        <WrappingSelect
          data-testid="goal-satisfaction"
          value={goal.satisfaction ?? ""}
          onChange={(e) => onChange({ satisfaction: e.target.value === "" ? null : Number(e.target.value) })}
          shown={goal.satisfaction === null || goal.satisfaction === undefined ? t("CHOOSE_OPTION") : String(goal.satisfaction)}
        >
          <option value="">{t("CHOOSE_OPTION")}</option>
          {SATISFACTION.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </WrappingSelect>
      </label>
    </details>
  );
}
