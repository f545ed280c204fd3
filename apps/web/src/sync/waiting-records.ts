import type { OutboxEntry } from "./outbox.js";

/** A record as a screen shows it: the server's version, or the edit still waiting in the outbox. */
export interface ShownRecord<T> {
  record: T;
  /** The server's dataversion this record is based on (null: never synced). */
  dataversion: number | null;
  waiting: boolean;
}

/**
 * The server's records of one table with every edit still waiting in the outbox laid over them:
 * a waiting upsert replaces or adds its record, a waiting delete hides it: incoming changes never
 * hide a local edit (docs/sync-and-api.md, "Offline reads (web)").
 */
export function overlayWaiting<T extends { uuid: string }>(
  table: string,
  server: ReadonlyArray<{ record: T; dataversion: number }>,
  waiting: ReadonlyMap<string, OutboxEntry>,
): ShownRecord<T>[] {
  const rows = new Map<string, ShownRecord<T>>(server.map((s) => [s.record.uuid, { record: s.record, dataversion: s.dataversion, waiting: false }]));
  for (const entry of waiting.values()) {
    if (entry.table !== table) continue;
    if (entry.op === "DELETE") {
      rows.delete(entry.uuid);
      continue;
    }
    const known = rows.get(entry.uuid);
    rows.set(entry.uuid, { record: entry.record as T, dataversion: known?.dataversion ?? entry.baseDataversion, waiting: true });
  }
  return [...rows.values()];
}
