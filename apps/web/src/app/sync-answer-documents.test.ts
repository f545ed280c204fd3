// Here, not beside sync/sync-answer.ts: it settles through the caches the modules register where the app is assembled.
import { describe, expect, it, vi } from "vitest";
import type { RecordDocument } from "@stepwise/domain";
import type { SyncMutation } from "../generated/graphql.js";
import { createCache } from "../platform/apollo.js";
import type { CachedRecord } from "../sync/cached-tables.js";
import type { OutboxEntry } from "../sync/outbox.js";
import { settleAnswers, writeSettled } from "../sync/settle-answers.js";
import { answersOf } from "../sync/sync-answer.js";
import type { SyncAnswer } from "../sync/sync-engine.js";
import { documentOf, everyTable, NOW, TYPENAMES } from "../test-support/first-sync-pages.js";
import { makeEdit } from "../test-support/stored-records.js";
import { recordCaches } from "./record-caches.js";

/*
 * docs/sync-and-api.md, "Records as documents", the sync answer: the phone asks each answered edit's
 * record as a document; settled, the cache holds exactly what the typed answer (the per-table fields
 * of builds before) left in it.
 */

/** One stored record of every shown table, in its table's fragment, as the typed answer's field held it. */
const stored = recordCaches.map((table) => ({ table: table.table, record: (everyTable as unknown as Record<string, CachedRecord[]>)[table.list]![0]! }));

const CONFLICT = {
  __typename: "FieldConflict" as const,
  path: ["name"],
  labelKey: "NAME",
  base: '"a"',
  theirs: '"b"',
  yours: '"c"',
  theirsBy: "Ann",
  theirsAt: "2026-11-23T09:00:00.000Z",
};
const DELETED_AT = "2026-11-23T09:30:00.000Z";

/** A batch answering an edit of every shown table (APPLIED, MERGED, CONFLICT in turn), a deletion of each, and one REJECTED edit. */
function batch() {
  const entries: OutboxEntry[] = [];
  const typed: SyncAnswer[] = [];
  const documents: RecordDocument[] = [];
  const statuses = ["APPLIED", "MERGED", "CONFLICT"] as const;
  stored.forEach(({ table, record }, t) => {
    // The edit as queued; a picture record's picture is what the server stored (the typed answer leaves it out: the edit fills it).
    const edit = makeEdit(table, record.uuid, 2 * t + 1);
    if ("image" in record) (edit.record as Record<string, unknown>).image = record.image;
    const status = statuses[t % 3]!;
    const typedRecord = { ...record } as Record<string, unknown>;
    if (table === "client_images") delete typedRecord.image;
    entries.push(edit);
    typed.push({ ...answer(edit, record.dataversion, status), record: typedRecord as SyncAnswer["record"] });
    documents.push(documentOf(table, record));
    // A deletion of another record of the table: its tombstone.
    const gone = makeEdit(table, `${record.uuid}-gone`, 2 * t + 2, { op: "DELETE", record: null });
    entries.push(gone);
    typed.push({ ...answer(gone, 7, "APPLIED"), record: { ...record, uuid: gone.uuid, dataversion: 7, deletedAt: DELETED_AT } });
    documents.push({ ...documentOf(table, { ...record, uuid: gone.uuid, dataversion: 7 }), deleted: true, deletedAt: DELETED_AT });
  });
  const refused = makeEdit("clients", "refused", 999);
  entries.push(refused);
  typed.push({ ...answer(refused, 0, "REJECTED"), reason: "name: required", record: null });
  return { entries, typed, documents };
}

function answer(entry: OutboxEntry, dataversion: number, status: SyncAnswer["status"]): Omit<SyncAnswer, "record"> {
  const conflicts = status === "CONFLICT" ? [CONFLICT] : null;
  return { clientMutationId: entry.clientMutationId, table: entry.table, uuid: entry.uuid, dataversion, status, reason: null, conflicts };
}

