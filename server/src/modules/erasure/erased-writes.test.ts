import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, type SyncAnswer, useTestServer } from "../../test-support/test-server.js";
import { ClientErasureRepository } from "./client-erasure.repository.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status reason } } }`;

/**
 * docs/operating.md, "Erasing a client": a phone that still holds an erased client (or a record
 * attached to her) and edits it offline is answered REJECTED with a reason starting "erased: ", and
 * nothing of her is written again, on both doors; other entries of the batch apply.
 */
describe.each(databaseKinds)("edits of an erased client on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const stored = (uuid: string) => database.handle.db.selectFrom("records").select(["content", "deleted_at"]).where("uuid", "=", uuid).executeTakeFirst();
  const history = (uuid: string) => database.handle.db.selectFrom("record_history").select("id").where("uuid", "=", uuid).execute();
  const save = (installId: string, entries: unknown, token: string) =>
    postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload: JSON.stringify(entries) }, { token, installId });

  /** A client with a cycle goal and one of its actions, stored by a worker, then erased. */
  async function erasedClient() {
    const worker = await createWorker(server.baseUrl);
    const client = makeClient({ clientname: "Ana Banda" });
    const cycle = { uuid: randomUUID(), client_uuid: client.uuid, goal: "Ana walks" };
    const action = { uuid: randomUUID(), description_uuid: cycle.uuid, action: "Ana stands" };
    const installId = randomUUID();
    const first = await save(
      installId,
      [makeEntry(client), makeEntry(cycle, { table: "cycle_descriptions" }), makeEntry(action, { table: "cycle_actions" })],
      worker.token,
    );
    expect(first.status).toBe(200);
    const reached = await new ClientErasureRepository(database.handle.db).eraseClient("default", client.uuid as string);
    expect(reached.map((k) => k.table).sort()).toEqual(["clients", "cycle_actions", "cycle_descriptions"]);
    return { worker, installId, client, cycle, action };
  }

  async function expectStillErased(uuids: string[]) {
    for (const uuid of uuids) {
      const row = await stored(uuid);
      expect(row?.deleted_at).toEqual(expect.any(Date));
      expect(JSON.stringify(row?.content)).not.toContain("Ana");
      expect(await history(uuid)).toEqual([]);
    }
  }

  it("GraphQL sync: her record, her plan, its action and a new record naming her are REJECTED; another client in the batch applies", async () => {
    const { worker, installId, client, cycle, action } = await erasedClient();
    const other = makeClient({ clientname: "Ben Phiri" });
    const newCycle = { uuid: randomUUID(), client_uuid: client.uuid, goal: "Ana eats" };
    const answer = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      {
        input: {
          appInstallId: installId,
          entries: [
            { clientMutationId: 1, table: "clients", uuid: client.uuid, client: { ...client, clientname: "Ana B." } },
            { clientMutationId: 2, table: "cycle_descriptions", uuid: cycle.uuid, cycleDescription: { ...cycle, goal: "Ana runs" } },
            { clientMutationId: 3, table: "cycle_actions", uuid: action.uuid, cycleAction: action },
            { clientMutationId: 4, table: "cycle_descriptions", uuid: newCycle.uuid, cycleDescription: newCycle },
            { clientMutationId: 5, table: "clients", uuid: other.uuid, client: other },
            { clientMutationId: 6, table: "clients", uuid: client.uuid, op: "DELETE" },
          ],
        },
      },
      { authorization: `Bearer ${worker.token}`, "x-app-install-id": installId },
    );
    expect(answer.errors).toBeUndefined();
    const results = answer.data!.sync.results;
    const reason = (what: string) =>
      `erased: ${what} was erased at the client's request (docs/operating.md, "Erasing a client"); it is not stored, and the phone drops this edit`;
    expect(results.map((r) => [r.clientMutationId, r.status, r.dataversion])).toEqual([
      [1, "REJECTED", 0],
      [2, "REJECTED", 0],
      [3, "REJECTED", 0],
      [4, "REJECTED", 0],
      [5, "APPLIED", expect.any(Number)],
      [6, "REJECTED", 0],
    ]);
    expect(results[0]!.reason).toBe(reason(`clients record ${client.uuid as string}`));
    expect(results[2]!.reason).toBe(reason(`cycle_actions record ${action.uuid}`));
    expect(results[3]!.reason).toBe(reason(`cycle_descriptions record ${newCycle.uuid} names ${client.uuid as string}, which`));
    await expectStillErased([client.uuid as string, cycle.uuid, action.uuid]);
    expect(await stored(newCycle.uuid)).toBeUndefined();
    expect((await stored(other.uuid as string))?.content.clientname).toBe("Ben Phiri");
    const names = await database.handle.db.selectFrom("records").select("content").execute();
    expect(JSON.stringify(names)).not.toContain("Ana");
  });

  it("REST saveTables lists her edits as rejected (400 when they are all the batch) and stores nothing of her", async () => {
    const { worker, installId, client, cycle } = await erasedClient();
    const answer = await save(installId, [makeEntry(client), makeEntry({ ...cycle, goal: "Ana runs" }, { table: "cycle_descriptions" })], worker.token);
    expect(answer.status).toBe(400);
    const body = answer.body as { error: string; rejected: { table: string; uuid: string; reason: string }[] };
    expect(body.rejected.map((r) => [r.table, r.uuid])).toEqual([
      ["clients", client.uuid],
      ["cycle_descriptions", cycle.uuid],
    ]);
    expect(body.rejected.every((r) => r.reason.startsWith("erased: "))).toBe(true);
    const removed = await postForm(
      `${server.baseUrl}/api/saveRemovedrecords`,
      { removed_items: JSON.stringify([{ uuid: client.uuid, table: "clients" }]) },
      { token: worker.token, installId },
    );
    expect((removed.body as { rejected?: { uuid: string }[] }).rejected?.map((r) => r.uuid)).toEqual([client.uuid]);
    await expectStillErased([client.uuid as string, cycle.uuid]);
  });
});
