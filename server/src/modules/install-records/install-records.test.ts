import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, startTestServer, type SyncAnswer } from "../../test-support/test-server.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { status dataversion } } }`;
const OFFERED = `{ installRecordsOffered { table count } }`;
const ADOPT = `mutation { adoptInstallRecords { table count } }`;

/** Issue 16 path 3: records made on a device before logging in are offered to the account, and adopted only on yes. */
describe.each(databaseKinds)("records made before logging in on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  afterAll(() => server.close());

  async function anonymousClients(installId: string, names: string[]) {
    const entries = names.map((clientname, i) => {
      const uuid = randomUUID();
      return { clientMutationId: i + 1, table: "clients", uuid, client: { uuid, clientname } };
    });
    const answer = await graphql(server.baseUrl, SYNC, { input: { appInstallId: installId, entries } }, { "x-app-install-id": installId });
    expect(answer.errors).toBeUndefined();
    return entries.map((e) => e.uuid);
  }
  const owners = (uuids: string[]) => database.handle.db.selectFrom("records").select(["owner_user_id", "dataversion"]).where("uuid", "in", uuids).execute();

  it("offers the install's 3 clients to the user who logs in on it; yes gives them to the user, seen on the user's other device", async () => {
    const phone = randomUUID();
    const uuids = await anonymousClients(phone, ["Grace", "Mphatso", "Chikondi"]);
    const worker = await createWorker(server.baseUrl);
    const onPhone = { authorization: `Bearer ${worker.token}`, "x-app-install-id": phone };
    const otherDevice = { authorization: `Bearer ${worker.token}`, "x-app-install-id": randomUUID() };
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

    expect((await graphql(server.baseUrl, OFFERED, {}, onPhone)).data!.installRecordsOffered).toEqual([{ table: "clients", count: 3 }]);
    expect(
      (
        await graphql(
          server.baseUrl,
          `
            {
              clients {
                uuid
              }
            }
          `,
          {},
          otherDevice,
        )
      ).data!.clients,
    ).toEqual([]);

    expect((await graphql(server.baseUrl, ADOPT, {}, onPhone)).data!.adoptInstallRecords).toEqual([{ table: "clients", count: 3 }]);
    const adopted = await owners(uuids);
    expect(adopted.map((r) => r.owner_user_id)).toEqual([worker.user.id, worker.user.id, worker.user.id]);
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
    expect((await graphql(server.baseUrl, OFFERED, {}, onPhone)).data!.installRecordsOffered).toEqual([]);
  });

  it("hands over only the caller's own install's records, and never to another account's install", async () => {
    const phone = randomUUID();
    const uuids = await anonymousClients(phone, ["Grace"]);
    const worker = await createWorker(server.baseUrl);
    const fromElsewhere = await graphql(server.baseUrl, ADOPT, {}, { authorization: `Bearer ${worker.token}`, "x-app-install-id": randomUUID() });
    expect(fromElsewhere.data!.adoptInstallRecords).toEqual([]);
    expect((await owners(uuids))[0]!.owner_user_id).toBeNull();

    await graphql(server.baseUrl, ADOPT, {}, { authorization: `Bearer ${worker.token}`, "x-app-install-id": phone });
    const intruder = await createWorker(server.baseUrl);
    const stolen = await graphql(server.baseUrl, ADOPT, {}, { authorization: `Bearer ${intruder.token}`, "x-app-install-id": phone });
    expect(stolen.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await graphql(server.baseUrl, ADOPT, {}, { "x-app-install-id": randomUUID() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await owners(uuids))[0]!.owner_user_id).toBe(worker.user.id);
  });

  it("lets an install whose worker logged out (a 401) still report errors and save what the install owns, over REST and GraphQL", async () => {
    const phone = randomUUID();
    const worker = await createWorker(server.baseUrl);
    const first = randomUUID();
    const claimed = await graphql(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: phone, entries: [{ clientMutationId: 1, table: "clients", uuid: first, client: { uuid: first, clientname: "x" } }] } },
      { authorization: `Bearer ${worker.token}`, "x-app-install-id": phone },
    );
    expect(claimed.errors).toBeUndefined();
    const formData = { app_id: "default", date: "23-11-2026 10:00", error: { name: "TypeError", message: "after logout", fileName: "app.js", lineNumber: 3 } };
    const reported = await postForm(`${server.baseUrl}/api/logging/logError`, { formData: JSON.stringify(formData) }, { installId: phone });
    expect(reported).toEqual({ status: 200, body: { status: 200 } });
    const row = await database.handle.db.selectFrom("error_logs").selectAll().where("install_id", "=", phone).executeTakeFirstOrThrow();
    // The app registers its install again on every connect: the bare device too, and the claim stays.
    const registered = await postForm(
      `${server.baseUrl}/api/logging/registerAppInstall`,
      { formData: JSON.stringify({ uuid: phone, platform: "web" }) },
      { installId: phone },
    );
    expect(registered).toEqual({ status: 200, body: { status: 200 } });
    expect((await database.handle.db.selectFrom("app_installs").select("user_id").where("uuid", "=", phone).executeTakeFirstOrThrow()).user_id).toBe(
      worker.user.id,
    );
    expect(row).toMatchObject({ user_id: null, error: formData.error });
    const uuid = randomUUID();
    const payload = JSON.stringify([{ appIdentifier: "default", table: "clients", uuid, record: { uuid, clientname: "written after logout" } }]);
    const saved = await postForm(`${server.baseUrl}/api/saveTables/${phone}`, { payload }, { installId: phone });
    expect(saved.status).toBe(200);
    const second = randomUUID();
    const synced = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      {
        input: {
          appInstallId: phone,
          entries: [{ clientMutationId: 3, table: "clients", uuid: second, client: { uuid: second, clientname: "also after logout" } }],
        },
      },
      { "x-app-install-id": phone },
    );
    expect(synced.data!.sync.results).toEqual([{ status: "APPLIED", dataversion: expect.any(Number) }]);
    const rows = await database.handle.db
      .selectFrom("records")
      .select(["uuid", "owner_user_id", "owner_install_id"])
      .where("uuid", "in", [uuid, second])
      .orderBy("dataversion")
      .execute();
    expect(rows).toEqual([
      { uuid, owner_user_id: null, owner_install_id: phone },
      { uuid: second, owner_user_id: null, owner_install_id: phone },
    ]);
    // The bare device reads only what the install owns, not the worker's own record.
    const listed = await graphql<{ clients: { uuid: string }[] }>(
      server.baseUrl,
      `
        {
          clients {
            uuid
          }
        }
      `,
      {},
      { "x-app-install-id": phone },
    );
    expect(listed.data!.clients.map((c) => c.uuid).sort()).toEqual([uuid, second].sort());
  });
});
