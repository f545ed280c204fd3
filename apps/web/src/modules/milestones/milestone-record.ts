import { setIndicatorStatus } from "@stepwise/domain";
import type { MilestoneChecklistsQuery, MilestoneFormFieldsFragment } from "../../generated/graphql.js";
import type { MilestoneFormInput } from "../../generated/schema-inputs.js";
import { toInput } from "../../platform/strip-typename.js";

/** A milestone form as the device edits and queues it: the MilestoneFormInput shape (docs/product.md §3). */
export type MilestoneRecord = MilestoneFormInput;
export type Checklist = MilestoneChecklistsQuery["milestoneChecklists"][number];
export type IndicatorStatus = number;
type MilestoneCategory = { id: string | null; indicators: Array<{ id: string; status: string | number | null }> };

/** The statuses a carer gives an indicator; only YES counts as achieved. */
export const STATUS = { NOT_YET: 0, SOMETIMES: 1, YES: 2 } as const;
export const STATUS_ORDER: readonly IndicatorStatus[] = [STATUS.NOT_YET, STATUS.SOMETIMES, STATUS.YES];

export function newMilestoneForm(childUuid: string): MilestoneRecord {
  return { uuid: crypto.randomUUID(), client_uuid: childUuid, categories: [] };
}

export function toMilestoneRecord(form: MilestoneFormFieldsFragment): MilestoneRecord {
  return toInput<MilestoneRecord>(form, ["synced", "dataversion", "updatedAt", "deletedAt"]);
}

/** The status given to an indicator of a checklist, or null when none was given yet. */
export function statusOf(form: MilestoneRecord | null | undefined, checklistId: string, indicatorId: string): IndicatorStatus | null {
  const category = form?.categories?.find((c) => c.id === checklistId);
  const status = category?.indicators?.find((i) => i.id === indicatorId)?.status;
  return typeof status === "number" ? status : typeof status === "string" && status.trim() !== "" && !Number.isNaN(Number(status)) ? Number(status) : null;
}

/**
 * docs/product.md §4: changing an indicator status saves the form unsynced. A checklist the form does not hold
 * yet is added with all its indicators (no status), so the form mirrors the checklist.
 */
export function withIndicatorStatus(
  form: MilestoneRecord,
  checklist: Checklist,
  indicatorId: string,
  status: IndicatorStatus,
): { record: MilestoneRecord; synced: number } {
  const categories = (form.categories ?? []).map((c) => ({
    id: c.id ?? null,
    indicators: (c.indicators ?? []).map((i) => ({ id: i.id, status: i.status ?? null })),
  }));
  const held = categories.some((c) => c.id === checklist.id);
  const complete = held ? categories : [...categories, { id: checklist.id, indicators: checklist.indicators.map((i) => ({ id: i.id, status: null })) }];
  const withIndicator = complete.map((c) =>
    c.id === checklist.id && !c.indicators.some((i) => i.id === indicatorId) ? { ...c, indicators: [...c.indicators, { id: indicatorId, status: null }] } : c,
  );
  const changed = setIndicatorStatus<{ synced: number; categories: MilestoneCategory[] }>({ synced: 1, categories: withIndicator }, indicatorId, status);
  return { record: { ...form, categories: changed.categories }, synced: changed.synced };
}
