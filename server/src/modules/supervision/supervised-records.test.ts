import { randomUUID } from "node:crypto";
import type { RecordDocument } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../../test-support/factories.js";
import { untilFeedReadsWritesSoFar } from "../../test-support/feed-horizon.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, useTestServer, type SyncAnswer } from "../../test-support/test-server.js";
import { admin } from "../../test-support/operator-console.js";
import { pseudonym } from "../reporting/pseudonym.js";
import { ReportingTokensRepository } from "../reporting/reporting-tokens.repository.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status reason } } }`;
const RECORDS = `query($workerId: Int!, $after: String) { supervisedRecords(workerId: $workerId, after: $after) { documents cursor done } }`;
const VIEWS = `mutation($views: [SupervisorViewInput!]!) { reportSupervisorViews(views: $views) }`;

type Worker = Awaited<ReturnType<typeof createWorker>>;
interface RecordsAnswer {
  supervisedRecords: { documents: RecordDocument[]; cursor: string; done: boolean };
}

/**
 * docs/teams.md, "What a supervisor may read": a supervisor reads her team's workers' records
 * (supervisedRecords, page by page, then only what changed), never writes them (REJECTED on both
 * doors, nothing changed), and every view is in the audit log without a client's name.
 */
describe.each(databaseKinds)("a supervisor's reading of her team, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);
  const db = () => database.handle.db;

  /** A session acts as one install (docs/shared-phone.md): each worker's one phone. */
  const installs = new Map<number, string>();
  const installOf = (worker: Worker) => installs.get(worker.user.id) ?? installs.set(worker.user.id, randomUUID()).get(worker.user.id)!;
  const save = (worker: Worker, entries: unknown) =>
    postForm(
      `${server.baseUrl}/api/saveTables/${installOf(worker)}`,
      { payload: JSON.stringify(entries) },
      { token: worker.token, installId: installOf(worker) },
    );
  const as = (worker: Worker) => ({ authorization: `Bearer ${worker.token}`, "x-app-install-id": installOf(worker) });

  /** Team X: supervisor Sue, workers Ada and Fay; team Y: worker Ben. Ada holds two clients. */
  async function teams() {
    const [sue, ada, fay, ben] = [
      await createWorker(server.baseUrl),
      await createWorker(server.baseUrl),
      await createWorker(server.baseUrl),
      await createWorker(server.baseUrl),
    ];
    const [x, y] = await db()
      .insertInto("teams")
      .values([
        { application: "default", name: `X ${randomUUID()}`, area: null },
        { application: "default", name: `Y ${randomUUID()}`, area: null },
      ])
      .returning("id")
      .execute();
    await db()
      .insertInto("team_members")
      .values([
        { team_id: x!.id, user_id: sue.user.id, role: "supervisor" },
        { team_id: x!.id, user_id: ada.user.id, role: "worker" },
        { team_id: x!.id, user_id: fay.user.id, role: "worker" },
        { team_id: y!.id, user_id: ben.user.id, role: "worker" },
      ])
      .execute();
    const clients = [makeClient({ clientname: "Ana Banda" }), makeClient({ clientname: "Chikondi Phiri" })];
    const plan = { uuid: randomUUID(), client_uuid: clients[0]!.uuid, visitFrequency: "weekly", diary_items: [], domains: [] };
    const checklist = { uuid: randomUUID(), client_uuid: clients[0]!.uuid, categories: [{ id: "motor", indicators: [{ id: "1", status: "yes" }] }] };
    const saved = await save(ada, [
      ...clients.map((c) => makeEntry(c)),
      makeEntry(plan, { table: "rehabilitations" }),
      makeEntry(checklist, { table: "milestones" }),
    ]);
    expect(saved.status).toBe(200);
    return { sue, ada, fay, ben, x: x!.id, clients, plan, checklist };
  }

  it("her write of a supervised worker's record is REJECTED naming it read-only, on GraphQL sync and REST saveTables; nothing changes; her own applies", async () => {
    const { sue, clients } = await teams();
    const client = clients[0]!;
    const before = await db()
      .selectFrom("records")
      .select(["content", "dataversion", "deleted_at"])
      .where("uuid", "=", client.uuid as string)
      .executeTakeFirstOrThrow();
    const own = makeClient({ clientname: "Sue's own" });
    const answer = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      {
        input: {
          appInstallId: installOf(sue),
          entries: [
            { clientMutationId: 1, table: "clients", uuid: client.uuid, client: { ...client, clientname: "Changed by Sue" } },
            { clientMutationId: 2, table: "clients", uuid: own.uuid, client: own },
            { clientMutationId: 3, table: "clients", uuid: client.uuid, op: "DELETE" },
          ],
        },
      },
      as(sue),
    );
    expect(answer.errors).toBeUndefined();
    const readOnly = `clients record ${client.uuid as string} belongs to a worker you supervise: it is read-only for you, and nothing was changed`;
    expect(answer.data!.sync.results.map((r) => [r.clientMutationId, r.status, r.reason ?? null])).toEqual([
      [1, "REJECTED", readOnly],
      [2, "APPLIED", null],
      [3, "REJECTED", readOnly],
    ]);
    // REST: the same refusal, as the legacy facade answers a rejected entry (400, the entry named).
    const rest = await save(sue, [makeEntry({ ...client, clientname: "Changed again" })]);
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ error: `payload[0].${readOnly}`, rejected: [{ reason: readOnly, table: "clients", uuid: client.uuid }] });
    const after = await db()
      .selectFrom("records")
      .select(["content", "dataversion", "deleted_at"])
      .where("uuid", "=", client.uuid as string)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(
      await db()
        .selectFrom("record_history")
        .select("id")
        .where("uuid", "=", client.uuid as string)
        .execute(),
    ).toEqual([]);
    expect(
      (
        await db()
          .selectFrom("records")
          .select("owner_user_id")
          .where("uuid", "=", own.uuid as string)
          .executeTakeFirstOrThrow()
      ).owner_user_id,
    ).toBe(sue.user.id);
  });

  it("supervisedRecords pages a worker's records, then answers only what changed since, a deletion as a tombstone; audited without names", async () => {
    const { sue, ada, fay, ben, clients, plan, checklist } = await teams();
    // Read once the change feed reads every write so far (a test beside this one may hold its horizon a moment).
    const read = async (who: Worker, workerId: number, after: string | null) => {
      await untilFeedReadsWritesSoFar(db());
      return graphql<RecordsAnswer>(server.baseUrl, RECORDS, { workerId, after }, as(who));
    };
    const first = await read(sue, ada.user.id, null);
    expect(first.errors).toBeUndefined();
    const page = first.data!.supervisedRecords;
    expect(page.done).toBe(true);
    expect(page.documents.map((d) => [d.table, d.uuid, d.deleted, (d.content as { clientname?: string }).clientname ?? null])).toEqual([
      ["clients", clients[0]!.uuid, false, "Ana Banda"],
      ["clients", clients[1]!.uuid, false, "Chikondi Phiri"],
      ["rehabilitations", plan.uuid, false, null],
      ["milestones", checklist.uuid, false, null],
    ]);
    // Nothing changed: nothing more (the cursor may move on to where the feed now stands).
    const none = (await read(sue, ada.user.id, page.cursor)).data!.supervisedRecords;
    expect(none).toEqual({ documents: [], cursor: expect.any(String), done: true });
    // Ada edits one client and deletes the other: only those two come, the deleted as a tombstone.
    const edited = await save(ada, [
      makeEntry({ ...clients[0]!, clientname: "Ana B." }),
      makeEntry({ uuid: clients[1]!.uuid }, { op: "DELETE", table: "clients", record: undefined }),
    ]);
    expect(edited.status).toBe(200);
    const changed = (await read(sue, ada.user.id, page.cursor)).data!.supervisedRecords;
    expect(changed.documents.map((d) => [d.uuid, d.deleted, d.deleted ? null : (d.content as { clientname: string }).clientname])).toEqual([
      [clients[0]!.uuid, false, "Ana B."],
      [clients[1]!.uuid, true, null],
    ]);
    expect(changed.done).toBe(true);
    // Fay (her teammate), Ben (team Y) and Sue for Ben: refused, naming why.
    expect((await read(fay, ada.user.id, null)).errors?.[0]?.message).toBe(`workerId: ${ada.user.id} is no worker of a team you supervise`);
    expect((await read(sue, ben.user.id, null)).errors?.[0]?.message).toBe(`workerId: ${ben.user.id} is no worker of a team you supervise`);

    // Her phone's views: each audited once, online or offline as the phone was (an earlier build's, without the flag: offline),
    // the client as the deployment's pseudonym, never a name.
    const clientUuid = clients[0]!.uuid as string;
    const views = await graphql<{ reportSupervisorViews: number }>(
      server.baseUrl,
      VIEWS,
      {
        views: [
          { workerId: ada.user.id, clientUuid, screen: "client", viewedAt: "2026-12-06T08:00:00.000Z" },
          { workerId: ada.user.id, screen: "worker", viewedAt: "2026-12-06T08:01:00.000Z", online: false },
          { workerId: ada.user.id, clientUuid, screen: "client", viewedAt: "2026-12-06T08:02:00.000Z", online: true },
        ],
      },
      as(sue),
    );
    expect(views.data?.reportSupervisorViews).toBe(3);
    const events = await db()
      .selectFrom("audit_events")
      .select(["actor", "action", "application", "target", "detail"])
      .where("action", "=", "supervisor.viewed")
      .where("actor", "=", sue.email)
      .orderBy("id")
      .execute();
    const key = await new ReportingTokensRepository(db()).pseudonymKey("default");
    expect(events).toEqual([
      { actor: sue.email, action: "supervisor.viewed", application: "default", target: ada.email, detail: "records sent to her phone, 4 from the start" },
      {
        actor: sue.email,
        action: "supervisor.viewed",
        application: "default",
        target: ada.email,
        detail: "records sent to her phone, 2 changed since her last page",
      },
      {
        actor: sue.email,
        action: "supervisor.viewed",
        application: "default",
        target: ada.email,
        detail: `screen client, client ${pseudonym(key, `id:${clientUuid}`)}, viewed 2026-12-06T08:00:00.000Z, offline`,
      },
      {
        actor: sue.email,
        action: "supervisor.viewed",
        application: "default",
        target: ada.email,
        detail: "screen worker, viewed 2026-12-06T08:01:00.000Z, offline",
      },
      {
        actor: sue.email,
        action: "supervisor.viewed",
        application: "default",
        target: ada.email,
        detail: `screen client, client ${pseudonym(key, `id:${clientUuid}`)}, viewed 2026-12-06T08:02:00.000Z, online`,
      },
    ]);
    expect(JSON.stringify(events)).not.toContain("Ana");
    // A view of someone of another deployment is refused, and nothing recorded.
    const stranger = await createWorker(server.baseUrl, { application: "MALA" });
    const refused = await graphql(
      server.baseUrl,
      VIEWS,
      { views: [{ workerId: stranger.user.id, screen: "worker", viewedAt: "2026-12-06T08:00:00.000Z" }] },
      as(sue),
    );
    expect(refused.errors?.[0]?.message).toBe(`views[0].workerId: ${stranger.user.id} is no worker of your deployment`);
  });

  it("answers supervisedWorkers and supervisedRecords asked without their optional arguments as asked with null", async () => {
    const { sue, ada, fay, clients } = await teams();
    await untilFeedReadsWritesSoFar(db());
    const workers = await graphql<{ supervisedWorkers: { userId: number }[] }>(server.baseUrl, "{ supervisedWorkers { userId } }", {}, as(sue));
    expect(workers.errors).toBeUndefined();
    expect(workers.data!.supervisedWorkers.map((w) => w.userId).sort((a, b) => a - b)).toEqual([ada.user.id, fay.user.id].sort((a, b) => a - b));
    const records = await graphql<RecordsAnswer>(
      server.baseUrl,
      "query($workerId: Int!) { supervisedRecords(workerId: $workerId) { documents cursor done } }",
      { workerId: ada.user.id },
      as(sue),
    );
    expect(records.errors).toBeUndefined();
    expect(records.data!.supervisedRecords.documents.filter((d) => d.table === "clients").map((d) => d.uuid)).toEqual(clients.map((c) => c.uuid));
  });

  it("answers a client moved from one of her workers to another as a tombstone under the first, and as a record under the second (docs/teams.md, 'Moving a caseload')", async () => {
    const { sue, ada, fay, clients } = await teams();
    const read = async (workerId: number, after: string | null) => {
      await untilFeedReadsWritesSoFar(db());
      const answer = await graphql<RecordsAnswer>(server.baseUrl, RECORDS, { workerId, after }, as(sue));
      expect(answer.errors).toBeUndefined();
      return answer.data!.supervisedRecords;
    };
    const adaFirst = await read(ada.user.id, null);
    const fayFirst = await read(fay.user.id, null);
    const moved = await graphql(
      server.baseUrl,
      "mutation($input: TransferClientsInput!) { transferClients(input: $input) { clients records } }",
      { input: { fromUserId: ada.user.id, toUserId: fay.user.id, clientUuids: [clients[1]!.uuid] } },
      admin,
    );
    expect(moved.errors).toBeUndefined();
    const adaAfter = await read(ada.user.id, adaFirst.cursor);
    expect(adaAfter.documents.map((d) => [d.table, d.uuid, d.deleted])).toEqual([["clients", clients[1]!.uuid, true]]);
    const fayAfter = await read(fay.user.id, fayFirst.cursor);
    expect(fayAfter.documents.map((d) => [d.table, d.uuid, d.deleted])).toEqual([["clients", clients[1]!.uuid, false]]);
    // Read again from the start, Ada's pages hold the moved client only as its tombstone.
    const adaAgain = await read(ada.user.id, null);
    expect(adaAgain.documents.filter((d) => d.uuid === clients[1]!.uuid).map((d) => d.deleted)).toEqual([true]);
  });

  it("removed from the team, she reads nothing of its workers and may write again nothing of theirs", async () => {
    const { sue, ada, x, clients } = await teams();
    await db().deleteFrom("team_members").where("team_id", "=", x).where("user_id", "=", sue.user.id).execute();
    const read = await graphql<RecordsAnswer>(server.baseUrl, RECORDS, { workerId: ada.user.id, after: null }, as(sue));
    expect(read.errors?.[0]?.message).toBe(`workerId: ${ada.user.id} is no worker of a team you supervise`);
    // No longer her supervisor: a write of Ada's record is another owner's again, refused as before teams.
    const write = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: installOf(sue), entries: [{ clientMutationId: 1, table: "clients", uuid: clients[0]!.uuid, client: clients[0] }] } },
      as(sue),
    );
    expect(write.errors?.[0]?.message).toContain("belongs to another owner");
  });
});
