import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newToken } from "../../auth/token.js";
import { tableSamples } from "../../test-support/record-samples.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, useTestServer } from "../../test-support/test-server.js";
import { entityOf } from "../synced-entities.js";

type Stored = Record<string, unknown> & { __typename?: string; dataversion: number; updatedAt: string; deletedAt: string | null };
interface Result {
  clientMutationId: number;
  status: string;
  dataversion: number;
  record: { __typename: string } | null;
  myChild?: Stored | null;
  /** The stored record, in the field named for its table. */
  [field: string]: unknown;
}
interface Answer {
  sync: { results: Result[] };
}

/**
 * The sync answer asks for each table's stored record, in the field named for its table, in the
 * fields its one-record query gives; and for `record`, which stays for merges (docs/sync-and-api.md, "Merging concurrent edits").
 */
const syncAsking = (field: string, selection: string) =>
  `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId status dataversion record { __typename } ${field} { ${selection} dataversion updatedAt deletedAt } } } }`;

describe.each(databaseKinds)("the sync answer carries the stored record on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  async function worker() {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    return { installId, headers: { authorization: `Bearer ${token}`, "x-app-install-id": installId } };
  }

  describe.each(tableSamples)("$table", (sample) => {
    const entity = entityOf(sample.table)!;
    const field = entity.inputField;
    const SYNC = syncAsking(field, sample.selection);
    const readOne = `query($u: ID!) { ${entity.oneQuery}(uuid: $u) { ${sample.selection} dataversion updatedAt deletedAt } }`;

    it("APPLIED, DUPLICATE and DELETE answers hold the record as reading it back gives it, server fields and defaults included", async () => {
      const { installId, headers } = await worker();
      const record = sample.record();
      const upsert = { clientMutationId: 1, table: sample.table, uuid: record.uuid, [entity.inputField]: record };
      const sync = (entries: unknown[]) => graphql<Answer>(server.baseUrl, SYNC, { input: { appInstallId: installId, entries } }, headers);
      const read = async () => (await graphql<Record<string, Stored>>(server.baseUrl, readOne, { u: record.uuid }, headers)).data![entity.oneQuery]!;

      const applied = await sync([upsert]);
      expect(applied.errors).toBeUndefined();
      const stored = await read();
      expect(applied.data!.sync.results).toEqual([{ clientMutationId: 1, status: "APPLIED", dataversion: 1, record: null, [field]: stored }]);
      expect(stored).toMatchObject({ ...record, ...sample.defaults, dataversion: 1, deletedAt: null });

      const replay = await sync([upsert]);
      expect(replay.data!.sync.results).toEqual([{ clientMutationId: 1, status: "DUPLICATE", dataversion: 1, record: null, [field]: stored }]);

      const deleted = await sync([{ clientMutationId: 2, table: sample.table, uuid: record.uuid, op: "DELETE" }]);
      const tombstone = await read();
      expect(tombstone).toMatchObject({ dataversion: 2, deletedAt: expect.any(String) });
      expect(deleted.data!.sync.results).toEqual([{ clientMutationId: 2, status: "APPLIED", dataversion: 2, record: null, [field]: tombstone }]);
    });
  });

  it("answers a REJECTED entry without a record, beside the record of an applied one", async () => {
    const { installId, headers } = await worker();
    const uuid = randomUUID();
    const entries = [
      { clientMutationId: 1, table: "my_children", uuid, myChild: { uuid, birthdate: "05-06-2024" } },
      { clientMutationId: 2, table: "no_such_table", uuid: randomUUID() },
    ];
    const answer = await graphql<Answer>(server.baseUrl, syncAsking("myChild", "uuid birthdate"), { input: { appInstallId: installId, entries } }, headers);
    expect(answer.data!.sync.results.map((r) => [r.status, r.myChild?.uuid ?? null])).toEqual([
      ["APPLIED", uuid],
      ["REJECTED", null],
    ]);
  });

  it("answers a replay without the record once the record belongs to an account (adopted), not to the anonymous install", async () => {
    const { headers } = await worker();
    // The phone's own install, with its secret (docs/shared-phone.md): the worker adopts from it on her own install.
    const phone = { id: randomUUID(), secret: newToken() };
    const uuid = randomUUID();
    const input = { appInstallId: phone.id, entries: [{ clientMutationId: 1, table: "my_children", uuid, myChild: { uuid, birthdate: "05-06-2024" } }] };
    const SYNC = syncAsking("myChild", "uuid birthdate");
    const anonymous = { "x-app-install-id": phone.id, "x-app-install-secret": phone.secret };
    const first = await graphql<Answer>(server.baseUrl, SYNC, { input }, anonymous);
    expect(first.data!.sync.results[0]!.myChild).toMatchObject({ uuid, dataversion: 1 });
    const adopted = await graphql(
      server.baseUrl,
      `
        mutation ($from: InstallProofInput!) {
          adoptInstallRecords(from: $from) {
            table
            count
          }
        }
      `,
      { from: phone },
      headers,
    );
    expect(adopted.errors).toBeUndefined();
    const replay = await graphql<Answer>(server.baseUrl, SYNC, { input }, anonymous);
    expect(replay.data!.sync.results).toEqual([{ clientMutationId: 1, status: "DUPLICATE", dataversion: 1, record: null, myChild: null }]);
  });
});
