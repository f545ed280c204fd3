import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../../test-support/factories.js";
import { untilFeedReadsWritesSoFar } from "../../test-support/feed-horizon.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, useTestServer } from "../../test-support/test-server.js";
import { ClientErasureRepository } from "./client-erasure.repository.js";

const STORED = `query($keys: [RecordKeyInput!]!) { storedRecords(keys: $keys) { table uuid withheld
  client { uuid clientname deletedAt } rehabilitation { uuid client_uuid deletedAt } } }`;
const CHANGES = `query { changesSince(cursor: "0", limit: 100) { changes { table uuid deleted } } }`;

/**
 * docs/operating.md, "Erasing a client": her phone learns of the erasure as of any delete: the feed
 * lists her records as deleted, and storedRecords answers each bare tombstone with deletedAt (a phone
 * drops a record only on a deletedAt: apps/web/src/sync/listed-table-cache.ts).
 */
describe.each(databaseKinds)("an erased client in the phone's feed on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  it("lists her and her plan as deleted and answers both with deletedAt", async () => {
    const worker = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const client = makeClient({ clientname: "Ana Banda" });
    const plan = { uuid: randomUUID(), client_uuid: client.uuid, domains: [] };
    const saved = await postForm(
      `${server.baseUrl}/api/saveTables/${installId}`,
      { payload: JSON.stringify([makeEntry(client), makeEntry(plan, { table: "rehabilitations" })]) },
      { token: worker.token, installId },
    );
    expect(saved.status).toBe(200);
    await new ClientErasureRepository(database.handle.db).eraseClient("default", client.uuid as string);
    // The feed reads below the cluster's oldest running transaction: a test beside this one may hold it a moment.
    await untilFeedReadsWritesSoFar(database.handle.db);
    const headers = { authorization: `Bearer ${worker.token}`, "x-app-install-id": installId };
    const changes = await graphql<{ changesSince: { changes: { table: string; uuid: string; deleted: boolean }[] } }>(server.baseUrl, CHANGES, {}, headers);
    expect(changes.errors).toBeUndefined();
    expect(changes.data!.changesSince.changes.map((c) => [c.table, c.uuid, c.deleted]).sort()).toEqual(
      [
        ["clients", client.uuid, true],
        ["rehabilitations", plan.uuid, true],
      ].sort(),
    );
    const keys = [
      { table: "clients", uuid: client.uuid },
      { table: "rehabilitations", uuid: plan.uuid },
    ];
    const stored = await graphql<{ storedRecords: Array<Record<string, { uuid: string; deletedAt: string | null } | null>> }>(
      server.baseUrl,
      STORED,
      { keys },
      headers,
    );
    expect(stored.errors).toBeUndefined();
    const [her, hers] = stored.data!.storedRecords;
    expect(her!.client).toMatchObject({ uuid: client.uuid, deletedAt: expect.any(String) });
    expect(hers!.rehabilitation).toMatchObject({ uuid: plan.uuid, deletedAt: expect.any(String) });
    expect(JSON.stringify(stored.data)).not.toContain("Ana");
    // A phone ignores a notice carrying its own appID (the records' last writer): the erasure is no phone's write.
    const writers = await database.handle.db
      .selectFrom("records")
      .select("last_install_id")
      .where("uuid", "in", [client.uuid as string, plan.uuid])
      .execute();
    expect(writers).toEqual([{ last_install_id: null }, { last_install_id: null }]);
  });
});
