import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { seedDeploymentsIfEmpty } from "../modules/content/seed.js";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, useTestServer } from "../test-support/test-server.js";

const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { uuid status } } }";
const REMOVE = "mutation($id: ID!, $items: [RemovedItemInput!]!) { removeRecords(appInstallId: $id, items: $items) { results { uuid } } }";

/** saveTables with the Host header set (fetch will not send another Host). */
function saveTablesOnHost(baseUrl: string, host: string, installId: string, entries: unknown[]): Promise<number> {
  const body = new URLSearchParams({ payload: JSON.stringify(entries) }).toString();
  const headers = { host, "x-app-install-id": installId, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api/saveTables/${installId}`, { method: "POST", headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe.each(databaseKinds)("install ids come from the caller on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const recordOf = (uuid: string) =>
    database.handle.db
      .selectFrom("records")
      .select(["content", "owner_install_id", "owner_user_id", "application"])
      .where("uuid", "=", uuid)
      .executeTakeFirst();

  it("device Y can neither overwrite nor delete anonymous device X's records through X's id in the path or body", async () => {
    const [x, y] = [randomUUID(), randomUUID()];
    const client = makeClient({ clientname: "X's client" });
    expect((await postForm(`${server.baseUrl}/api/saveTables/${x}`, { payload: JSON.stringify([makeEntry(client)]) }, { installId: x })).status).toBe(200);
    const overwrite = await postForm(
      `${server.baseUrl}/api/saveTables/${x}`,
      { payload: JSON.stringify([makeEntry({ ...client, clientname: "Y wrote this" })]) },
      { installId: y },
    );
    expect(overwrite).toEqual({ status: 403, body: { error: "appInstallId: this is not the install that sends the request (X-App-Install-Id)" } });
    const removed = await graphql(server.baseUrl, REMOVE, { id: x, items: [{ uuid: client.uuid, table: "clients" }] }, { "x-app-install-id": y });
    expect(removed.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const synced = await graphql(
      server.baseUrl,
      SYNC,
      {
        input: {
          appInstallId: x,
          entries: [{ clientMutationId: 1, table: "clients", uuid: client.uuid, client: { uuid: client.uuid, clientname: "Y again" } }],
        },
      },
      { "x-app-install-id": y },
    );
    expect(synced.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const stored = await recordOf(String(client.uuid));
    expect([(stored!.content as { clientname: string }).clientname, stored!.owner_install_id]).toEqual(["X's client", x]);
  });

  it("a logged-in user who knows X's id cannot claim X; X keeps syncing", async () => {
    const x = randomUUID();
    const client = makeClient();
    expect((await postForm(`${server.baseUrl}/api/saveTables/${x}`, { payload: JSON.stringify([makeEntry(client)]) }, { installId: x })).status).toBe(200);
    const worker = await createWorker(server.baseUrl);
    const claim = await graphql(
      server.baseUrl,
      REMOVE,
      { id: x, items: [{ uuid: client.uuid, table: "clients" }] },
      { authorization: `Bearer ${worker.token}`, "x-app-install-id": randomUUID() },
    );
    expect(claim.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await postForm(`${server.baseUrl}/api/saveTables/${x}`, { payload: JSON.stringify([makeEntry(makeClient())]) }, { installId: x })).status).toBe(
      200,
    );
    expect((await database.handle.db.selectFrom("app_installs").select("user_id").where("uuid", "=", x).executeTakeFirst())?.user_id).toBeNull();
  });

  it("a legacy saveTables caller that sends only the path id acts as that install", async () => {
    const x = randomUUID();
    const client = makeClient();
    expect((await postForm(`${server.baseUrl}/api/saveTables/${x}`, { payload: JSON.stringify([makeEntry(client)]) })).status).toBe(200);
    expect((await recordOf(String(client.uuid)))?.owner_install_id).toBe(x);
  });

  it("install ids must be UUIDs: in the header, the path and the body", async () => {
    const answer = await postForm(`${server.baseUrl}/api/logging/logUsage`, { formData: "[]" }, { installId: "install-1" });
    expect(answer).toEqual({ status: 400, body: { error: "X-App-Install-Id: an app install id must be a UUID" } });
    expect(await postForm(`${server.baseUrl}/api/saveTables/not-a-uuid`, { payload: "[]" })).toEqual({
      status: 400,
      body: { error: "appInstallId: an app install id must be a UUID" },
    });
    const synced = await graphql(server.baseUrl, SYNC, { input: { appInstallId: "device-1", entries: [] } });
    expect([synced.errors?.[0]?.extensions?.code, synced.errors?.[0]?.message]).toEqual([
      "BAD_USER_INPUT",
      "input.appInstallId: an app install id must be a UUID",
    ]);
  });

  it("a record's deployment is the host's, never the appIdentifier the device sends", async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    const x = randomUUID();
    const client = makeClient();
    expect(await saveTablesOnHost(server.baseUrl, "hiapp.localhost", x, [makeEntry(client, { appIdentifier: "MALA" })])).toBe(200);
    expect((await recordOf(String(client.uuid)))?.application).toBe("HIAPP");
  });
});
