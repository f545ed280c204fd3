import type { SyncMutation } from "../generated/graphql.js";
import { inputFieldOf, type CachedTable } from "./cached-tables.js";
import type { SyncAnswer } from "./sync-engine.js";

/** The SyncEntryInput (and SyncEntryResult) field of each table the app shows, by table name. */
export function inputFields(tables: readonly CachedTable[]): ReadonlyMap<string, string> {
  return new Map(tables.map((table) => [table.table, inputFieldOf(table)]));
}

/** An answer as settling takes it: the stored record from the field named for its table. */
export function answerOf(result: SyncMutation["sync"]["results"][number], fields: ReadonlyMap<string, string>): SyncAnswer {
  const { clientMutationId, table, uuid, dataversion, status, reason, conflicts } = result;
  const field = fields.get(table) as keyof typeof result | undefined;
  const record = field ? (result[field] as SyncAnswer["record"]) : null;
  return { clientMutationId, table, uuid, dataversion, status, reason, conflicts, record: record ?? null };
}
