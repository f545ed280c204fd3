import {
  compareCalendarDates,
  CYCLE_ACTION_DEFAULTS,
  CYCLE_DESCRIPTION_DEFAULTS,
  formatDayMonthYear,
  parseCalendarDate,
  removalsForCycleDescription,
  type RemovedItem,
} from "@stepwise/domain";
import type { CycleActionFieldsFragment, CycleDescriptionFieldsFragment } from "../../generated/graphql.js";
import type { CycleActionInput, CycleDescriptionInput } from "../../generated/schema-inputs.js";
import { toInput } from "../../platform/strip-typename.js";

/** A cycle description as the device edits and queues it: the CycleDescriptionInput shape. */
export type CycleDescriptionRecord = CycleDescriptionInput;
/** A cycle action as the device edits and queues it: the CycleActionInput shape. */
export type CycleActionRecord = CycleActionInput;

/** Server-only fields; `saved` is a device flag the server answers as T. */
const SERVER_FIELDS = ["saved", "dataversion", "deletedAt", "updatedAt"] as const;

export function toCycleDescriptionRecord(row: CycleDescriptionFieldsFragment): CycleDescriptionRecord {
  return toInput<CycleDescriptionRecord>(row, SERVER_FIELDS);
}

export function toCycleActionRecord(row: CycleActionFieldsFragment): CycleActionRecord {
  return toInput<CycleActionRecord>(row, SERVER_FIELDS);
}

/** docs/product.md §3: a new description starts with goal_status X, goal_achievement 1, archived F, goal_editted F, active R. */
export function newCycleDescription(clientUuid: string): CycleDescriptionRecord {
  const { saved: _saved, ...defaults } = CYCLE_DESCRIPTION_DEFAULTS;
  return {
    uuid: crypto.randomUUID(),
    client_uuid: clientUuid,
    description: null,
    goal: null,
    why: null,
    cycle_rhythm: null,
    cycle_start: null,
    cycle_end: null,
    goal_evaluation: null,
    archive_date: null,
    ...defaults,
  };
}

/** docs/product.md §3: a new action starts not ready (F). */
export function newCycleAction(descriptionUuid: string, action: string): CycleActionRecord {
  return { uuid: crypto.randomUUID(), description_uuid: descriptionUuid, action, ready: CYCLE_ACTION_DEFAULTS.ready };
}

/**
 * docs/product.md §3 `saved`: F while the record waits on this device, T once the server holds it
 * (the outbox, not a stored flag, says which).
 */
export function savedFlag(waiting: boolean): "T" | "F" {
  return waiting ? CYCLE_DESCRIPTION_DEFAULTS.saved : "T";
}

/** An edit of a saved description; changing a goal that was already set marks goal_editted T. */
export function editCycleDescription(before: CycleDescriptionRecord, changes: Partial<CycleDescriptionRecord>): CycleDescriptionRecord {
  const next = { ...before, ...changes };
  const goalChanged = Boolean(before.goal) && (next.goal ?? "") !== before.goal;
  return goalChanged ? { ...next, goal_editted: "T" } : next;
}

/** Archiving toggles the archived flag (T/F) and dates it; unarchiving clears the date. */
export function toggleArchived(record: CycleDescriptionRecord, today: Date): CycleDescriptionRecord {
  return record.archived === "T" ? { ...record, archived: "F", archive_date: null } : { ...record, archived: "T", archive_date: formatDayMonthYear(today) };
}

export function toggleReady(action: CycleActionRecord): CycleActionRecord {
  return { ...action, ready: action.ready === "T" ? "F" : "T" };
}

/** docs/product.md §4: deleting a description removes it and its actions, each a removed-items entry. */
export function removalsOfDescription(descriptionUuid: string, actions: readonly CycleActionRecord[]): RemovedItem[] {
  return removalsForCycleDescription(descriptionUuid, actions);
}

export type CycleProblem = "CYCLE_GOAL_REQUIRED" | "CYCLE_START_INVALID" | "CYCLE_END_INVALID" | "CYCLE_END_BEFORE_START";

/** What stops a description from being saved, as a text key; null when it can be saved. */
export function cycleProblem(record: CycleDescriptionRecord): CycleProblem | null {
  if (!record.goal?.trim()) return "CYCLE_GOAL_REQUIRED";
  const start = record.cycle_start ? parseCalendarDate(record.cycle_start) : null;
  const end = record.cycle_end ? parseCalendarDate(record.cycle_end) : null;
  if (record.cycle_start && !start) return "CYCLE_START_INVALID";
  if (record.cycle_end && !end) return "CYCLE_END_INVALID";
  if (start && end && compareCalendarDates(end, start) < 0) return "CYCLE_END_BEFORE_START";
  return null;
}
