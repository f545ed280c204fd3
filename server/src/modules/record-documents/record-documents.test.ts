import { randomUUID } from "node:crypto";
import type { RecordDocument } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { tableSamples } from "../../test-support/record-samples.js";
import { expectSameRecord } from "../../test-support/same-record.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, useTestServer } from "../../test-support/test-server.js";
import { openGraphQLSocket } from "../../test-support/ws-client.js";
import { entityOf } from "../synced-entities.js";

/*
 * docs/sync-and-api.md, "Records as documents": for every synced table, a document read with the
 * domain's recordOfDocument is the record the typed answer gives for the same row, on the first
 * sync's pages (downloadRecords' documents against its lists) and on the feed's reads by key
 * (storedDocuments against storedRecords), tombstones included.
 */

const META = "dataversion updatedAt deletedAt";
const typedPage = `query($first: Int, $after: String) { downloadRecords(first: $first, after: $after) { cursor count hasMore
  ${tableSamples.map((s) => `${entityOf(s.table)!.listQuery} { ${s.selection} ${META} }`).join("\n  ")} } }`;
const documentsPage = `query($first: Int, $after: String) { downloadRecords(first: $first, after: $after) { cursor count hasMore documents } }`;
const typedStored = `query($keys: [RecordKeyInput!]!) { storedRecords(keys: $keys) { table uuid withheld
  ${tableSamples.map((s) => `${entityOf(s.table)!.inputField} { ${s.selection} ${META} }`).join("\n  ")} } }`;
const storedDocs = `query($keys: [RecordKeyInput!]!) { storedDocuments(keys: $keys) { documents withheld { table uuid } } }`;

type Typed = Record<string, unknown>;
interface DocumentsPage {
  cursor: string | null;
  count: number;
  hasMore: boolean;
  documents: RecordDocument[];
}

