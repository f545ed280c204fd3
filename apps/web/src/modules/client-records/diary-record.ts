import { compareCalendarDates, parseCalendarDate } from "@stepwise/domain";
import type { DiaryItemInput } from "../../generated/schema-inputs.js";
import type { RehabRecord } from "./rehab-record.js";

/** A diary item (docs/product.md §3: uuid plus satisfactions), with the date and note this app adds. */
export type DiaryItem = DiaryItemInput;

/** Satisfaction is scored 1 (not satisfied) to 5 (very satisfied). */
export const SATISFACTION_SCORES = [1, 2, 3, 4, 5] as const;

/** A goal a diary item can score: every goal of the plan that is not finished. */
export interface RatableGoal {
  uuid: string;
  goal: string;
}

export function ratableGoals(plan: RehabRecord): RatableGoal[] {
  return (plan.domains ?? [])
    .flatMap((d) => d.goals ?? [])
    .filter((g) => !g.finished)
    .map((g) => ({ uuid: g.uuid, goal: g.goal ?? g.description ?? "" }));
}

/**
 * A diary item from the form: each satisfaction's uuid is the uuid of the goal it scores
 * (docs/sync-and-api.md); goals left unscored get no satisfaction.
 */
export function diaryItem(uuid: string, date: string | null, note: string, scores: ReadonlyMap<string, number>): DiaryItem {
  return { uuid, date, note: note.trim() || null, satisfactions: [...scores].map(([goalUuid, satisfaction]) => ({ uuid: goalUuid, satisfaction })) };
}

/** Adds the item, or replaces the item with its uuid. */
export function putDiaryItem(plan: RehabRecord, item: DiaryItem): RehabRecord {
  const items = plan.diary_items ?? [];
  const known = items.some((i) => i.uuid === item.uuid);
  return { ...plan, diary_items: known ? items.map((i) => (i.uuid === item.uuid ? item : i)) : [...items, item] };
}

export function removeDiaryItem(plan: RehabRecord, uuid: string): RehabRecord {
  return { ...plan, diary_items: (plan.diary_items ?? []).filter((i) => i.uuid !== uuid) };
}

export function withVisitFrequency(plan: RehabRecord, visitFrequency: string): RehabRecord {
  return { ...plan, visitFrequency: visitFrequency.trim() || null };
}

/** Newest first, compared as calendar dates; items without a (valid) date last. */
export function diaryInOrder(items: readonly DiaryItem[]): DiaryItem[] {
  return [...items].sort((a, b) => {
    const [da, db] = [parseCalendarDate(a.date), parseCalendarDate(b.date)];
    if (da && db) return compareCalendarDates(db, da);
    return da ? -1 : db ? 1 : 0;
  });
}
