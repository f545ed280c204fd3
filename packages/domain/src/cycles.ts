/** docs/product.md §3 "Cycle description": the values a new description starts with. */
export const CYCLE_DESCRIPTION_DEFAULTS = {
  goal_status: "X",
  goal_achievement: 1,
  archived: "F",
  goal_editted: "F",
  active: "R",
  saved: "F",
} as const;

/** docs/product.md §3 "Cycle action": the values a new action starts with. */
export const CYCLE_ACTION_DEFAULTS = {
  ready: "F",
  saved: "F",
} as const;

export interface RemovedItem {
  uuid: string;
  table: string;
}

/**
 * docs/product.md §4: deleting a description writes a removed-items entry and deletes its actions
 * (each with its own removed-items entry).
 */
export function removalsForCycleDescription(descriptionUuid: string, actions: ReadonlyArray<{ uuid: string; description_uuid: string }>): RemovedItem[] {
  return [
    { uuid: descriptionUuid, table: "cycle_descriptions" },
    ...actions.filter((a) => a.description_uuid === descriptionUuid).map((a) => ({ uuid: a.uuid, table: "cycle_actions" })),
  ];
}
