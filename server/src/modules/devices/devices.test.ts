import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { newToken } from "../../auth/token.js";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, startTestServer, TEST_ADMIN_TOKEN } from "../../test-support/test-server.js";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }";
const DEVICES = `query($filter: DeviceFilter) { devices(filter: $filter) {
  installId workerId workerEmail application appVersion contentRelease firstContactAt lastContactAt lastSyncAt lastFailureAt lastFailureReason
  waitingEdits storageUsed storageQuota storagePersisted wipeOrder wipeOrderedAt wipeAcknowledgedAt sessionEndedAt } }`;
const REPORT = "mutation($input: DeviceStatusInput!) { reportDeviceStatus(input: $input) }";
const ORDERS = "query($installs: [InstallProofInput!]!) { deviceOrders(installs: $installs) { installId order } }";
const ACKNOWLEDGE = "mutation($installs: [InstallProofInput!]!) { acknowledgeWipe(installs: $installs) }";

interface DeviceAnswer {
  installId: string;
  workerId: number | null;
  wipeOrder: string;
  lastSyncAt: string | null;
  lastContactAt: string | null;
  lastFailureAt: string | null;
  lastFailureReason: string | null;
  wipeAcknowledgedAt: string | null;
  sessionEndedAt: string | null;
  [key: string]: unknown;
}

/** A worker's install on a phone, as the PWA makes it at her first login there: an id, a secret, her session. */
async function workerPhone(baseUrl: string) {
  const worker = await createWorker(baseUrl);
  const install = { id: randomUUID(), secret: newToken() };
  const headers = { authorization: `Bearer ${worker.token}`, "x-app-install-id": install.id, "x-app-install-secret": install.secret };
  const uuid = randomUUID();
  const synced = await graphql(
    baseUrl,
    SYNC,
    { input: { appInstallId: install.id, entries: [{ clientMutationId: 1, table: "clients", uuid, client: { uuid, clientname: "Grace" } }] } },
    headers,
  );
  expect(synced.errors).toBeUndefined();
  return { worker, install, headers };
}

/** A raw graphql-ws connection: resolves once acknowledged, or once closed at connect. */
async function connect(wsUrl: string, params: Record<string, string>) {
  const socket = new WebSocket(wsUrl, "graphql-transport-ws");
  let acknowledged = false;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  socket.on("message", (data) => {
    if ((JSON.parse((data as Buffer).toString()) as { type: string }).type === "connection_ack") acknowledged = true;
  });
  await new Promise((resolve, reject) => {
    socket.on("open", resolve);
    socket.on("error", reject);
  });
  socket.send(JSON.stringify({ type: "connection_init", payload: params }));
  return { socket, closed, acknowledged: () => acknowledged };
}

const socketParams = (headers: Record<string, string>) => ({
  Authorization: headers.authorization!,
  "X-App-Install-Id": headers["x-app-install-id"]!,
  "X-App-Install-Secret": headers["x-app-install-secret"]!,
});

