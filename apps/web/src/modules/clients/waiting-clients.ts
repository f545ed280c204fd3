import type { ClientFieldsFragment } from "../../generated/graphql.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { toClientRecord, type ClientRecord } from "./client-record.js";

export interface ClientRow {
  record: ClientRecord;
  /** The server's dataversion this row is based on (null: never synced). */
  dataversion: number | null;
  waiting: boolean;
}

/**
 * The list as the worker sees it: the server's clients with every edit still waiting in the outbox
 * laid over them, so an incoming change never hides a local edit (ARCHITECTURE).
 */
export function withWaitingEdits(server: readonly ClientFieldsFragment[], waiting: ReadonlyMap<string, OutboxEntry>): ClientRow[] {
  const rows = new Map<string, ClientRow>(server.map((c) => [c.uuid, { record: toClientRecord(c), dataversion: c.dataversion, waiting: false }]));
  for (const entry of waiting.values()) {
    if (entry.table !== "clients") continue;
    if (entry.op === "DELETE") {
      rows.delete(entry.uuid);
      continue;
    }
    const known = rows.get(entry.uuid);
    rows.set(entry.uuid, { record: entry.record as ClientRecord, dataversion: known?.dataversion ?? entry.baseDataversion, waiting: true });
  }
  return [...rows.values()].sort((a, b) => a.record.clientname.localeCompare(b.record.clientname));
}
