import type { RemovedItem } from "./cycles.js";

/** docs/product.md §9: milestone domain ids. */
export const F_WORDS_DOMAIN_ID = 1;
export const ICF_DOMAIN_ID = 7;

/** docs/product.md §4: deleting a my-child record also deletes its milestone forms. */
export function removalsForMyChild(childUuid: string, milestoneForms: ReadonlyArray<{ uuid: string; client_uuid: string }>): RemovedItem[] {
  return [
    { uuid: childUuid, table: "my_children" },
    ...milestoneForms.filter((f) => f.client_uuid === childUuid).map((f) => ({ uuid: f.uuid, table: "milestones" })),
  ];
}

export interface MilestoneForm {
  synced: number;
  categories: Array<{ indicators: Array<{ id: number | string; status: unknown }> }>;
}

/** docs/product.md §4: changing an indicator status saves the form unsynced. */
export function setIndicatorStatus<T extends MilestoneForm>(form: T, indicatorId: number | string, status: unknown): T {
  return {
    ...form,
    synced: 0,
    categories: form.categories.map((category) => ({
      ...category,
      indicators: category.indicators.map((indicator) => (indicator.id === indicatorId ? { ...indicator, status } : indicator)),
    })),
  };
}
