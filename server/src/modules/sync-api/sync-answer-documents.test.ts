import { randomUUID } from "node:crypto";
import type { RecordDocument } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { tableSamples } from "../../test-support/record-samples.js";
import { expectSameRecord } from "../../test-support/same-record.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { anotherSession, createWorker, graphql, useTestServer } from "../../test-support/test-server.js";
import { openGraphQLSocket } from "../../test-support/ws-client.js";
import { entityOf } from "../synced-entities.js";

/*
 * docs/sync-and-api.md, "Records as documents" (the sync answer): SyncResult.documents holds the
 * record as stored after each entry that has one, in entry order, and recordOfDocument reads each
 * as the entry's typed record: records written once, written twice in one batch, deleted, replayed,
 * merged and in conflict, on both databases, over HTTP and graphql-ws.
 */

const META = "dataversion updatedAt deletedAt";
const TYPED = tableSamples.map((s) => `${entityOf(s.table)!.inputField} { ${s.selection} ${META} }`).join("\n    ");
const SYNC_BOTH = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid status dataversion
    ${TYPED} } documents } }`;
const SYNC_DOCUMENTS = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId status dataversion } documents } }`;
const SYNC_TYPED = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId status dataversion } } }`;
const STORED = `query($keys: [RecordKeyInput!]!) { storedRecords(keys: $keys) { table uuid ${TYPED} } }`;

type Typed = Record<string, unknown>;
type Result = Typed & { clientMutationId: number; table: string; uuid: string; status: string; dataversion: number };
interface Both {
  sync: { results: Result[]; documents: RecordDocument[] };
}

/** Each result's typed record (its table's field), in order, with the documents beside them: one document each, the same record. */
function expectDocumentsOfResults({ results, documents }: Both["sync"]) {
  const withRecord = results.flatMap((result) => {
    const field = entityOf(result.table)?.inputField;
    const typed = field ? (result[field] as Typed | null) : null;
    return typed ? [{ result, typed }] : [];
  });
  expect(documents.map((d) => [d.table, d.uuid, d.dataversion])).toEqual(withRecord.map(({ typed, result }) => [result.table, result.uuid, typed.dataversion]));
  documents.forEach((doc, i) => {
    const { typed } = withRecord[i]!;
    expect(doc, `${doc.table} ${doc.uuid}`).toMatchObject({ deleted: typed.deletedAt !== null, deletedAt: typed.deletedAt, updatedAt: typed.updatedAt });
    expectSameRecord(doc, typed);
  });
}

describe.each(databaseKinds)("the sync answer's stored records as documents on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  async function device(token: string) {
    const installId = randomUUID();
    const headers = { authorization: `Bearer ${token}`, "x-app-install-id": installId };
    let nextId = 1;
    const entry = (table: string, record: Typed, op = "UPSERT", baseDataversion: number | null = null) => ({
      clientMutationId: nextId++,
      table,
      uuid: record.uuid,
      op,
      baseDataversion,
      ...(op === "UPSERT" && { [entityOf(table)!.inputField]: record }),
    });
    const sync = async <T = Both>(entries: unknown[], query = SYNC_BOTH) => {
      const answer = await graphql<T>(server.baseUrl, query, { input: { appInstallId: installId, entries } }, headers);
      expect(answer.errors).toBeUndefined();
      return answer.data!;
    };
    return { installId, headers, entry, sync };
  }

  it("every table: written, written twice in one batch, deleted, replayed and rejected; each document is its entry's typed record, in entry order", async () => {
    const phone = await device((await createWorker(server.baseUrl)).token);
    const kept = tableSamples.map((s) => ({ table: s.table, record: s.record() }));
    const dropped = tableSamples.map((s) => ({ table: s.table, record: s.record() }));
    const firstEntries = [
      ...kept.map(({ table, record }) => phone.entry(table, record)),
      // Written, then deleted in the same batch: the first answer's record is the version the delete replaced.
      ...dropped.flatMap(({ table, record }) => [phone.entry(table, record), phone.entry(table, record, "DELETE")]),
    ];
    const first = await phone.sync(firstEntries);
    expect(first.sync.results.map((r) => r.status)).toEqual(firstEntries.map(() => "APPLIED"));
    expect(first.sync.documents).toHaveLength(firstEntries.length);
    expectDocumentsOfResults(first.sync);

    const rejected = { clientMutationId: 9000, table: "no_such_table", uuid: randomUUID() };
    const secondEntries = [firstEntries[0], rejected, ...kept.map(({ table, record }) => phone.entry(table, record, "DELETE")), firstEntries.at(-1)];
    const second = await phone.sync(secondEntries);
    expect(second.sync.results.map((r) => r.status)).toEqual(["DUPLICATE", "REJECTED", ...kept.map(() => "APPLIED"), "DUPLICATE"]);
    expect(second.sync.documents).toHaveLength(secondEntries.length - 1);
    expectDocumentsOfResults(second.sync);
    // The replay of the first entry is answered with the record as it stood before this batch deleted it.
    expect(second.sync.documents[0]).toMatchObject({ deleted: false, dataversion: first.sync.results[0]!.dataversion });
  });

  it("merged and in conflict: the document is the merged record the typed answer gives", async () => {
    const worker = await createWorker(server.baseUrl);
    const [a, b] = [await device(worker.token), await device(await anotherSession(server.baseUrl, worker))];
    const sample = tableSamples.find((s) => s.table === "clients")!;
    const [merged, clashed] = [sample.record(), sample.record()];
    const created = await a.sync([a.entry("clients", merged), a.entry("clients", clashed)]);
    const [mergedBase, clashedBase] = created.sync.results.map((r) => r.dataversion);
    await b.sync([
      b.entry("clients", { ...merged, age: 41 }, "UPSERT", mergedBase),
      b.entry("clients", { ...clashed, clientname: "From B" }, "UPSERT", clashedBase),
    ]);
    const answer = await a.sync([
      a.entry("clients", { ...merged, clientname: "From A" }, "UPSERT", mergedBase),
      a.entry("clients", { ...clashed, clientname: "Also from A" }, "UPSERT", clashedBase),
    ]);
    expect(answer.sync.results.map((r) => r.status)).toEqual(["MERGED", "CONFLICT"]);
    expectDocumentsOfResults(answer.sync);
    expect(answer.sync.documents.map((d) => [d.content.clientname, d.content.age])).toEqual([
      ["From A", 41],
      ["Also from A", clashed.age],
    ]);
  });

  it("documents alone: each is the record as read back; a batch asked without documents answers as before", async () => {
    const phone = await device((await createWorker(server.baseUrl)).token);
    const records = tableSamples.map((s) => ({ table: s.table, record: s.record() }));
    const answer = await phone.sync<{ sync: { results: Result[]; documents: RecordDocument[] } }>(
      records.map(({ table, record }) => phone.entry(table, record)),
      SYNC_DOCUMENTS,
    );
    const keys = records.map(({ table, record }) => ({ table, uuid: record.uuid as string }));
    const stored = await graphql<{ storedRecords: Typed[] }>(server.baseUrl, STORED, { keys }, phone.headers);
    expect(answer.sync.documents.map((d) => ({ table: d.table, uuid: d.uuid }))).toEqual(keys);
    answer.sync.documents.forEach((doc, i) => expectSameRecord(doc, stored.data!.storedRecords[i]![entityOf(doc.table)!.inputField] as Typed));
    const typedOnly = await phone.sync<{ sync: Typed }>([phone.entry("clients", tableSamples[0]!.record())], SYNC_TYPED);
    expect(Object.keys(typedOnly.sync)).toEqual(["results"]);
  });

  it("removeRecords: each tombstone as a document, its entry's typed record", async () => {
    const phone = await device((await createWorker(server.baseUrl)).token);
    const records = tableSamples.map((s) => ({ table: s.table, record: s.record() }));
    await phone.sync(records.map(({ table, record }) => phone.entry(table, record)));
    const items = records.map(({ table, record }) => ({ table, uuid: record.uuid }));
    const REMOVE = `mutation($id: ID!, $items: [RemovedItemInput!]!) { removeRecords(appInstallId: $id, items: $items) {
      results { table uuid status dataversion ${TYPED} } documents } }`;
    const answer = await graphql<{ removeRecords: Both["sync"] }>(server.baseUrl, REMOVE, { id: phone.installId, items }, phone.headers);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.removeRecords.documents.map((d) => [d.uuid, d.deleted])).toEqual(items.map((item) => [item.uuid, true]));
    expectDocumentsOfResults(answer.data!.removeRecords);
  });

  it("over graphql-ws the documents arrive as JSON, each its entry's typed record", async () => {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const socket = await openGraphQLSocket(server.wsUrl, { Authorization: `Bearer ${token}`, "X-App-Install-Id": installId });
    try {
      const entries = tableSamples.map((s, i) => {
        const record = s.record();
        return { clientMutationId: i + 1, table: s.table, uuid: record.uuid, [entityOf(s.table)!.inputField]: record };
      });
      const answer = await socket.request(SYNC_BOTH, { input: { appInstallId: installId, entries } });
      expect(answer.errors).toBeUndefined();
      const { sync } = answer.data as Both;
      expect(sync.documents).toHaveLength(entries.length);
      expectDocumentsOfResults(sync);
    } finally {
      socket.close();
    }
  });
});
