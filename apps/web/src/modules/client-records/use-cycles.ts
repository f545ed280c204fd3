import { CycleActionsDocument, CycleDescriptionsDocument } from "../../generated/graphql.js";
import { useEditing, useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { overlayWaiting, type ShownRecord } from "../../sync/waiting-records.js";
import { removalsOfDescription, toCycleActionRecord, toCycleDescriptionRecord, type CycleActionRecord, type CycleDescriptionRecord } from "./cycle-record.js";

export type ShownDescription = ShownRecord<CycleDescriptionRecord>;
export type ShownAction = ShownRecord<CycleActionRecord>;

/** Every cycle description of the worker as shown: the server's, with waiting edits over them. */
export function useCycleDescriptions(): ShownDescription[] {
  const { waiting } = useSyncView();
  const { data } = useCachedQuery(CycleDescriptionsDocument, {});
  const server = (data?.cycleDescriptions ?? []).map((row) => ({ record: toCycleDescriptionRecord(row), dataversion: row.dataversion }));
  return overlayWaiting("cycle_descriptions", server, waiting);
}

export function useCycleActions(): ShownAction[] {
  const { waiting } = useSyncView();
  const { data } = useCachedQuery(CycleActionsDocument, {});
  const server = (data?.cycleActions ?? []).map((row) => ({ record: toCycleActionRecord(row), dataversion: row.dataversion }));
  return overlayWaiting("cycle_actions", server, waiting);
}

/** Cycle edits, each written to the outbox first (docs/product.md §4: saved F until the server confirms). */
export function useCycleEdits() {
  const runtime = useEditing();
  return {
    saveDescription: (shown: { record: CycleDescriptionRecord; dataversion: number | null }) =>
      runtime.queue("cycle_descriptions", shown.record.uuid, "UPSERT", shown.record, shown.dataversion),
    saveAction: (shown: { record: CycleActionRecord; dataversion: number | null }) =>
      runtime.queue("cycle_actions", shown.record.uuid, "UPSERT", shown.record, shown.dataversion),
    /** docs/product.md §4: a removed-items entry for the description and for each of its actions. */
    async deleteDescription(description: ShownDescription, actions: readonly ShownAction[]) {
      const versions = new Map(actions.map((a) => [a.record.uuid, a.dataversion]));
      versions.set(description.record.uuid, description.dataversion);
      for (const removal of removalsOfDescription(
        description.record.uuid,
        actions.map((a) => a.record),
      )) {
        await runtime.queue(removal.table, removal.uuid, "DELETE", null, versions.get(removal.uuid) ?? null);
      }
    },
    deleteAction: (action: ShownAction) => runtime.queue("cycle_actions", action.record.uuid, "DELETE", null, action.dataversion),
  };
}
