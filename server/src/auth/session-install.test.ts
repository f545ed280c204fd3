import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, TEST_ADMIN_TOKEN, useTestServer } from "../test-support/test-server.js";
import { openGraphQLSocket } from "../test-support/ws-client.js";
import { newToken } from "./token.js";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }";
const LOGIN = "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }";
const ME_AND_KEY = "{ me { email } myVaultKey }";
const REFUSED = { code: "UNAUTHENTICATED", reason: "session-other-install" };

type Install = { id: string; secret: string };
const newInstall = (): Install => ({ id: randomUUID(), secret: newToken() });
const as = (token: string, install?: Install) => ({
  authorization: `Bearer ${token}`,
  ...(install && { "x-app-install-id": install.id, "x-app-install-secret": install.secret }),
});
/** Each entry its own client mutation id: an id reused for another record is REJECTED. */
let nextMutationId = 0;
const clientEntry = () => {
  const uuid = randomUUID();
  const clientMutationId = ++nextMutationId;
  return { clientMutationId, table: "clients", uuid, client: { uuid, clientname: "Grace" } };
};

/**
 * docs/shared-phone.md: a session acts as one install only, the one it logged in from (or, logged in
 * without one, the first it acts as). From any other it is refused as a token not valid there
 * (401, reason session-other-install), so a token copied to another phone does not work there, and
 * an operator's lost order on the install it used ends it everywhere, `me` and `myVaultKey` included.
 */
describe.each(databaseKinds)("a session held to its install on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const gql = (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => graphql(server.baseUrl, query, variables, headers);
  const sync = (token: string, actingAs: Install, headerInstall: Install | undefined = actingAs) =>
    gql(SYNC, { input: { appInstallId: actingAs.id, entries: [clientEntry()] } }, as(token, headerInstall));
  const saveTables = (token: string, actingAs: Install, withHeader: boolean) =>
    postForm(
      `${server.baseUrl}/api/saveTables/${actingAs.id}`,
      { payload: JSON.stringify([makeEntry(makeClient(), { clientMutationId: ++nextMutationId })]) },
      withHeader ? { token, installId: actingAs.id, secret: actingAs.secret } : { token },
    );
  const installRow = (install: Install) => database.handle.db.selectFrom("app_installs").selectAll().where("uuid", "=", install.id).executeTakeFirst();
  const recordsOf = async (install: Install) =>
    (await database.handle.db.selectFrom("records").select("uuid").where("last_install_id", "=", install.id).execute()).length;
  const markLost = (install: Install) => gql("mutation($id: ID!) { markDeviceLost(installId: $id) { wipeOrder } }", { id: install.id }, admin);

  it("a login from install A is refused as install B on every door, B is not claimed, and A's lost order ends it everywhere", async () => {
    const worker = await createWorker(server.baseUrl);
    const phoneA = newInstall();
    const phoneB = newInstall();
    const login = await gql(LOGIN, { e: worker.email, p: worker.password }, { "x-app-install-id": phoneA.id, "x-app-install-secret": phoneA.secret });
    const token = (login.data as { login: { token: string } }).login.token;
    expect((await sync(token, phoneA)).data).toEqual({ sync: { results: [{ status: "APPLIED" }] } });

    const message = `this session belongs to another app install than ${phoneB.id}: log in again on this one`;
    // GraphQL with B's header; GraphQL naming B in its input without a header; REST by header and by path alone.
    for (const answer of [await sync(token, phoneB), await sync(token, phoneB, undefined)]) {
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: REFUSED });
    }
    for (const withHeader of [true, false]) {
      expect(await saveTables(token, phoneB, withHeader)).toEqual({ status: 401, body: { error: message, reason: "session-other-install" } });
    }
    const register = await postForm(`${server.baseUrl}/api/logging/registerAppInstall`, { formData: JSON.stringify({ uuid: phoneB.id }) }, { token });
    expect(register).toEqual({ status: 401, body: { error: message, reason: "session-other-install" } });
    expect((await gql(ME_AND_KEY, {}, as(token, phoneB))).errors?.[0]?.extensions).toEqual(REFUSED);
    // Over graphql-ws the socket closes as a socket of an ended session does, so the phone locks.
    await expect(openGraphQLSocket(server.wsUrl, { Authorization: `Bearer ${token}`, "X-App-Install-Id": phoneB.id })).rejects.toThrow(
      "the socket closed (4403) before its connection_ack",
    );
    expect(await recordsOf(phoneB)).toBe(0);
    expect((await installRow(phoneB))?.user_id ?? null).toBeNull();

    // Without an install header (a script, a report) it still answers while it lives ...
    expect((await gql(ME_AND_KEY, {}, as(token))).data).toEqual({ me: { email: worker.email }, myVaultKey: expect.any(String) });
    // ... and the lost order on A ends it there too.
    expect((await markLost(phoneA)).data).toEqual({ markDeviceLost: { wipeOrder: "LOST" } });
    const ended = await gql(ME_AND_KEY, {}, as(token));
    expect(ended.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(ended.data ?? null).toBeNull();
  });

  it("a login without an install is bound to the first install it acts as (by path alone too); a lost order on that one ends it", async () => {
    const worker = await createWorker(server.baseUrl);
    const login = await gql(LOGIN, { e: worker.email, p: worker.password }, {});
    const token = (login.data as { login: { token: string } }).login.token;
    const phoneB = newInstall();
    const phoneA = newInstall();
    // A legacy phone names its install only in the path: that binds the session to it.
    expect((await saveTables(token, phoneB, false)).status).toBe(200);
    expect((await sync(token, phoneA)).errors?.[0]?.extensions).toEqual(REFUSED);
    expect((await saveTables(token, phoneB, false)).status).toBe(200);
    expect(await recordsOf(phoneA)).toBe(0);

    expect((await markLost(phoneB)).data).toEqual({ markDeviceLost: { wipeOrder: "LOST" } });
    for (const headers of [as(token), as(token, phoneA)]) {
      const answer = await gql(ME_AND_KEY, {}, headers);
      expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("two first requests as two installs at once: one binds the session, the other is refused", async () => {
    const worker = await createWorker(server.baseUrl);
    const [one, two] = [newInstall(), newInstall()];
    const answers = await Promise.all([sync(worker.token, one), sync(worker.token, two)]);
    const outcomes = answers.map((a) => (a.errors ? a.errors[0]!.extensions!.reason : a.data && "APPLIED")).sort();
    expect(outcomes).toEqual(["APPLIED", "session-other-install"]);
    const bound = answers[0].errors ? two : one;
    expect((await sync(worker.token, bound)).data).toEqual({ sync: { results: [{ status: "APPLIED" }] } });
  });
});
