import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newToken } from "../../auth/token.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, TEST_ADMIN_TOKEN, useTestServer } from "../../test-support/test-server.js";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const LOGIN = "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }";
const REPORT = "mutation($input: DeviceStatusInput!) { reportDeviceStatus(input: $input) }";
const ORDERS = "query($installs: [InstallProofInput!]!) { deviceOrders(installs: $installs) { installId order wipeLockedEdits } }";
const PHONES = `query($filter: DeviceFilter) { phones(filter: $filter) {
  id wipeOrder wipedAt wipeNowAt reportedAt
  installs { installId workerId workerEmail waitingEdits vaultLocked phoneId wipeOrder }
  staleInstalls { installId workerEmail forgottenAt }
  lockedEdits { installId workerEmail edits } } }`;
const AUDIT = `query($filter: AuditFilter) { auditEvents(filter: $filter) { action target detail } }`;

interface Install {
  id: string;
  secret: string;
}
interface PhoneAnswer {
  id: string;
  wipeOrder: string;
  wipeNowAt: string | null;
  reportedAt: string | null;
  installs: {
    installId: string;
    workerId: number | null;
    workerEmail: string | null;
    waitingEdits: number | null;
    vaultLocked: boolean | null;
    wipeOrder: string;
    phoneId: string | null;
  }[];
  staleInstalls: { installId: string; workerEmail: string | null; forgottenAt: string | null }[];
  lockedEdits: { installId: string; workerEmail: string | null; edits: number }[];
}

