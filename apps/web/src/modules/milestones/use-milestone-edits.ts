import { removalsForMyChild } from "@stepwise/domain";
import { useEditing } from "../../sync/runtime-context.js";
import { newMilestoneForm, withIndicatorStatus, type Checklist, type IndicatorStatus } from "./milestone-record.js";
import { newMyChild } from "./my-child-record.js";
import type { ChildRow, FormRow } from "./use-milestones.js";

/** Every milestone edit goes to the durable outbox first (docs/product.md §4); a sync follows. */
export function useMilestoneEdits() {
  const runtime = useEditing();
  return {
    /** A new child, or a changed birthdate of a known one. */
    async saveChild(row: ChildRow | null, birthdate: string): Promise<string> {
      const record = row ? { ...row.record, birthdate } : newMyChild(birthdate);
      await runtime.queue("my_children", record.uuid, "UPSERT", record, row?.dataversion ?? null);
      return record.uuid;
    },

    /** docs/product.md §4: deleting a my-child record also deletes its milestone forms (each a removed item). */
    async deleteChild(row: ChildRow, forms: readonly FormRow[]): Promise<void> {
      const versions = new Map(forms.map((f) => [f.record.uuid, f.dataversion]));
      const removals = removalsForMyChild(
        row.record.uuid,
        forms.map((f) => f.record),
      );
      for (const item of removals) {
        const base = item.table === "my_children" ? row.dataversion : (versions.get(item.uuid) ?? null);
        await runtime.queue(item.table, item.uuid, "DELETE", null, base);
      }
    },

    /** docs/product.md §4: changing an indicator status saves the child's form unsynced (made on the first change). */
    async setStatus(childUuid: string, form: FormRow | null, checklist: Checklist, indicatorId: string, status: IndicatorStatus): Promise<void> {
      const { record } = withIndicatorStatus(form?.record ?? newMilestoneForm(childUuid), checklist, indicatorId, status);
      await runtime.queue("milestones", record.uuid, "UPSERT", record, form?.dataversion ?? null);
    },
  };
}
