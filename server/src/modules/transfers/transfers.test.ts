import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { ChangeFeedRepository } from "../../sync/change-feed.repository.js";
import { makeClient, makeEntry } from "../../test-support/factories.js";
import { untilFeedReadsWritesSoFar } from "../../test-support/feed-horizon.js";
import { admin } from "../../test-support/operator-console.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, type SyncAnswer, useTestServer } from "../../test-support/test-server.js";

const TRANSFER = "mutation($input: TransferClientsInput!) { transferClients(input: $input) { clients records } }";
const CHANGES = `query { changesSince(cursor: "0", limit: 100) { changes { table uuid dataversion deleted } } }`;
const STORED = `query($keys: [RecordKeyInput!]!) { storedRecords(keys: $keys) { table uuid withheld
  client { uuid clientname deletedAt dataversion } rehabilitation { uuid client_uuid deletedAt } } }`;
const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status reason } } }`;
const AUDIT = `query { auditEvents(filter: { action: "clients.transferred" }) { action application target detail } }`;

type Worker = Awaited<ReturnType<typeof createWorker>>;
type Change = { table: string; uuid: string; dataversion: number; deleted: boolean };

/**
 * docs/teams.md, "Moving a caseload": transferClients moves clients with every record of theirs in
 * one transaction; the old owner's feed lists them as deleted and storedRecords answers her
 * tombstones, the new owner's lists them as hers; the old phone's late edits are REJECTED
 * ("transferred: "), never written over the new owner's and never lost silently.
 */
describe.each(databaseKinds)("moving a caseload on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const headers = (worker: Worker, installId: string) => ({ authorization: `Bearer ${worker.token}`, "x-app-install-id": installId });
  const transfer = (input: Record<string, unknown>) =>
    graphql<{ transferClients: { clients: number; records: number } }>(server.baseUrl, TRANSFER, { input }, admin);
  const row = (uuid: string) =>
    database.handle.db
      .selectFrom("records")
      .select(["owner_user_id", "dataversion", "content", "last_install_id"])
      .where("uuid", "=", uuid)
      .executeTakeFirstOrThrow();

  /** A worker's phone with two clients; the first with a plan, a cycle goal and its action. */
  async function caseload() {
    const from = await createWorker(server.baseUrl);
    const to = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const ana = makeClient({ clientname: "Ana Banda" });
    const ben = makeClient({ clientname: "Ben Phiri" });
    const plan = { uuid: randomUUID(), client_uuid: ana.uuid, domains: [] };
    const cycle = { uuid: randomUUID(), client_uuid: ana.uuid, goal: "Ana walks" };
    const action = { uuid: randomUUID(), description_uuid: cycle.uuid, action: "Ana stands" };
    const saved = await postForm(
      `${server.baseUrl}/api/saveTables/${installId}`,
      {
        payload: JSON.stringify([
          makeEntry(ana),
          makeEntry(ben),
          makeEntry(plan, { table: "rehabilitations" }),
          makeEntry(cycle, { table: "cycle_descriptions" }),
          makeEntry(action, { table: "cycle_actions" }),
        ]),
      },
      { token: from.token, installId },
    );
    expect(saved.status).toBe(200);
    return {
      from,
      to,
      installId,
      ana: ana as { uuid: string } & Record<string, unknown>,
      ben: ben as { uuid: string } & Record<string, unknown>,
      plan,
      cycle,
      action,
    };
  }

  it("moves a client with her plan, cycle goal and action to the new worker; the old owner's feed drops them, the new owner's brings them", async () => {
    const { from, to, installId, ana, ben, plan, cycle, action } = await caseload();
    const moved = [ana.uuid, plan.uuid, cycle.uuid, action.uuid];
    const before = await Promise.all(moved.map(row));

    const answer = await transfer({ fromUserId: from.user.id, toUserId: to.user.id, clientUuids: [ana.uuid] });
    expect(answer).toEqual({ data: { transferClients: { clients: 1, records: 4 } } });
    const after = await Promise.all(moved.map(row));
    after.forEach((record, index) => {
      expect(record.owner_user_id).toBe(to.user.id);
      expect(Number(record.dataversion)).toBeGreaterThan(Number(before[index]!.dataversion));
      expect(record.content).toEqual(before[index]!.content);
      expect(record.last_install_id).toBeNull();
    });
    expect((await row(ben.uuid)).owner_user_id).toBe(from.user.id);
    const kept = await database.handle.db
      .selectFrom("transferred_records")
      .select(["uuid", "client_uuid", "from_user_id", "to_user_id", "dataversion"])
      .orderBy("uuid")
      .execute();
    expect(kept.map((k) => [k.uuid, k.client_uuid, k.from_user_id, k.to_user_id, Number(k.dataversion)])).toEqual(
      moved
        .map((uuid, index) => [uuid, ana.uuid, from.user.id, to.user.id, Number(after[index]!.dataversion)])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    // Every replica's reader announces the move's records also as the old owner's, so her phone hears it at once (change-feed.repository.ts, committedBy).
    const xid = (
      await database.handle.db
        .selectFrom("transferred_records")
        .select(sql<string>`feed_xid::text`.as("xid"))
        .executeTakeFirstOrThrow()
    ).xid;
    const announced = await new ChangeFeedRepository(database.handle.db).committedBy([xid], 500);
    expect(announced.rows.map((r) => [r.uuid, r.owner_user_id]).sort()).toEqual(
      moved
        .flatMap((uuid) => [
          [uuid, from.user.id],
          [uuid, to.user.id],
        ])
        .sort(),
    );
    await untilFeedReadsWritesSoFar(database.handle.db);
    // And its read by position, which may pass the move's transaction before the notice's read comes.
    const read = await new ChangeFeedRepository(database.handle.db).committedAfter({ xid: "0", dataversion: 0 }, 500);
    expect(
      read.rows
        .filter((r) => moved.includes(r.uuid))
        .map((r) => [r.uuid, r.owner_user_id])
        .sort(),
    ).toEqual(
      moved
        .flatMap((uuid) => [
          [uuid, from.user.id],
          [uuid, to.user.id],
        ])
        .sort(),
    );
    const oldFeed = await graphql<{ changesSince: { changes: Change[] } }>(server.baseUrl, CHANGES, {}, headers(from, installId));
    expect(oldFeed.errors).toBeUndefined();
    const dropped = oldFeed.data!.changesSince.changes.filter((c) => c.deleted);
    expect(dropped.map((c) => [c.uuid, c.dataversion]).sort()).toEqual(moved.map((uuid, index) => [uuid, Number(after[index]!.dataversion)]).sort());
    expect(oldFeed.data!.changesSince.changes.filter((c) => !c.deleted).map((c) => c.uuid)).toEqual(expect.arrayContaining([ben.uuid]));
    const keys = [
      { table: "clients", uuid: ana.uuid },
      { table: "rehabilitations", uuid: plan.uuid },
      { table: "clients", uuid: ben.uuid },
    ];
    const oldStored = await graphql<{ storedRecords: Array<Record<string, { uuid: string; deletedAt: string | null; clientname?: string } | null>> }>(
      server.baseUrl,
      STORED,
      { keys },
      headers(from, installId),
    );
    expect(oldStored.errors).toBeUndefined();
    const [her, herPlan, other] = oldStored.data!.storedRecords;
    expect(her!.client).toMatchObject({ uuid: ana.uuid, deletedAt: expect.any(String), clientname: "" });
    expect(herPlan!.rehabilitation).toMatchObject({ uuid: plan.uuid, client_uuid: ana.uuid, deletedAt: expect.any(String) });
    expect(other!.client).toMatchObject({ uuid: ben.uuid, clientname: "Ben Phiri", deletedAt: null });
    expect(JSON.stringify(oldStored.data)).not.toContain("Ana");

    const newInstall = randomUUID();
    const newFeed = await graphql<{ changesSince: { changes: Change[] } }>(server.baseUrl, CHANGES, {}, headers(to, newInstall));
    expect(newFeed.data!.changesSince.changes.map((c) => [c.uuid, c.deleted]).sort()).toEqual(moved.map((uuid) => [uuid, false]).sort());
    const newStored = await graphql<{ storedRecords: Array<Record<string, { clientname?: string } | null>> }>(
      server.baseUrl,
      STORED,
      { keys: keys.slice(0, 1) },
      headers(to, newInstall),
    );
    expect(newStored.data!.storedRecords[0]!.client).toMatchObject({ clientname: "Ana Banda", deletedAt: null });

    const audit = await graphql<{ auditEvents: Array<{ action: string; application: string; target: string; detail: string }> }>(
      server.baseUrl,
      AUDIT,
      {},
      admin,
    );
    expect(audit.errors).toBeUndefined();
    expect(audit.data!.auditEvents).toHaveLength(1);
    expect(audit.data!.auditEvents[0]).toMatchObject({ action: "clients.transferred", application: "default", target: from.email });
    expect(audit.data!.auditEvents[0]!.detail).toMatch(new RegExp(`^1 clients and 4 records moved to ${to.email.replace(".", "\\.")}: P-[0-9a-f]{16}$`));
    expect(JSON.stringify(audit.data)).not.toContain(ana.uuid);
  });

  it("moves every client of hers when none are named", async () => {
    const { from, to, ana, ben } = await caseload();
    expect(await transfer({ fromUserId: from.user.id, toUserId: to.user.id })).toEqual({ data: { transferClients: { clients: 2, records: 5 } } });
    expect((await row(ana.uuid)).owner_user_id).toBe(to.user.id);
    expect((await row(ben.uuid)).owner_user_id).toBe(to.user.id);
  });

  it("refuses naming what is wrong: the same worker, another deployment, an unknown client, a client not hers, a disabled target; nothing moves", async () => {
    const { from, to, ana } = await caseload();
    const elsewhere = await createWorker(server.baseUrl, { application: "MALA" });
    const stranger = makeClient();
    const refusal = async (input: Record<string, unknown>) => (await transfer(input)).errors?.[0]?.message;
    expect(await refusal({ fromUserId: from.user.id, toUserId: from.user.id })).toBe(
      `toUserId: ${from.user.id} is the worker the clients are moved from; choose another worker`,
    );
    expect(await refusal({ fromUserId: from.user.id, toUserId: elsewhere.user.id })).toBe(
      `toUserId: ${elsewhere.email} is a worker of the deployment MALA, not of default: a caseload moves within its deployment`,
    );
    expect(await refusal({ fromUserId: from.user.id, toUserId: to.user.id, clientUuids: [ana.uuid, stranger.uuid] })).toBe(
      `clientUuids[1]: no client ${stranger.uuid as string} in the deployment default`,
    );
    expect(await refusal({ fromUserId: to.user.id, toUserId: from.user.id, clientUuids: [ana.uuid] })).toBe(
      `clientUuids[0]: client ${ana.uuid} is not ${to.email}'s`,
    );
    expect(await refusal({ fromUserId: from.user.id, toUserId: 999_999 })).toBe("toUserId: no user 999999 in your deployment");
    await database.handle.db.updateTable("users").set({ disabled_at: new Date() }).where("id", "=", to.user.id).execute();
    expect(await refusal({ fromUserId: from.user.id, toUserId: to.user.id })).toBe(
      `toUserId: ${to.email} is disabled; enable the account or choose another worker`,
    );
    expect((await row(ana.uuid)).owner_user_id).toBe(from.user.id);
    expect(await database.handle.db.selectFrom("transferred_records").select("uuid").execute()).toEqual([]);
  });

  it("refuses the old phone's late edits of a moved client (her record, her plan, a new record naming her) and applies its edit of a client she kept", async () => {
    const { from, to, installId, ana, ben, plan } = await caseload();
    const base = Number((await row(ana.uuid)).dataversion);
    expect((await transfer({ fromUserId: from.user.id, toUserId: to.user.id, clientUuids: [ana.uuid] })).errors).toBeUndefined();
    const moved = await row(ana.uuid);
    const newPlan = { uuid: randomUUID(), client_uuid: ana.uuid, domains: [] };
    const answer = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      {
        input: {
          appInstallId: installId,
          entries: [
            { clientMutationId: 1, table: "clients", uuid: ana.uuid, baseDataversion: base, client: { ...ana, clientname: "Ana B." } },
            { clientMutationId: 2, table: "rehabilitations", uuid: plan.uuid, rehabilitation: { ...plan, domains: [] }, op: "DELETE" },
            { clientMutationId: 3, table: "rehabilitations", uuid: newPlan.uuid, rehabilitation: newPlan },
            { clientMutationId: 4, table: "clients", uuid: ben.uuid, client: { ...ben, clientname: "Ben P." } },
          ],
        },
      },
      headers(from, installId),
    );
    expect(answer.errors).toBeUndefined();
    const results = answer.data!.sync.results;
    expect(results.map((r) => [r.clientMutationId, r.status])).toEqual([
      [1, "REJECTED"],
      [2, "REJECTED"],
      [3, "REJECTED"],
      [4, "APPLIED"],
    ]);
    expect(results[0]!.reason).toBe(
      `transferred: clients record ${ana.uuid} was moved to another worker's caseload (docs/teams.md, "Moving a caseload"); this edit is not stored`,
    );
    expect(results[2]!.reason).toBe(
      `transferred: rehabilitations record ${newPlan.uuid} names ${ana.uuid}, which was moved to another worker's caseload (docs/teams.md, "Moving a caseload"); this edit is not stored`,
    );
    expect(await row(ana.uuid)).toEqual(moved);
    expect((await row(plan.uuid)).owner_user_id).toBe(to.user.id);
    expect(await database.handle.db.selectFrom("records").select("uuid").where("uuid", "=", newPlan.uuid).execute()).toEqual([]);
    expect((await row(ben.uuid)).content.clientname).toBe("Ben P.");
  });

  it("a concurrent offline edit from the old phone is either stored and moved with her, or refused: never lost silently, and the client ends the new worker's", async () => {
    for (let round = 0; round < 4; round++) {
      const { from, to, installId, ana } = await caseload();
      const base = Number((await row(ana.uuid)).dataversion);
      const edit = graphql<SyncAnswer>(
        server.baseUrl,
        SYNC,
        {
          input: {
            appInstallId: installId,
            entries: [{ clientMutationId: 1, table: "clients", uuid: ana.uuid, baseDataversion: base, client: { ...ana, clientname: "Ana B." } }],
          },
        },
        headers(from, installId),
      );
      const [edited, moved] = await Promise.all([edit, transfer({ fromUserId: from.user.id, toUserId: to.user.id, clientUuids: [ana.uuid] })]);
      expect(moved).toEqual({ data: { transferClients: { clients: 1, records: 4 } } });
      expect(edited.errors).toBeUndefined();
      const [result] = edited.data!.sync.results;
      const stored = await row(ana.uuid);
      expect(stored.owner_user_id).toBe(to.user.id);
      if (result!.status === "REJECTED") {
        expect(result!.reason).toMatch(/^transferred: clients record /);
        expect(stored.content.clientname).toBe("Ana Banda");
      } else {
        expect(result!.status).toBe("APPLIED");
        expect(stored.content.clientname).toBe("Ana B.");
        expect(Number(stored.dataversion)).toBeGreaterThan(result!.dataversion);
      }
    }
  });
});
