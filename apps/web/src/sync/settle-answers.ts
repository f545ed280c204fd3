import type { InMemoryCache } from "@apollo/client";
import { typenameOf, writeRecords, type CachedRecord, type CachedTable } from "./cached-tables.js";
import type { OutboxEntry } from "./outbox.js";
import type { SyncAnswer } from "./sync-engine.js";

/** What an answer settles: records shown as the server stored them, and deleted ones. */
export interface SettledRecords {
  shown: { table: CachedTable; record: ShownRecord }[];
  dropped: { table: CachedTable; uuid: string }[];
}

export interface SettleOptions {
  /** The tables the app shows (app/record-caches.ts); answers of other tables are left alone. */
  tables: readonly CachedTable[];
  /** Writes the settled records where the screens read them: writeSettled, into the Apollo cache. */
  write(settled: SettledRecords): void;
  /** Reads a record back from the server: only for an answer without its record (from a server older than docs/decisions/0006-sync-answers-carry-the-stored-record.md). */
  refresh(table: string, uuid: string): Promise<void>;
  /** A MERGED or CONFLICT answer, its record as shown, so the worker hears what was merged or what clashed. */
  onMerged(entry: OutboxEntry, answer: SyncAnswer): void;
}

export type ShownRecord = CachedRecord & { deletedAt?: string | null };

/**
 * docs/product.md §4 "Records and sync": each answered edit becomes synced, shown as the server stored it (its
 * dataversion, defaults and server fields; after a merge, the merged record: docs/sync-and-api.md, "Merging concurrent edits") from the
 * record the answer carries, with no request: every table the same way, in one write. Several edits of one record in a batch: only
 * the last is shown. Tables the screens do not show are left alone.
 */
export async function settleAnswers(answers: readonly SyncAnswer[], entries: readonly OutboxEntry[], options: SettleOptions): Promise<void> {
  const latest = new Map(answers.filter((a) => a.status !== "REJECTED").map((a) => [`${a.table}:${a.uuid}`, a]));
  const { shown, dropped }: SettledRecords = { shown: [], dropped: [] };
  const unanswered: SyncAnswer[] = [];
  for (const answer of answers) {
    // A rejected edit stays in the outbox, shown with its reason (sync-engine.ts): nothing to settle.
    if (answer.status === "REJECTED") continue;
    const entry = entries.find((e) => e.clientMutationId === answer.clientMutationId);
    const table = options.tables.find((t) => t.table === answer.table);
    if (!entry || !table) continue;
    const record = answer.record ? storedEdit(entry, answer.record) : null;
    if (latest.get(`${answer.table}:${answer.uuid}`) === answer) {
      if (entry.op === "DELETE" || record?.deletedAt) dropped.push({ table, uuid: answer.uuid });
      else if (record) shown.push({ table, record });
      else unanswered.push(answer);
    }
    if (answer.status === "MERGED" || answer.status === "CONFLICT") options.onMerged(entry, record ? { ...answer, record } : answer);
  }
  options.write({ shown, dropped });
  for (const answer of unanswered) await options.refresh(answer.table, answer.uuid);
}

/** Settled records into the Apollo cache, in one batch; a deleted record leaves the cache and every list. */
export function writeSettled(cache: InMemoryCache, { shown, dropped }: SettledRecords): void {
  cache.batch({
    optimistic: false,
    update: () => {
      writeRecords(cache, shown, "last");
      // Evicted, a record leaves every list that refers to it (Apollo drops dangling references).
      for (const { table, uuid } of dropped) cache.evict({ id: cache.identify({ __typename: typenameOf(table), uuid }) });
    },
  });
  if (dropped.length > 0) cache.gc();
}

/**
 * The edit as the server stored it: the answer's fields over the edit's. The edit fills only what
 * the answer leaves out: a client's picture (sync.graphql), which the server stores as the edit sent
 * it; the app's only edit of a picture record is its picture, which the later write keeps in a clash.
 */
function storedEdit(entry: OutboxEntry, stored: NonNullable<SyncAnswer["record"]>): ShownRecord {
  return { ...entry.record, ...stored } as unknown as ShownRecord;
}
