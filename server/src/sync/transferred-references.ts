import { TRANSFERRED_REASON_PREFIX } from "@stepwise/domain";
import { namedUuids } from "./erased-references.js";
import type { PreparedEntry } from "./sync-entry.js";

/** The uuid of a record moved away from the writer that the entry names (its own, or a top-level `..._uuid` field), if any. */
export function transferredNamedBy(entry: PreparedEntry, transferred: ReadonlySet<string>): string | undefined {
  if (transferred.size === 0) return undefined;
  return namedUuids(entry).find((uuid) => transferred.has(uuid));
}

/**
 * Why the entry is REJECTED (docs/teams.md, "Moving a caseload"): it starts with
 * TRANSFERRED_REASON_PREFIX, so the phone shows it in the worker's language and keeps the edit
 * among the refused ones (apps/web/src/sync/rejection-reason.ts).
 */
export function transferredReason(entry: PreparedEntry, uuid: string): string {
  const what = uuid === entry.uuid ? `${entry.table} record ${entry.uuid}` : `${entry.table} record ${entry.uuid} names ${uuid}, which`;
  return `${TRANSFERRED_REASON_PREFIX}${what} was moved to another worker's caseload (docs/teams.md, "Moving a caseload"); this edit is not stored`;
}