describe.each(databaseKinds)("records as documents on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  /** A worker's phone that saved two samples of every table and deleted the second of each. */
  async function workerWithRecords() {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const headers = { authorization: `Bearer ${token}`, "x-app-install-id": installId };
    const records = tableSamples.flatMap((sample) => [sample.record(), sample.record()].map((record) => ({ table: sample.table, record })));
    const payload = JSON.stringify(records.map(({ table, record }) => ({ uuid: record.uuid, table, record })));
    expect((await postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload }, { token })).status).toBe(200);
    const deleted = records.filter((_, i) => i % 2 === 1).map(({ table, record }) => ({ table, uuid: record.uuid as string }));
    const removed = await postForm(`${server.baseUrl}/api/saveRemovedrecords`, { removed_items: JSON.stringify(deleted) }, { token, installId });
    expect(removed.status).toBe(200);
    const keys = records.map(({ table, record }) => ({ table, uuid: record.uuid as string }));
    return { token, installId, headers, keys, deleted };
  }

  it("downloadRecords: each page's documents are its typed lists' records, in dataversion order, with the same cursor, count and hasMore", async () => {
    const { headers, keys, deleted } = await workerWithRecords();
    let after: string | null = null;
    const seen: string[] = [];
    for (let pages = 0; pages < 10; pages++) {
      const variables: Record<string, unknown> = { first: 5, after };
      const typed = await graphql<{ downloadRecords: Typed & { cursor: string | null; count: number; hasMore: boolean } }>(
        server.baseUrl,
        typedPage,
        variables,
        headers,
      );
      const docs = await graphql<{ downloadRecords: DocumentsPage }>(server.baseUrl, documentsPage, variables, headers);
      expect(typed.errors).toBeUndefined();
      expect(docs.errors).toBeUndefined();
      const page: DocumentsPage = docs.data!.downloadRecords;
      const lists = typed.data!.downloadRecords;
      expect({ cursor: page.cursor, count: page.count, hasMore: page.hasMore }).toEqual({ cursor: lists.cursor, count: lists.count, hasMore: lists.hasMore });
      expect(page.documents).toHaveLength(page.count);
      expect(page.documents.map((d) => d.dataversion)).toEqual([...page.documents.map((d) => d.dataversion)].sort((a, b) => a - b));
      for (const sample of tableSamples) {
        const list = lists[entityOf(sample.table)!.listQuery] as Typed[];
        const ofTable = page.documents.filter((d) => d.table === sample.table);
        expect(ofTable.map((d) => d.uuid)).toEqual(list.map((r) => r.uuid));
        ofTable.forEach((doc, i) => {
          expect(doc).toMatchObject({ deleted: false, deletedAt: null, updatedAt: list[i]!.updatedAt, dataversion: list[i]!.dataversion });
          expectSameRecord(doc, list[i]!);
        });
      }
      seen.push(...page.documents.map((d) => `${d.table}:${d.uuid}`));
      after = page.cursor;
      if (!page.hasMore) break;
    }
    // The live records, every one once; the deleted ones are told by the change feed.
    const live = keys.filter((key) => !deleted.some((d) => d.uuid === key.uuid)).map((k) => `${k.table}:${k.uuid}`);
    expect(seen.sort()).toEqual(live.sort());
  });

  it("downloadRecords with both shapes: the lists are read from the same documents", async () => {
    const { headers } = await workerWithRecords();
    const both = typedPage.replace("cursor count hasMore", "cursor count hasMore documents");
    const answer = await graphql<{ downloadRecords: Typed & { documents: RecordDocument[]; count: number } }>(server.baseUrl, both, { first: 7 }, headers);
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.downloadRecords;
    expect(page.documents).toHaveLength(7);
    for (const doc of page.documents) {
      const typed = (page[entityOf(doc.table)!.listQuery] as Typed[]).find((r) => r.uuid === doc.uuid)!;
      expectSameRecord(doc, typed);
    }
  });

  it("storedDocuments: the records storedRecords answers, tombstones as deleted documents, in the order asked, nothing for others' and unknown keys", async () => {
    const { headers, keys, deleted } = await workerWithRecords();
    const other = await workerWithRecords();
    const asked = [{ table: "favorites", uuid: randomUUID() }, other.keys[0]!, ...[...keys].reverse(), keys[0]!];
    const typed = await graphql<{ storedRecords: Array<Typed & { table: string; uuid: string; withheld: boolean }> }>(
      server.baseUrl,
      typedStored,
      { keys: asked },
      headers,
    );
    const docs = await graphql<{ storedDocuments: { documents: RecordDocument[]; withheld: unknown[] } }>(server.baseUrl, storedDocs, { keys: asked }, headers);
    expect(typed.errors).toBeUndefined();
    expect(docs.errors).toBeUndefined();
    const { documents, withheld } = docs.data!.storedDocuments;
    expect(withheld).toEqual([]);
    // One document a readable record, in the order first asked (the key asked again at the end gives none).
    expect(documents.map((d) => ({ table: d.table, uuid: d.uuid }))).toEqual([...keys].reverse());
    const answers = typed.data!.storedRecords;
    expect(answers.slice(0, 2).map((a) => a[entityOf(a.table)!.inputField])).toEqual([null, null]);
    for (const doc of documents) {
      const answer = answers.find((a) => a.uuid === doc.uuid)!;
      const record = answer[entityOf(doc.table)!.inputField] as Typed;
      const isDeleted = deleted.some((d) => d.uuid === doc.uuid);
      expect(doc.deleted, doc.table).toBe(isDeleted);
      expect(doc.deletedAt === null, doc.table).toBe(!isDeleted);
      expectSameRecord(doc, record);
    }
  });

  it("over graphql-ws the documents arrive as JSON, as over HTTP", async () => {
    const { token, installId, headers } = await workerWithRecords();
    const overHttp = await graphql<{ downloadRecords: { documents: RecordDocument[] } }>(server.baseUrl, documentsPage, { first: 3 }, headers);
    const socket = await openGraphQLSocket(server.wsUrl, { Authorization: `Bearer ${token}`, "X-App-Install-Id": installId });
    try {
      const answer = await socket.request(documentsPage, { first: 3 });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual(overHttp.data);
      expect((answer.data as { downloadRecords: { documents: unknown[] } }).downloadRecords.documents).toHaveLength(3);
    } finally {
      socket.close();
    }
  });
});
