import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, useTestServer } from "../../test-support/test-server.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { uuid status } } }`;
const LIST = `query($c: ID) { cycleDescriptions(clientUuid: $c) { uuid client_uuid goal_status goal_achievement archived goal_editted active saved } }`;

describe.each(databaseKinds)("cycle descriptions per client on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  it("lists a client's cycle descriptions with the docs/product.md §3 defaults, and all of them without clientUuid", async () => {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const headers = { authorization: `Bearer ${token}`, "x-app-install-id": installId };
    const [ada, ben] = [randomUUID(), randomUUID()];
    const entries = [
      { clientMutationId: 1, table: "cycle_descriptions", uuid: randomUUID(), cycleDescription: { uuid: "", client_uuid: ada, goal: "Eat with a spoon" } },
      { clientMutationId: 2, table: "cycle_descriptions", uuid: randomUUID(), cycleDescription: { uuid: "", client_uuid: ben, goal: "Wash hands" } },
    ].map((e) => ({ ...e, cycleDescription: { ...e.cycleDescription, uuid: e.uuid } }));
    const synced = await graphql(server.baseUrl, SYNC, { input: { appInstallId: installId, entries } }, headers);
    expect(synced.errors).toBeUndefined();

    const ofAda = await graphql(server.baseUrl, LIST, { c: ada }, headers);
    expect(ofAda.data!.cycleDescriptions).toEqual([
      { uuid: entries[0]!.uuid, client_uuid: ada, goal_status: "X", goal_achievement: 1, archived: "F", goal_editted: "F", active: "R", saved: "T" },
    ]);
    const all = await graphql<{ cycleDescriptions: { client_uuid: string }[] }>(server.baseUrl, LIST, { c: null }, headers);
    expect(all.data!.cycleDescriptions.map((d) => d.client_uuid).sort()).toEqual([ada, ben].sort());
  });
});
