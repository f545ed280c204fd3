import { createHash, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, useTestServer } from "../test-support/test-server.js";
import { newToken } from "./token.js";

const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { uuid status } } }";
const REGISTER = "mutation($input: AppInstallInput!) { registerAppInstall(input: $input) { uuid platform } }";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const entryOf = (clientMutationId: number, clientname: string) => {
  const uuid = randomUUID();
  return { clientMutationId, table: "clients", uuid, client: { uuid, clientname } };
};

/** docs/shared-phone.md: an install id is not a password. */
describe.each(databaseKinds)("install secrets and sessions on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const installRow = (uuid: string) => database.handle.db.selectFrom("app_installs").selectAll().where("uuid", "=", uuid).executeTakeFirst();
  const sync = (installId: string, entries: unknown[], headers: Record<string, string>) =>
    graphql<{ sync: { results: { status: string }[] } }>(server.baseUrl, SYNC, { input: { appInstallId: installId, entries } }, headers);

  it("trusts an install's first secret, keeps only its SHA-256, and refuses the install without it or with another (403 install-secret)", async () => {
    const phone = randomUUID();
    const secret = newToken();
    const first = await sync(phone, [entryOf(1, "first")], { "x-app-install-id": phone, "x-app-install-secret": secret });
    expect(first.data!.sync.results).toEqual([expect.objectContaining({ status: "APPLIED" })]);
    expect((await installRow(phone))!.secret_hash).toBe(sha256(secret));

    const strangers: Record<string, string>[] = [{ "x-app-install-id": phone }, { "x-app-install-id": phone, "x-app-install-secret": newToken() }];
    for (const headers of strangers) {
      const refused = await sync(phone, [entryOf(2, "stranger")], headers);
      expect(refused.errors?.[0]).toMatchObject({
        message: `app install ${phone}: X-App-Install-Secret is missing or wrong`,
        extensions: { code: "FORBIDDEN", reason: "install-secret" },
      });
      const rest = await postForm(
        `${server.baseUrl}/api/saveTables/${phone}`,
        { payload: JSON.stringify([{ table: "clients", uuid: randomUUID(), record: {} }]) },
        {
          installId: headers["x-app-install-id"],
          secret: headers["x-app-install-secret"],
        },
      );
      expect(rest).toEqual({ status: 403, body: { error: `app install ${phone}: X-App-Install-Secret is missing or wrong`, reason: "install-secret" } });
    }
    // A legacy caller naming the install only by the path is refused too: the install has a secret.
    const byPath = await postForm(`${server.baseUrl}/api/saveTables/${phone}`, {
      payload: JSON.stringify([{ table: "clients", uuid: randomUUID(), record: {} }]),
    });
    expect(byPath).toEqual({ status: 403, body: { error: `app install ${phone}: X-App-Install-Secret is missing or wrong`, reason: "install-secret" } });
    const again = await sync(phone, [entryOf(3, "third")], { "x-app-install-id": phone, "x-app-install-secret": secret });
    expect(again.data!.sync.results).toEqual([expect.objectContaining({ status: "APPLIED" })]);
    expect((await installRow(phone))!.secret_hash).toBe(sha256(secret));
  });

  it("refuses a malformed secret, naming the header, and stores nothing", async () => {
    const phone = randomUUID();
    const answer = await sync(phone, [entryOf(1, "x")], { "x-app-install-id": phone, "x-app-install-secret": "not-43-characters" });
    expect(answer.errors?.[0]).toMatchObject({
      message: "X-App-Install-Secret: must be 43 base64url characters (32 random bytes)",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await installRow(phone)).toBeUndefined();
  });

  it("acts as an install a worker used only with her session: 401 install-session without one, 403 with another's, on both doors", async () => {
    const mine = randomUUID();
    const worker = await createWorker(server.baseUrl);
    const claimed = await sync(mine, [entryOf(1, "hers")], { authorization: `Bearer ${worker.token}`, "x-app-install-id": mine });
    expect(claimed.errors).toBeUndefined();
    const message = `app install ${mine} is a worker's: log in as her to use it`;

    const anonymous = await sync(mine, [entryOf(2, "stranger")], { "x-app-install-id": mine });
    expect(anonymous.errors?.[0]).toMatchObject({ message, extensions: { code: "UNAUTHENTICATED", reason: "install-session" } });
    const payload = JSON.stringify([{ table: "clients", uuid: randomUUID(), record: { clientname: "stranger" } }]);
    expect(await postForm(`${server.baseUrl}/api/saveTables/${mine}`, { payload })).toEqual({
      status: 401,
      body: { error: message, reason: "install-session" },
    });
    expect(await postForm(`${server.baseUrl}/api/saveTables/${mine}`, { payload }, { installId: mine })).toEqual({
      status: 401,
      body: { error: message, reason: "install-session" },
    });
    const register = await postForm(`${server.baseUrl}/api/logging/registerAppInstall`, { formData: JSON.stringify({ uuid: mine, platform: "evil" }) });
    expect(register).toEqual({ status: 401, body: { error: message, reason: "install-session" } });

    const other = await createWorker(server.baseUrl);
    const foreign = await sync(mine, [entryOf(3, "other")], { authorization: `Bearer ${other.token}`, "x-app-install-id": mine });
    expect(foreign.errors?.[0]).toMatchObject({ message: `app install ${mine} belongs to another account`, extensions: { code: "FORBIDDEN" } });

    // Error reports are still kept under the install it names (docs/sync-and-api.md, "Login transitions"): they read and write no record.
    const formData = { app_id: "default", date: "28-11-2026 10:00", error: { name: "TypeError", message: "after logout", fileName: "app.js", lineNumber: 3 } };
    expect(await postForm(`${server.baseUrl}/api/logging/logError`, { formData: JSON.stringify(formData) }, { installId: mine })).toEqual({
      status: 200,
      body: { status: 200 },
    });
    const stored = await database.handle.db.selectFrom("records").select("content").where("last_install_id", "=", mine).execute();
    expect(stored.map((r) => (r.content as { clientname: string }).clientname)).toEqual(["hers"]);
    expect((await installRow(mine))!.platform).toBeNull();
  });

  it("registers only the caller's own install (the body's uuid is its X-App-Install-Id), and only UUIDs, on both doors", async () => {
    const mine = randomUUID();
    const victim = randomUUID();
    await postForm(
      `${server.baseUrl}/api/logging/registerAppInstall`,
      { formData: JSON.stringify({ uuid: victim, platform: "android" }) },
      { installId: victim },
    );
    const rest = await postForm(
      `${server.baseUrl}/api/logging/registerAppInstall`,
      { formData: JSON.stringify({ uuid: victim, platform: "evil" }) },
      { installId: mine },
    );
    expect(rest).toEqual({ status: 403, body: { error: "formData.uuid: this is not the install that sends the request (X-App-Install-Id)" } });
    const gql = await graphql(server.baseUrl, REGISTER, { input: { uuid: victim, platform: "evil" } }, { "x-app-install-id": mine });
    expect(gql.errors?.[0]).toMatchObject({
      message: "input.uuid: this is not the install that sends the request (X-App-Install-Id)",
      extensions: { code: "FORBIDDEN" },
    });
    const notUuid = await graphql(server.baseUrl, REGISTER, { input: { uuid: "phone-1", platform: "web" } }, { "x-app-install-id": mine });
    expect(notUuid.errors?.[0]).toMatchObject({ message: "input.uuid: an app install id must be a UUID", extensions: { code: "BAD_USER_INPUT" } });
    const restNotUuid = await postForm(`${server.baseUrl}/api/logging/registerAppInstall`, { formData: JSON.stringify({ uuid: "phone-1" }) });
    expect(restNotUuid).toEqual({ status: 400, body: { error: "formData.uuid: an app install id must be a UUID" } });
    expect((await installRow(victim))!.platform).toBe("android");
    const own = await graphql(server.baseUrl, REGISTER, { input: { uuid: mine, platform: "web" } }, { "x-app-install-id": mine });
    expect(own.data).toEqual({ registerAppInstall: { uuid: mine, platform: "web" } });
  });

  it("keeps legacy clients working by the path id alone for an install no account used and that never sent a secret", async () => {
    const legacy = randomUUID();
    const uuid = randomUUID();
    const saved = await postForm(`${server.baseUrl}/api/saveTables/${legacy}`, {
      payload: JSON.stringify([{ appIdentifier: "default", table: "clients", uuid, record: { uuid, clientname: "legacy" } }]),
    });
    expect(saved.status).toBe(200);
    expect((await installRow(legacy))!.secret_hash).toBeNull();
  });
});