const newInstall = (): Install => ({ id: randomUUID(), secret: newToken() });
const headersOf = (install: Install, token?: string) => ({
  "x-app-install-id": install.id,
  "x-app-install-secret": install.secret,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** docs/shared-phone.md, "Phones, as the operator sees them" and "Retiring a phone". */
describe.each(databaseKinds)("phones on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  /** A worker logs in as the PWA does (naming no install), and her first request binds the session to her worker install. */
  async function logIn(worker: { email: string; password: string }, install: Install): Promise<string> {
    const login = await graphql<{ login: { token: string } }>(server.baseUrl, LOGIN, { e: worker.email, p: worker.password });
    const token = login.data!.login.token;
    const me = await graphql(server.baseUrl, "{ me { id } }", {}, headersOf(install, token));
    expect(me.errors).toBeUndefined();
    return token;
  }

  /** The phone's report, as its own install (nobody logged in), naming every install it holds. */
  async function report(phone: Install, vaults: { install: Install; waitingEdits: number; locked: boolean }[]) {
    const installs = [
      { id: phone.id, secret: phone.secret, own: true, waitingEdits: 0, locked: false },
      ...vaults.map((v) => ({ id: v.install.id, secret: v.install.secret, own: false, waitingEdits: v.waitingEdits, locked: v.locked })),
    ];
    const answer = await graphql<{ reportDeviceStatus: string }>(
      server.baseUrl,
      REPORT,
      { input: { appVersion: "2.05.0", waitingEdits: 0, installs } },
      headersOf(phone),
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.reportDeviceStatus;
  }

  const phoneOf = async (id: string) => {
    const answer = await graphql<{ phones: PhoneAnswer[] }>(server.baseUrl, PHONES, {}, admin);
    expect(answer.errors).toBeUndefined();
    return answer.data!.phones.find((p) => p.id === id);
  };

  it("attributes a worker install to its worker from her login, before any sync", async () => {
    const worker = await createWorker(server.baseUrl);
    const install = newInstall();
    await logIn(worker, install);
    const phone = await phoneOf(install.id);
    expect(phone!.installs).toMatchObject([{ installId: install.id, workerId: worker.user.id, workerEmail: worker.email, phoneId: null }]);

    // A login naming its install binds, and attributes, at once.
    const named = newInstall();
    const login = await graphql(server.baseUrl, LOGIN, { e: worker.email, p: worker.password }, { "x-app-install-id": named.id });
    expect(login.errors).toBeUndefined();
    expect((await phoneOf(named.id))!.installs[0]).toMatchObject({ workerId: worker.user.id });
  });

  it("groups the installs a phone reports into one phone, folds a forgotten or superseded install, and ignores an unproven one", async () => {
    const [b, c] = [await createWorker(server.baseUrl), await createWorker(server.baseUrl)];
    const phone = newInstall();
    const [ofB, ofC, cAgain, cNewest] = [newInstall(), newInstall(), newInstall(), newInstall()];
    await logIn(b, ofB);
    await logIn(c, ofC);
    await report(phone, [
      { install: ofB, waitingEdits: 1, locked: true },
      { install: ofC, waitingEdits: 0, locked: false },
    ]);
    let seen = (await phoneOf(phone.id))!;
    expect(seen.installs.map((i) => i.installId)).toEqual([phone.id, ofB.id, ofC.id]);
    expect(seen.installs.map((i) => [i.workerEmail, i.waitingEdits, i.vaultLocked])).toEqual([
      [null, 0, null],
      [b.email, 1, true],
      [c.email, 0, false],
    ]);
    expect(seen.lockedEdits).toEqual([{ installId: ofB.id, workerEmail: b.email, edits: 1 }]);
    expect(seen.staleInstalls).toEqual([]);
    expect(await phoneOf(ofB.id)).toBeUndefined();

    // C logs out cleanly (her vault goes) and in again: a new install; the old one is folded in.
    await logIn(c, cAgain);
    await report(phone, [
      { install: ofB, waitingEdits: 1, locked: true },
      { install: cAgain, waitingEdits: 0, locked: false },
    ]);
    seen = (await phoneOf(phone.id))!;
    expect(seen.installs.map((i) => i.installId)).toEqual([phone.id, ofB.id, cAgain.id]);
    expect(seen.staleInstalls.map((i) => i.installId)).toEqual([ofC.id]);
    expect(seen.staleInstalls[0]!.forgottenAt).not.toBeNull();

    // Two installs of one worker on one phone: the newer supersedes the older.
    await logIn(c, cNewest);
    await report(phone, [
      { install: ofB, waitingEdits: 1, locked: true },
      { install: cAgain, waitingEdits: 0, locked: true },
      { install: cNewest, waitingEdits: 0, locked: false },
    ]);
    seen = (await phoneOf(phone.id))!;
    expect(seen.installs.map((i) => i.installId)).toEqual([phone.id, ofB.id, cNewest.id]);
    expect(seen.staleInstalls.map((i) => i.installId).sort()).toEqual([ofC.id, cAgain.id].sort());

    // An install named with a wrong secret is not tied to the phone.
    const stranger = newInstall();
    await logIn(await createWorker(server.baseUrl), stranger);
    await report(phone, [
      { install: ofB, waitingEdits: 1, locked: true },
      { install: cNewest, waitingEdits: 0, locked: false },
      { install: { id: stranger.id, secret: newToken() }, waitingEdits: 5, locked: true },
    ]);
    expect((await phoneOf(phone.id))!.installs.map((i) => i.installId)).toEqual([phone.id, ofB.id, cNewest.id]);
    expect((await phoneOf(stranger.id))!.installs[0]!.waitingEdits).toBeNull();

    const wrong = await graphql(server.baseUrl, REPORT, { input: { installs: [] } }, headersOf(phone));
    expect(wrong.errors?.[0]?.message).toBe("input.installs: must name the phone's own install once (own: true)");
  });

  it("retires the whole phone; wiping the locked edits now is refused before a retire, heard by the phone, and audited with each worker and count", async () => {
    const [b, c] = [await createWorker(server.baseUrl), await createWorker(server.baseUrl)];
    const phone = newInstall();
    const [ofB, ofC] = [newInstall(), newInstall()];
    await logIn(b, ofB);
    await logIn(c, ofC);
    await report(phone, [
      { install: ofB, waitingEdits: 1, locked: true },
      { install: ofC, waitingEdits: 0, locked: false },
    ]);
    const wipeNow = (id: string) => graphql(server.baseUrl, "mutation($id: ID!) { wipeDeviceNow(installId: $id) { installId } }", { id }, admin);
    expect((await wipeNow(phone.id)).errors?.[0]?.message).toBe("installId: the phone is not retiring (retire it first)");

    // Retiring any of its installs retires the phone: every install it holds hears RETIRE.
    const retired = await graphql(server.baseUrl, "mutation($id: ID!) { retireDevice(installId: $id) { wipeOrder } }", { id: ofC.id }, admin);
    expect(retired.errors).toBeUndefined();
    const orders = async () =>
      (
        await graphql<{ deviceOrders: { installId: string; order: string; wipeLockedEdits: boolean }[] }>(server.baseUrl, ORDERS, {
          installs: [phone, ofB, ofC],
        })
      ).data!.deviceOrders;
    expect((await orders()).map((o) => [o.order, o.wipeLockedEdits])).toEqual([
      ["RETIRE", false],
      ["RETIRE", false],
      ["RETIRE", false],
    ]);
    let seen = (await phoneOf(phone.id))!;
    expect(seen.wipeOrder).toBe("RETIRE");
    expect(seen.wipeNowAt).toBeNull();

    expect((await wipeNow(phone.id)).errors).toBeUndefined();
    expect((await orders()).map((o) => o.wipeLockedEdits)).toEqual([true, true, true]);
    seen = (await phoneOf(phone.id))!;
    expect(seen.wipeNowAt).not.toBeNull();
    const events = await graphql<{ auditEvents: { action: string; target: string; detail: string }[] }>(
      server.baseUrl,
      AUDIT,
      { filter: { action: "device.wipe-now", target: phone.id } },
      admin,
    );
    expect(events.data!.auditEvents).toEqual([
      { action: "device.wipe-now", target: phone.id, detail: `worker ${b.email}; worker ${c.email}; ${b.email} loses 1 edit` },
    ]);
    const retiredEvent = await graphql<{ auditEvents: { detail: string }[] }>(
      server.baseUrl,
      AUDIT,
      { filter: { action: "device.retired", target: ofC.id } },
      admin,
    );
    expect(retiredEvent.data!.auditEvents.map((e) => e.detail)).toEqual([`worker ${b.email}; worker ${c.email}`]);
  });

  it("marks a phone lost with every install, and records who loses how many locked edits", async () => {
    const b = await createWorker(server.baseUrl);
    const phone = newInstall();
    const ofB = newInstall();
    await logIn(b, ofB);
    await report(phone, [{ install: ofB, waitingEdits: 2, locked: true }]);
    const lost = await graphql(server.baseUrl, "mutation($id: ID!) { markDeviceLost(installId: $id) { wipeOrder } }", { id: phone.id }, admin);
    expect(lost.errors).toBeUndefined();
    expect((await phoneOf(phone.id))!.installs.map((i) => i.wipeOrder)).toEqual(["LOST", "LOST"]);
    const events = await graphql<{ auditEvents: { detail: string }[] }>(server.baseUrl, AUDIT, { filter: { action: "device.lost", target: phone.id } }, admin);
    expect(events.data!.auditEvents.map((e) => e.detail)).toEqual([`worker ${b.email}; ${b.email} loses 2 edits`]);
  });
});