/** The answers settled into a fresh cache, as the sync runtime wires it: the cache's contents, the merges told and the reads back. */
async function settled(answers: SyncAnswer[], entries: OutboxEntry[]) {
  const cache = createCache();
  // Every record present before (the deleted ones too), so a deletion shows as the record leaving.
  writeSettled(cache, {
    shown: stored.flatMap(({ table, record }) =>
      [record, { ...record, uuid: `${record.uuid}-gone` }].map((r) => ({ table: recordCaches.find((c) => c.table === table)!, record: r })),
    ),
    dropped: [],
  });
  const merged: Array<[number, SyncAnswer]> = [];
  const refresh = vi.fn(async () => undefined);
  await settleAnswers(answers, entries, {
    tables: recordCaches,
    write: (made) => writeSettled(cache, made),
    refresh,
    onMerged: (entry, made) => merged.push([entry.clientMutationId, made]),
  });
  return { cache: cache.extract(), merged, refreshed: refresh.mock.calls };
}

/** The sync answer as the server sends it to this build: results without records, their documents beside them. */
function resultsOf(typed: SyncAnswer[]): SyncMutation["sync"]["results"] {
  return typed.map(({ record: _record, reason, conflicts, ...result }) => ({
    __typename: "SyncEntryResult" as const,
    ...result,
    reason: reason ?? null,
    conflicts:
      conflicts?.map((conflict) => ({
        __typename: "FieldConflict" as const,
        ...conflict,
        theirsBy: conflict.theirsBy ?? null,
        theirsAt: conflict.theirsAt ?? null,
      })) ?? null,
  }));
}

describe('the sync answer\'s records as documents (docs/sync-and-api.md, "Records as documents")', () => {
  it(`settles the cache exactly as the typed answer did, for every one of the ${stored.length} shown tables: applied, merged, in conflict, deleted, rejected`, async () => {
    const { entries, typed, documents } = batch();
    const fromDocuments = answersOf({ results: resultsOf(typed), documents }, TYPENAMES, NOW);
    const [before, after] = [await settled(typed, entries), await settled(fromDocuments, entries)];
    expect(after.cache).toEqual(before.cache);
    expect(after.merged).toEqual(before.merged);
    expect(before.merged.map(([, made]) => made.status)).toEqual(stored.flatMap((_, t) => (t % 3 === 0 ? [] : [t % 3 === 1 ? "MERGED" : "CONFLICT"])));
    expect(after.refreshed).toEqual([]);
    // Each deleted record left the cache; each edited one is there as stored.
    for (const { record } of stored) {
      const id = `${record.__typename}:${JSON.stringify({ uuid: record.uuid })}`;
      expect(after.cache[id]).toMatchObject({ uuid: record.uuid, dataversion: record.dataversion });
      expect(after.cache[`${record.__typename}:${JSON.stringify({ uuid: `${record.uuid}-gone` })}`]).toBeUndefined();
    }
  });

  it("pairs a document with its result by table, uuid and dataversion, whatever their order", async () => {
    const { entries, typed, documents } = batch();
    const fromDocuments = answersOf({ results: resultsOf(typed), documents: [...documents].reverse() }, TYPENAMES, NOW);
    expect((await settled(fromDocuments, entries)).cache).toEqual((await settled(typed, entries)).cache);
    const older = { ...documents[0]!, dataversion: documents[0]!.dataversion - 1 };
    const [first] = answersOf({ results: resultsOf(typed).slice(0, 1), documents: [older] }, TYPENAMES, NOW);
    expect(first!.record).toBeNull();
  });

  it("reads back each answered record when the server sends no documents (a server before them), as for a typed answer without its record", async () => {
    const { entries, typed } = batch();
    const withoutDocuments = answersOf({ results: resultsOf(typed), documents: null }, TYPENAMES, NOW);
    expect(withoutDocuments.every((made) => made.record === null)).toBe(true);
    const { refreshed } = await settled(withoutDocuments, entries);
    const upserts = typed.filter((made) => made.status !== "REJECTED" && entries.find((e) => e.clientMutationId === made.clientMutationId)!.op !== "DELETE");
    expect(refreshed).toEqual(upserts.map((made) => [made.table, made.uuid]));
  });
});