/** docs/shared-phone.md: devices as the operator sees them, and wipe orders reaching the phone. */
describe.each(databaseKinds)("devices and wipe orders on %s", (kind) => {
  const database = useTestDatabase(kind);
  let replicaA: Awaited<ReturnType<typeof startTestServer>>;
  let replicaB: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    replicaA = await startTestServer(database.handle);
    replicaB = await startTestServer(database.handle);
  });
  afterAll(async () => {
    await replicaA.close();
    await replicaB.close();
  });

  const device = async (installId: string) => {
    const answer = await graphql<{ devices: DeviceAnswer[] }>(replicaA.baseUrl, DEVICES, {}, admin);
    return answer.data!.devices.find((d) => d.installId === installId)!;
  };

  it("releases the worker's one vault key to her own session only: at each login and through myVaultKey", async () => {
    const worker = await createWorker(replicaA.baseUrl);
    const login = "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token vaultKey } }";
    const first = await graphql<{ login: { token: string; vaultKey: string } }>(replicaA.baseUrl, login, { e: worker.email, p: worker.password });
    const second = await graphql<{ login: { token: string; vaultKey: string } }>(replicaA.baseUrl, login, { e: worker.email, p: worker.password });
    expect(first.data!.login.vaultKey).toMatch(/^[\w-]{43}$/);
    expect(second.data!.login.vaultKey).toBe(first.data!.login.vaultKey);
    const mine = await graphql<{ myVaultKey: string }>(replicaA.baseUrl, "{ myVaultKey }", {}, { authorization: `Bearer ${worker.token}` });
    expect(mine.data!.myVaultKey).toBe(first.data!.login.vaultKey);
    const other = await createWorker(replicaA.baseUrl);
    const theirs = await graphql<{ myVaultKey: string }>(replicaA.baseUrl, "{ myVaultKey }", {}, { authorization: `Bearer ${other.token}` });
    expect(theirs.data!.myVaultKey).not.toBe(first.data!.login.vaultKey);
    const anonymous = await graphql(replicaA.baseUrl, "{ myVaultKey }", {}, { "x-app-install-id": randomUUID() });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: "log in first: a vault key is released only to its worker's session",
      extensions: { code: "UNAUTHENTICATED" },
    });
    // The legacy REST login answers as it always did: no vault key.
    const rest = await fetch(`${replicaA.baseUrl}/api/login`, {
      method: "POST",
      body: new URLSearchParams({ email: worker.email, password: worker.password }),
    });
    expect(Object.keys((await rest.json()) as object).sort()).toEqual(["status", "token", "user"]);
  });

  it("ends one device's session: the session started from that install is revoked, the worker's session on another stays", async () => {
    const worker = await createWorker(replicaA.baseUrl);
    const login = "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }";
    const phone = randomUUID();
    const tablet = randomUUID();
    const onPhone = await graphql<{ login: { token: string } }>(
      replicaA.baseUrl,
      login,
      { e: worker.email, p: worker.password },
      { "x-app-install-id": phone },
    );
    const onTablet = await graphql<{ login: { token: string } }>(
      replicaA.baseUrl,
      login,
      { e: worker.email, p: worker.password },
      { "x-app-install-id": tablet },
    );
    const me = (token: string, installId: string) =>
      graphql(replicaB.baseUrl, "{ me { id } }", {}, { authorization: `Bearer ${token}`, "x-app-install-id": installId });
    expect((await me(onPhone.data!.login.token, phone)).errors).toBeUndefined();

    const refused = await graphql(
      replicaA.baseUrl,
      "mutation($id: ID!) { endDeviceSession(installId: $id) { installId } }",
      { id: phone },
      { authorization: `Bearer ${worker.token}` },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: "only an operator (logged in at /admin, or Authorization: Bearer <ADMIN_TOKEN>) may use endDeviceSession",
      extensions: { code: "FORBIDDEN" },
    });
    const ended = await graphql<{ endDeviceSession: { installId: string; sessionEndedAt: string } }>(
      replicaA.baseUrl,
      "mutation($id: ID!) { endDeviceSession(installId: $id) { installId sessionEndedAt } }",
      { id: phone },
      admin,
    );
    expect(ended.data!.endDeviceSession).toEqual({ installId: phone, sessionEndedAt: expect.any(String) });
    await expect.poll(async () => (await me(onPhone.data!.login.token, phone)).errors?.[0]?.extensions?.code, { timeout: 10_000 }).toBe("UNAUTHENTICATED");
    expect((await me(onTablet.data!.login.token, tablet)).errors).toBeUndefined();
    const unknown = await graphql(replicaA.baseUrl, "mutation($id: ID!) { endDeviceSession(installId: $id) { installId } }", { id: randomUUID() }, admin);
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("keeps per install its worker, last contact, last good sync, last failure with its reason, and what the phone reports", async () => {
    const { worker, install, headers } = await workerPhone(replicaA.baseUrl);
    const reported = await graphql(
      replicaA.baseUrl,
      REPORT,
      { input: { appVersion: "2026.11.28", contentRelease: 4, waitingEdits: 3, storageUsed: 5_242_880, storageQuota: 1_073_741_824, storagePersisted: true } },
      headers,
    );
    expect(reported.data).toEqual({ reportDeviceStatus: "NONE" });
    // A batch the server cannot take at all is the device's failure, with its reason.
    const tooMany = Array.from({ length: MAX_SYNC_BATCH + 1 }, (_, i) => ({ clientMutationId: i + 10, table: "clients", uuid: randomUUID() }));
    const failed = await graphql(replicaA.baseUrl, SYNC, { input: { appInstallId: install.id, entries: tooMany } }, headers);
    expect(failed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const row = await device(install.id);
    expect(row).toMatchObject({
      workerId: worker.user.id,
      workerEmail: worker.email,
      appVersion: "2026.11.28",
      contentRelease: 4,
      waitingEdits: 3,
      storageUsed: 5_242_880,
      storageQuota: 1_073_741_824,
      storagePersisted: true,
      wipeOrder: "NONE",
      lastSyncAt: expect.any(String),
      lastContactAt: expect.any(String),
    });
    expect(row.lastFailureReason).toBe(`BAD_USER_INPUT: input.entries: ${MAX_SYNC_BATCH + 1} entries, at most ${MAX_SYNC_BATCH} per batch`);

    const byWorker = await graphql<{ devices: DeviceAnswer[] }>(replicaA.baseUrl, DEVICES, { filter: { workerId: worker.user.id } }, admin);
    expect(byWorker.data!.devices.map((d) => d.installId)).toEqual([install.id]);
    const byEmail = await graphql<{ devices: DeviceAnswer[] }>(replicaA.baseUrl, DEVICES, { filter: { workerEmail: worker.email } }, admin);
    expect(byEmail.data!.devices.map((d) => d.installId)).toEqual([install.id]);
    const otherDeployment = await graphql<{ devices: DeviceAnswer[] }>(replicaA.baseUrl, DEVICES, { filter: { application: "HIAPP" } }, admin);
    expect(otherDeployment.data!.devices.map((d) => d.installId)).not.toContain(install.id);
    const notOperator = await graphql(replicaA.baseUrl, DEVICES, {}, headers);
    expect(notOperator.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const negative = await graphql(replicaA.baseUrl, REPORT, { input: { waitingEdits: -1 } }, headers);
    expect(negative.errors?.[0]?.message).toBe("input.waitingEdits: must be a whole number from 0 to 2147483647");
    // A report that leaves the release out keeps the one reported before (docs/worker-phone.md, "Content releases on the phone").
    await graphql(replicaA.baseUrl, REPORT, { input: { waitingEdits: 0 } }, headers);
    expect((await device(install.id)).contentRelease).toBe(4);
    const badRelease = await graphql(replicaA.baseUrl, REPORT, { input: { contentRelease: -2 } }, headers);
    expect(badRelease.errors?.[0]?.message).toBe("input.contentRelease: must be a whole number from 0 to 2147483647");
  });

  it("a failure a phone reports is stamped with the server's time of the report, whatever the phone's clock says (docs/product.md §10)", async () => {
    const { install, headers } = await workerPhone(replicaA.baseUrl);
    const failing = (at: string) => graphql(replicaA.baseUrl, REPORT, { input: { waitingEdits: 2, lastFailureAt: at, lastFailureReason: "network" } }, headers);
    for (const phoneClock of [
      "2000-01-01T00:00:00.000Z",
      new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString(),
      new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    ]) {
      const before = Date.now();
      expect((await failing(phoneClock)).data).toEqual({ reportDeviceStatus: "NONE" });
      const stamped = Date.parse((await device(install.id)).lastFailureAt!);
      expect(stamped, phoneClock).toBeGreaterThanOrEqual(before - 1000);
      expect(stamped, phoneClock).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect((await failing("not a time")).errors?.[0]?.message).toBe("input.lastFailureAt: must be an ISO timestamp");
  });

  it("retire: every answer carries X-Stepwise-Wipe: RETIRE and sync goes on; the socket is closed 4410; the acknowledgement is recorded and ends the session", async () => {
    const { install, headers } = await workerPhone(replicaA.baseUrl);
    const open = await connect(replicaB.wsUrl, socketParams(headers));
    await expect.poll(open.acknowledged, { timeout: 10_000 }).toBe(true);
    const ordered = await graphql<{ retireDevice: DeviceAnswer }>(
      replicaA.baseUrl,
      "mutation($id: ID!) { retireDevice(installId: $id) { wipeOrder } }",
      { id: install.id },
      admin,
    );
    expect(ordered.data!.retireDevice.wipeOrder).toBe("RETIRE");
    // Given on replica A, heard on replica B at once (NOTIFY).
    expect(await open.closed).toEqual({ code: 4410, reason: "wipe:RETIRE" });
    expect(await (await connect(replicaA.wsUrl, socketParams(headers))).closed).toEqual({ code: 4410, reason: "wipe:RETIRE" });

    const uuid = randomUUID();
    const response = await fetch(`${replicaB.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({
        query: SYNC,
        variables: { input: { appInstallId: install.id, entries: [{ clientMutationId: 2, table: "clients", uuid, client: { uuid, clientname: "waited" } }] } },
      }),
    });
    expect(response.headers.get("x-stepwise-wipe")).toBe("RETIRE");
    expect(await response.json()).toEqual({ data: { sync: { results: [{ status: "APPLIED" }] } } });

    expect((await graphql(replicaA.baseUrl, ORDERS, { installs: [install] })).data).toEqual({ deviceOrders: [{ installId: install.id, order: "RETIRE" }] });
    expect((await graphql(replicaA.baseUrl, ACKNOWLEDGE, { installs: [install] })).data).toEqual({ acknowledgeWipe: 1 });
    expect((await device(install.id)).wipeAcknowledgedAt).toEqual(expect.any(String));
    await expect
      .poll(async () => (await graphql(replicaA.baseUrl, "{ me { id } }", {}, headers)).errors?.[0]?.extensions?.code, { timeout: 10_000 })
      .toBe("UNAUTHENTICATED");
  });

  it("lost: the open socket closes 4410 at once, every request is refused (GraphQL DEVICE_WIPED, REST 410) but learning of the wipe and acknowledging it", async () => {
    const { install, headers } = await workerPhone(replicaA.baseUrl);
    const open = await connect(replicaB.wsUrl, socketParams(headers));
    await expect.poll(open.acknowledged, { timeout: 10_000 }).toBe(true);
    await graphql(replicaA.baseUrl, "mutation($id: ID!) { markDeviceLost(installId: $id) { wipeOrder } }", { id: install.id }, admin);
    expect(await open.closed).toEqual({ code: 4410, reason: "wipe:LOST" });

    // Its session was ended with the order, yet the phone hears of the wipe at its next contact.
    const asked = await fetch(`${replicaB.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(asked.status).toBe(410);
    expect(asked.headers.get("x-stepwise-wipe")).toBe("LOST");
    expect(((await asked.json()) as { errors: { extensions: unknown }[] }).errors[0]!.extensions).toMatchObject({
      code: "DEVICE_WIPED",
      reason: "device-wiped",
    });
    const rest = await fetch(`${replicaA.baseUrl}/api/requestMutatedRecords`, { method: "POST", headers, body: new URLSearchParams({ mutatedRecords: "[]" }) });
    expect(rest.status).toBe(410);
    expect(rest.headers.get("x-stepwise-wipe")).toBe("LOST");
    expect(await rest.json()).toEqual({
      error: "this device was marked lost by an operator: wipe it and log in again on a new install",
      reason: "device-wiped",
    });
    const uuid = randomUUID();
    const payload = JSON.stringify([{ table: "clients", uuid, record: { uuid, clientname: "discarded" } }]);
    const byPath = await fetch(`${replicaA.baseUrl}/api/saveTables/${install.id}`, { method: "POST", body: new URLSearchParams({ payload }) });
    expect(byPath.status).toBe(410);
    expect(await (await connect(replicaA.wsUrl, socketParams(headers))).closed).toEqual({ code: 4410, reason: "wipe:LOST" });

    const wrong = { id: install.id, secret: newToken() };
    expect((await graphql(replicaA.baseUrl, ORDERS, { installs: [install, wrong] })).data).toEqual({
      deviceOrders: [
        { installId: install.id, order: "LOST" },
        { installId: install.id, order: "NONE" },
      ],
    });
    expect((await graphql(replicaA.baseUrl, REPORT, { input: { waitingEdits: 0 } }, headers)).data).toEqual({ reportDeviceStatus: "LOST" });
    expect((await graphql(replicaA.baseUrl, ACKNOWLEDGE, { installs: [wrong] })).data).toEqual({ acknowledgeWipe: 0 });
    expect((await graphql(replicaA.baseUrl, ACKNOWLEDGE, { installs: [install] }, headers)).data).toEqual({ acknowledgeWipe: 1 });
    expect(await device(install.id)).toMatchObject({ wipeOrder: "LOST", wipeAcknowledgedAt: expect.any(String), sessionEndedAt: expect.any(String) });
  });
  it("tells a phone whose worker's account is disabled, proven by the install's secret, so it refuses to unlock her records offline; enabled, no more", async () => {
    const { worker, install } = await workerPhone(replicaA.baseUrl);
    const ANSWER = "query($installs: [InstallProofInput!]!) { deviceOrders(installs: $installs) { installId accountDisabled } }";
    const asked = async (proof = install) => (await graphql(replicaA.baseUrl, ANSWER, { installs: [proof] })).data;
    expect(await asked()).toEqual({ deviceOrders: [{ installId: install.id, accountDisabled: false }] });
    await graphql(replicaA.baseUrl, "mutation($id: ID!) { disableUser(id: $id) { id } }", { id: String(worker.user.id) }, admin);
    expect(await asked()).toEqual({ deviceOrders: [{ installId: install.id, accountDisabled: true }] });
    // Without the install's secret nothing is told.
    expect(await asked({ id: install.id, secret: newToken() })).toEqual({ deviceOrders: [{ installId: install.id, accountDisabled: false }] });
    await graphql(replicaA.baseUrl, "mutation($id: ID!) { enableUser(id: $id) { id } }", { id: String(worker.user.id) }, admin);
    expect(await asked()).toEqual({ deviceOrders: [{ installId: install.id, accountDisabled: false }] });
  });

  it("tells it too for an install her session was bound to before any sync (a login, then offline)", async () => {
    const worker = await createWorker(replicaA.baseUrl);
    const install = { id: randomUUID(), secret: newToken() };
    const headers = { authorization: `Bearer ${worker.token}`, "x-app-install-id": install.id, "x-app-install-secret": install.secret };
    expect((await graphql(replicaA.baseUrl, "{ me { id } }", {}, headers)).errors).toBeUndefined();
    await graphql(replicaA.baseUrl, "mutation($id: ID!) { disableUser(id: $id) { id } }", { id: String(worker.user.id) }, admin);
    const ANSWER = "query($installs: [InstallProofInput!]!) { deviceOrders(installs: $installs) { installId accountDisabled } }";
    expect((await graphql(replicaA.baseUrl, ANSWER, { installs: [install] })).data).toEqual({
      deviceOrders: [{ installId: install.id, accountDisabled: true }],
    });
  });
});
