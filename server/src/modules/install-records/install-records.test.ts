import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newToken } from "../../auth/token.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { untilFeedReadsWritesSoFar } from "../../test-support/feed-horizon.js";
import { anotherSession, createWorker, graphql, useTestServer } from "../../test-support/test-server.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { status dataversion } } }`;
const OFFERED = `query($from: InstallProofInput!) { installRecordsOffered(from: $from) { table count } }`;
const ADOPT = `mutation($from: InstallProofInput!) { adoptInstallRecords(from: $from) { table count } }`;
const CLIENTS = `{ clients { uuid } }`;

/**
 * Records the phone made without a login are offered to the
 * worker who logs in, and adopted only on yes; naming the phone's install needs its secret
 * (docs/shared-phone.md: adoption of anonymous records).
 */
describe.each(databaseKinds)("records made before logging in on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  /** The phone's own install, as the PWA makes it: a UUID and a secret, sent on its first request. */
  async function phoneWith(names: string[], options: { secret?: boolean; host?: string } = {}) {
    const phone = { id: randomUUID(), secret: newToken() };
    const headers: Record<string, string> = { "x-app-install-id": phone.id, ...(options.secret === false ? {} : { "x-app-install-secret": phone.secret }) };
    if (options.host) headers.host = options.host;
    const entries = names.map((clientname, i) => {
      const uuid = randomUUID();
      return { clientMutationId: i + 1, table: "clients", uuid, client: { uuid, clientname } };
    });
    const answer = await graphql(server.baseUrl, SYNC, { input: { appInstallId: phone.id, entries } }, headers);
    expect(answer.errors).toBeUndefined();
    return { phone, headers, uuids: entries.map((e) => e.uuid) };
  }
  const owners = (uuids: string[]) => database.handle.db.selectFrom("records").select(["owner_user_id", "dataversion"]).where("uuid", "in", uuids).execute();
  const asWorker = (token: string) => ({ authorization: `Bearer ${token}`, "x-app-install-id": randomUUID(), "x-app-install-secret": newToken() });

  it("offers the phone's 3 clients to the worker who logs in on it (on her own install); yes gives them to her, seen on her other device", async () => {
    const { phone, headers, uuids } = await phoneWith(["Grace", "Mphatso", "Chikondi"]);
    const worker = await createWorker(server.baseUrl);
    const onPhone = asWorker(worker.token);
    // Her other device logs in there: a session of its own (a session acts as its own install only).
    const otherDevice = asWorker(await anotherSession(server.baseUrl, worker));
    const feed = await graphql<{ changesSince: { cursor: string } }>(
      server.baseUrl,
      `
        {
          changesSince(cursor: "0") {
            cursor
          }
        }
      `,
      {},
      otherDevice,
    );
    const cursor = feed.data!.changesSince.cursor;

    expect((await graphql(server.baseUrl, OFFERED, { from: phone }, onPhone)).data!.installRecordsOffered).toEqual([{ table: "clients", count: 3 }]);
    expect((await graphql<{ clients: unknown[] }>(server.baseUrl, CLIENTS, {}, otherDevice)).data!.clients).toEqual([]);

    expect((await graphql(server.baseUrl, ADOPT, { from: phone }, onPhone)).data!.adoptInstallRecords).toEqual([{ table: "clients", count: 3 }]);
    expect((await owners(uuids)).map((r) => r.owner_user_id)).toEqual([worker.user.id, worker.user.id, worker.user.id]);
    await untilFeedReadsWritesSoFar(database.handle.db);
    const seen = await graphql<{ changesSince: { changes: { uuid: string }[] } }>(
      server.baseUrl,
      `
        query ($c: String!) {
          changesSince(cursor: $c) {
            changes {
              uuid
            }
          }
        }
      `,
      { c: cursor },
      otherDevice,
    );
    expect(seen.data!.changesSince.changes.map((c) => c.uuid).sort()).toEqual([...uuids].sort());
    expect((await graphql(server.baseUrl, OFFERED, { from: phone }, onPhone)).data!.installRecordsOffered).toEqual([]);
    // The phone's own install stays unclaimed: what it makes later without a login is its own again.
    const install = await database.handle.db.selectFrom("app_installs").select("user_id").where("uuid", "=", phone.id).executeTakeFirstOrThrow();
    expect(install.user_id).toBeNull();
    const later = randomUUID();
    const synced = await graphql(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: phone.id, entries: [{ clientMutationId: 9, table: "clients", uuid: later, client: { uuid: later, clientname: "later" } }] } },
      headers,
    );
    expect(synced.errors).toBeUndefined();
  });

  it("offers and adopts nothing without the install's secret (a wrong one, or none stored), and nothing without a login", async () => {
    const { phone, uuids } = await phoneWith(["Grace"]);
    const legacy = await phoneWith(["Legacy"], { secret: false });
    const worker = await createWorker(server.baseUrl);
    const intruder = asWorker(worker.token);
    const wrong = { id: phone.id, secret: newToken() };
    for (const from of [wrong, { id: legacy.phone.id, secret: newToken() }]) {
      expect((await graphql(server.baseUrl, OFFERED, { from }, intruder)).data!.installRecordsOffered).toEqual([]);
      expect((await graphql(server.baseUrl, ADOPT, { from }, intruder)).data!.adoptInstallRecords).toEqual([]);
    }
    const anonymous = await graphql(server.baseUrl, ADOPT, { from: phone }, { "x-app-install-id": randomUUID() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const malformed = await graphql(server.baseUrl, ADOPT, { from: { id: phone.id, secret: "short" } }, intruder);
    expect(malformed.errors?.[0]?.message).toBe("X-App-Install-Secret: must be 43 base64url characters (32 random bytes)");
    expect((await owners([...uuids, ...legacy.uuids])).map((r) => r.owner_user_id)).toEqual([null, null]);
  });
});
