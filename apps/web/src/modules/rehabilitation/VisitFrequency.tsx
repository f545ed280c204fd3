import { withVisitFrequency } from "../client-records/diary-record.js";
import { VisitFrequencyField } from "../client-records/VisitFrequencyField.js";
import type { RehabRecord } from "../client-records/rehab-record.js";

/** How often the worker visits the client (docs/product.md §4 "Visits due"): a choice, as on the diary screen. */
export function VisitFrequency({ value, onChange }: { value: string | null | undefined; onChange: (update: (plan: RehabRecord) => RehabRecord) => void }) {
  return <VisitFrequencyField value={value} testId="plan-visit-frequency" onCommit={(next) => onChange((plan) => withVisitFrequency(plan, next ?? ""))} />;
}
