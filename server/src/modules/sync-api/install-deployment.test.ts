import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { makeClient, makeEntry } from "../../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, useTestServer } from "../../test-support/test-server.js";

/** A POST to the given Host (fetch will not send another Host), answering its status and body. */
function postOnHost(
  url: string,
  host: string,
  contentType: string,
  body: string,
  more: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const headers = { ...more, host, "content-type": contentType, "content-length": Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** saveTables as a legacy client without a login, to the given Host. */
async function saveTablesOnHost(baseUrl: string, host: string, installId: string, entries: unknown[]): Promise<number> {
  const body = new URLSearchParams({ payload: JSON.stringify(entries) }).toString();
  return (await postOnHost(`${baseUrl}/api/saveTables/${installId}`, host, "application/x-www-form-urlencoded", body)).status;
}

const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { uuid status } } }";

describe.each(databaseKinds)("an install without a login stays in its deployment on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const deploymentOf = async (uuid: unknown) =>
    (await database.handle.db.selectFrom("records").select("application").where("uuid", "=", String(uuid)).executeTakeFirstOrThrow()).application;

  it("its records land in the deployment of its first batch, whatever Host it sends to later, over REST and GraphQL", async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    const install = randomUUID();
    const [first, second] = [makeClient(), makeClient()];
    expect(await saveTablesOnHost(server.baseUrl, "hiapp.localhost", install, [makeEntry(first)])).toBe(200);
    expect(await saveTablesOnHost(server.baseUrl, "mala.localhost", install, [makeEntry(second)])).toBe(200);
    expect([await deploymentOf(first.uuid), await deploymentOf(second.uuid)]).toEqual(["HIAPP", "HIAPP"]);
    const third = makeClient();
    const synced = await graphql(
      server.baseUrl,
      SYNC,
      {
        input: { appInstallId: install, entries: [{ clientMutationId: 1, table: "clients", uuid: third.uuid, client: { uuid: third.uuid, clientname: "Z" } }] },
      },
      { "x-app-install-id": install },
    );
    expect(synced.errors).toBeUndefined();
    expect(await deploymentOf(third.uuid)).toBe("HIAPP");
    // Another install starts where its own first batch went.
    const other = makeClient();
    expect(await saveTablesOnHost(server.baseUrl, "mala.localhost", randomUUID(), [makeEntry(other)])).toBe(200);
    expect(await deploymentOf(other.uuid)).toBe("MALA");
  });

  it("an install without a login whose first batch comes over GraphQL writes into the deployment of that batch's host", async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    const install = randomUUID();
    const first = makeClient();
    const entries = [{ clientMutationId: 1, table: "clients", uuid: first.uuid, client: { uuid: first.uuid, clientname: "G" } }];
    const body = JSON.stringify({ query: SYNC, variables: { input: { appInstallId: install, entries } } });
    const answer = await postOnHost(`${server.baseUrl}/graphql`, "mala.localhost", "application/json", body, { "x-app-install-id": install });
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ data: { sync: { results: [{ uuid: first.uuid, status: "APPLIED" }] } } });
    expect(await deploymentOf(first.uuid)).toBe("MALA");
    // Its later batches, over either door and to any host, stay there.
    const second = makeClient();
    expect(await saveTablesOnHost(server.baseUrl, "hiapp.localhost", install, [makeEntry(second)])).toBe(200);
    expect(await deploymentOf(second.uuid)).toBe("MALA");
  });

  it("an install its worker used is refused without her session (docs/shared-phone.md), whatever Host it names", async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    const worker = await createWorker(server.baseUrl, { application: "MALA" });
    const install = randomUUID();
    const mine = makeClient();
    const synced = await graphql(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: install, entries: [{ clientMutationId: 1, table: "clients", uuid: mine.uuid, client: { uuid: mine.uuid, clientname: "M" } }] } },
      { "x-app-install-id": install, authorization: `Bearer ${worker.token}` },
    );
    expect(synced.errors).toBeUndefined();
    const afterLogout = makeClient();
    expect(await saveTablesOnHost(server.baseUrl, "hiapp.localhost", install, [makeEntry(afterLogout)])).toBe(401);
    expect(await deploymentOf(mine.uuid)).toBe("MALA");
    expect(await database.handle.db.selectFrom("records").select("uuid").where("uuid", "=", String(afterLogout.uuid)).execute()).toEqual([]);
  });
});
