import type { ClientFieldsFragment, ClientListFieldsFragment } from "../../generated/graphql.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { toClientRecord, type ClientRecord } from "./client-record.js";

/** What the client list reads of every client: enough to sort, search and filter it. */
export type ClientSummary = Pick<ClientRecord, "uuid" | "clientname" | "archived">;

/** A client as shown, with the server's dataversion it is based on (null: never synced). */
export interface WaitingRow<R extends ClientSummary> {
  record: R;
  dataversion: number | null;
  waiting: boolean;
}

export type ClientRow = WaitingRow<ClientRecord>;
export type ClientListRow = WaitingRow<ClientSummary>;

/** One collator for every sort: far cheaper than localeCompare on thousands of names, same order. */
const byName = new Intl.Collator().compare;

function overlay<S extends { uuid: string; dataversion: number }, R extends ClientSummary>(
  server: readonly S[],
  waiting: ReadonlyMap<string, OutboxEntry>,
  toRecord: (client: S) => R,
): WaitingRow<R>[] {
  const rows = new Map<string, WaitingRow<R>>(server.map((c) => [c.uuid, { record: toRecord(c), dataversion: c.dataversion, waiting: false }]));
  for (const entry of waiting.values()) {
    if (entry.table !== "clients") continue;
    if (entry.op === "DELETE") {
      rows.delete(entry.uuid);
      continue;
    }
    const known = rows.get(entry.uuid);
    // A waiting record is a whole ClientRecord, which holds every field of a summary too.
    rows.set(entry.uuid, { record: entry.record as unknown as R, dataversion: known?.dataversion ?? entry.baseDataversion, waiting: true });
  }
  return [...rows.values()].sort((a, b) => byName(a.record.clientname, b.record.clientname));
}

/**
 * The list as the worker sees it: the server's clients with every edit still waiting in the outbox
 * laid over them, so an incoming change never hides a local edit (docs/sync-and-api.md, "Offline reads (web)").
 */
export function withWaitingEdits(server: readonly ClientFieldsFragment[], waiting: ReadonlyMap<string, OutboxEntry>): ClientRow[] {
  return overlay(server, waiting, toClientRecord);
}

/** The same for the client list's rows, read without form fields. */
export function summariesWithWaitingEdits(server: readonly ClientListFieldsFragment[], waiting: ReadonlyMap<string, OutboxEntry>): ClientListRow[] {
  return overlay(server, waiting, ({ uuid, clientname, archived }) => ({ uuid, clientname, archived }));
}
