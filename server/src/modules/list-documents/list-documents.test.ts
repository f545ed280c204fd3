import { randomUUID } from "node:crypto";
import type { RecordDocument } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { makeClient } from "../../test-support/factories.js";
import { tableSamples } from "../../test-support/record-samples.js";
import { expectSameRecord } from "../../test-support/same-record.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, useTestServer } from "../../test-support/test-server.js";
import { entityOf } from "../synced-entities.js";

/*
 * docs/sync-and-api.md, "Records as documents" (the lists): listDocuments answers, page by page,
 * the records the table's list query answers for the same first and after (and clientUuid), each
 * document read by recordOfDocument as the typed list's record, with the same next cursor.
 */

const META = "dataversion updatedAt deletedAt";
const DOCUMENTS = `query($table: String!, $first: Int, $after: String, $clientUuid: ID) {
  listDocuments(table: $table, first: $first, after: $after, clientUuid: $clientUuid) { documents count next } }`;

interface Page {
  documents: RecordDocument[];
  count: number;
  next: string | null;
}
type Typed = Record<string, unknown> & { uuid: string; dataversion: number };

describe.each(databaseKinds)("listDocuments on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  async function workerSaving(records: Array<{ table: string; record: Record<string, unknown> }>) {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const payload = JSON.stringify(records.map(({ table, record }) => ({ uuid: record.uuid, table, record })));
    expect((await postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload }, { token })).status).toBe(200);
    return { headers: { authorization: `Bearer ${token}`, "x-app-install-id": installId }, token, installId };
  }

  it("every table: the typed list's records, page by page, with its cursor; deleted ones left out as the list leaves them", async () => {
    const records = tableSamples.flatMap((s) => [s.record(), s.record(), s.record()].map((record) => ({ table: s.table, record })));
    const { headers, token, installId } = await workerSaving(records);
    const dropped = records.filter((_, i) => i % 3 === 1).map(({ table, record }) => ({ table, uuid: record.uuid as string }));
    const removed = await postForm(`${server.baseUrl}/api/saveRemovedrecords`, { removed_items: JSON.stringify(dropped) }, { token, installId });
    expect(removed.status).toBe(200);
    for (const sample of tableSamples) {
      const entity = entityOf(sample.table)!;
      const typedQuery = `query($first: Int, $after: String) { ${entity.listQuery}(first: $first, after: $after) { ${sample.selection} ${META} } }`;
      let after: string | null = null;
      const seen: string[] = [];
      for (let pages = 0; pages < 5; pages += 1) {
        const typed = await graphql<Record<string, Typed[]>>(server.baseUrl, typedQuery, { first: 1, after }, headers);
        const variables: Record<string, unknown> = { table: sample.table, first: 1, after };
        const docs = await graphql<{ listDocuments: Page }>(server.baseUrl, DOCUMENTS, variables, headers);
        expect(typed.errors).toBeUndefined();
        expect(docs.errors).toBeUndefined();
        const list = typed.data![entity.listQuery]!;
        const page: Page = docs.data!.listDocuments;
        expect(page.count).toBe(list.length);
        expect(page.documents.map((d) => d.uuid)).toEqual(list.map((r) => r.uuid));
        page.documents.forEach((doc, i) => expectSameRecord(doc, list[i]!));
        seen.push(...page.documents.map((d) => d.uuid));
        if (page.next === null) break;
        expect(page.next).toBe(String(list.at(-1)!.dataversion));
        after = page.next;
      }
      const live = records.filter((r, i) => r.table === sample.table && i % 3 !== 1).map((r) => r.record.uuid);
      expect(seen, sample.table).toEqual(live);
    }
  });

  it("a client's records only, with clientUuid; nothing of another worker's; an unknown table refused by name", async () => {
    const [mine, other] = [makeClient(), makeClient()];
    const plan = (client: Record<string, unknown>) => ({ uuid: randomUUID(), client_uuid: client.uuid, domains: [] });
    const { headers } = await workerSaving([
      { table: "clients", record: mine },
      { table: "clients", record: other },
      { table: "rehabilitations", record: plan(mine) },
      { table: "rehabilitations", record: plan(other) },
    ]);
    const plans = await graphql<{ listDocuments: Page }>(server.baseUrl, DOCUMENTS, { table: "rehabilitations", clientUuid: mine.uuid }, headers);
    expect(plans.errors).toBeUndefined();
    expect(plans.data!.listDocuments.documents.map((d) => d.content.client_uuid)).toEqual([mine.uuid]);
    const stranger = await workerSaving([{ table: "clients", record: makeClient() }]);
    const none = await graphql<{ listDocuments: Page }>(server.baseUrl, DOCUMENTS, { table: "rehabilitations" }, stranger.headers);
    expect(none.data!.listDocuments).toEqual({ documents: [], count: 0, next: null });
    const unknown = await graphql(server.baseUrl, DOCUMENTS, { table: "no_such_table" }, headers);
    expect(unknown.errors?.[0]?.message).toBe('table: unknown table "no_such_table"');
  });
});
