import { ERASED_REASON_PREFIX } from "@stepwise/domain";
import type { PreparedEntry } from "./sync-entry.js";

/**
 * The uuids an entry names (docs/operating.md, "Erasing a client"): its own, and each top-level
 * text field ending in `_uuid` (a plan's `client_uuid`, a cycle action's `description_uuid`). An
 * entry naming an erased one is refused, so a phone that still held her never writes her back.
 */
export function namedUuids(entry: PreparedEntry): string[] {
  const named = [entry.uuid];
  for (const [field, value] of Object.entries(entry.content)) {
    if (field.endsWith("_uuid") && typeof value === "string" && value !== "") named.push(value);
  }
  return named;
}

/** The erased uuid an entry names, if any. */
export function erasedNamedBy(entry: PreparedEntry, erased: ReadonlySet<string>): string | undefined {
  if (erased.size === 0) return undefined;
  return namedUuids(entry).find((uuid) => erased.has(uuid));
}

/** Why the entry is REJECTED: it starts with ERASED_REASON_PREFIX, so the phone drops the edit (apps/web/src/sync/sync-engine.ts). */
export function erasedReason(entry: PreparedEntry, uuid: string): string {
  const what = uuid === entry.uuid ? `${entry.table} record ${entry.uuid}` : `${entry.table} record ${entry.uuid} names ${uuid}, which`;
  return `${ERASED_REASON_PREFIX}${what} was erased at the client's request (docs/operating.md, "Erasing a client"); it is not stored, and the phone drops this edit`;
}
