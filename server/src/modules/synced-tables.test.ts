import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tableSamples } from "../test-support/record-samples.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, type SyncAnswer, useTestServer } from "../test-support/test-server.js";
import { entityOf, syncedEntities } from "./synced-entities.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { uuid dataversion status } } }`;

describe.each(databaseKinds)("every synced table through both doors on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  async function worker() {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    return { token, installId, headers: { authorization: `Bearer ${token}`, "x-app-install-id": installId } };
  }

  it("covers every table of the sync registry", () => {
    expect(tableSamples.map((s) => s.table).sort()).toEqual(syncedEntities.map((e) => e.manifest.table).sort());
  });

  describe.each(tableSamples)("$table", (sample) => {
    const entity = entityOf(sample.table)!;
    const readOne = `query($u: ID!) { ${entity.oneQuery}(uuid: $u) { ${sample.selection} dataversion deletedAt } }`;

    it("saved through REST saveTables, reads back typed through GraphQL with every field", async () => {
      const { token, headers, installId } = await worker();
      const record = sample.record();
      const saved = await postForm(
        `${server.baseUrl}/api/saveTables/${installId}`,
        { payload: JSON.stringify([{ uuid: record.uuid, table: sample.table, record }]) },
        { token },
      );
      expect(saved.status).toBe(200);
      const read = await graphql<Record<string, { deletedAt: string | null }>>(server.baseUrl, readOne, { u: record.uuid }, headers);
      expect(read.errors).toBeUndefined();
      expect(read.data![entity.oneQuery]).toMatchObject({ ...record, ...sample.defaults, dataversion: 1, deletedAt: null });
      const list = await graphql(server.baseUrl, `{ ${entity.listQuery} { uuid } }`, {}, headers);
      expect(list.data![entity.listQuery]).toEqual([{ uuid: record.uuid }]);
    });

    it("saved through GraphQL sync with its typed input, reads back through REST requestMutatedRecords", async () => {
      const { token, headers, installId } = await worker();
      const record = sample.record();
      const input = { appInstallId: installId, entries: [{ clientMutationId: 1, table: sample.table, uuid: record.uuid, [entity.inputField]: record }] };
      const synced = await graphql<SyncAnswer>(server.baseUrl, SYNC, { input }, headers);
      expect(synced.errors).toBeUndefined();
      expect(synced.data!.sync.results).toEqual([{ uuid: record.uuid, dataversion: 1, status: "APPLIED" }]);
      const fetched = await postForm(
        `${server.baseUrl}/api/requestMutatedRecords`,
        { mutatedRecords: JSON.stringify([{ table: sample.table, uuid: record.uuid }]) },
        { token, multipart: true },
      );
      const [row] = fetched.body as Array<{ recordcontent: string }>;
      expect(JSON.parse(row!.recordcontent)).toMatchObject({ ...record, dataversion: 1 });
    });

    it("deleted through REST saveRemovedrecords becomes a tombstone, kept with its history", async () => {
      const { token, headers, installId } = await worker();
      const record = sample.record();
      await postForm(
        `${server.baseUrl}/api/saveTables/${installId}`,
        { payload: JSON.stringify([{ uuid: record.uuid, table: sample.table, record }]) },
        { token },
      );
      const removed = await postForm(
        `${server.baseUrl}/api/saveRemovedrecords`,
        { removed_items: JSON.stringify([{ uuid: record.uuid, table: sample.table }]) },
        { token, installId },
      );
      expect(removed.body).toEqual({ status: 200 });
      const read = await graphql<Record<string, { deletedAt: string | null }>>(server.baseUrl, readOne, { u: record.uuid }, headers);
      expect(read.data![entity.oneQuery]!.deletedAt).toEqual(expect.any(String));
      const history = await graphql(
        server.baseUrl,
        `
          query ($t: String!, $u: ID!) {
            recordHistory(table: $t, uuid: $u) {
              dataversion
              deleted
              record {
                __typename
              }
            }
          }
        `,
        { t: sample.table, u: record.uuid },
        headers,
      );
      expect(history.data!.recordHistory).toEqual([{ dataversion: 1, deleted: false, record: { __typename: entity.type.name } }]);
    });
  });
});
