import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Identity } from "../../auth/identity.js";
import { zoneOfDeployment } from "../../sync/deployment-zone.repository.js";
import { FEED_START } from "../../sync/feed-position.js";
import { untilFeedReadsWritesSoFar } from "../../test-support/feed-horizon.js";
import { createServices } from "../../services.js";
import { makeUser } from "../../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { REPORTING_CONSENT } from "../reporting/reporting.fixture.js";
import { ReportingTokensRepository } from "../reporting/reporting-tokens.repository.js";
import { SupervisionRepository } from "./supervision.repository.js";
import { SupervisionService } from "./supervision.service.js";

const admin: Identity = { user: null, installId: null, isAdmin: true };

const client = (uuid: string, extra: Record<string, unknown> = {}) => ({ uuid, clientname: `Name of ${uuid}`, consents: [REPORTING_CONSENT], ...extra });
const plan = (uuid: string, clientUuid: string, visitFrequency: string, diary: string[], scores: string[] = []) => ({
  uuid,
  client_uuid: clientUuid,
  visitFrequency,
  diary_items: diary.map((date, i) => ({ uuid: `${uuid}-d${i}`, date })),
  ladder_of_live: [{ uuid: `${uuid}-l`, measure: scores.map((date, i) => ({ uuid: `${uuid}-m${i}`, date, score: 4 })) }],
  domains: [],
});

/**
 * docs/teams.md, "What a supervisor sees": each worker's numbers, exactly, on spec-style dates in the
 * deployment's zone (MALA: Africa/Blantyre, UTC+2), her overdue visits equal to reportVisitsDue's.
 */
describe.each(databaseKinds)("a supervisor's numbers of her workers (%s)", (kind) => {
  const database = useTestDatabase(kind);

  it("counts active clients, visits this month, overdue visits, last sync and waiting edits as the rules say", async () => {
    const db = database.handle.db;
    const services = createServices(db, { adminToken: "admin" });
    await seedDeploymentsIfEmpty(db);
    const [sue, amina, bertha, other] = [
      await makeUser(services, { application: "MALA" }),
      await makeUser(services, { application: "MALA" }),
      await makeUser(services, { application: "MALA" }),
      await makeUser(services, { application: "MALA" }),
    ];
    const [north, south] = await db
      .insertInto("teams")
      .values([
        { application: "MALA", name: "North", area: null },
        { application: "MALA", name: "South", area: null },
      ])
      .returning("id")
      .execute();
    await db
      .insertInto("team_members")
      .values([
        { team_id: north!.id, user_id: sue.user.id, role: "supervisor" },
        { team_id: north!.id, user_id: amina.user.id, role: "worker" },
        { team_id: north!.id, user_id: bertha.user.id, role: "worker" },
        { team_id: south!.id, user_id: other.user.id, role: "worker" },
      ])
      .execute();
    const [a, b] = [amina.user.id, bertha.user.id];
    const rows = [
      // Amina, on 1 December 2026 in Blantyre: c1 visited that day (weekly, due 08-12), c2 scored that day
      // (fortnightly, due 15-12), c3 overdue (monthly from 31-10, due 30-11); c4 archived (alive, not due); c5 deleted.
      { table: "clients", uuid: "c1", content: client("c1"), owner: a },
      { table: "rehabilitations", uuid: "p1", content: plan("p1", "c1", "weekly", ["20-11-2026", "01-12-2026", "02-12-2026"]), owner: a },
      { table: "clients", uuid: "c2", content: client("c2"), owner: a },
      { table: "rehabilitations", uuid: "p2", content: plan("p2", "c2", "fortnightly", ["10-11-2026"], ["17-11-2026", "01-12-2026"]), owner: a },
      { table: "clients", uuid: "c3", content: client("c3"), owner: a },
      { table: "rehabilitations", uuid: "p3", content: plan("p3", "c3", "monthly", ["31-10-2026"]), owner: a },
      { table: "clients", uuid: "c4", content: client("c4", { archived: true }), owner: a },
      { table: "clients", uuid: "c5", content: client("c5"), owner: a, deleted: true },
      // Bertha: c7 due 11-12 (every 3 weeks from 20-11), no visit this month.
      { table: "clients", uuid: "c7", content: client("c7"), owner: b },
      { table: "rehabilitations", uuid: "p7", content: plan("p7", "c7", "every 3 weeks", ["20-11-2026"]), owner: b },
      // South's worker: never in Sue's list.
      { table: "clients", uuid: "c9", content: client("c9"), owner: other.user.id },
    ];
    await db
      .insertInto("records")
      .values(
        rows.map((r, index) => ({
          table_name: r.table,
          uuid: r.uuid,
          owner_user_id: r.owner,
          owner_install_id: null,
          application: "MALA",
          dataversion: index + 1,
          content: JSON.stringify(r.content),
          last_install_id: null,
          updated_at: new Date("2026-11-30T00:00:00Z"),
          deleted_at: r.deleted ? new Date("2026-11-30T12:00:00Z") : null,
        })),
      )
      .execute();
    // Amina's phones: one synced last at 08:00 with 3 edits waiting, an older one forgotten (its 5 waiting edits gone with it).
    await db
      .insertInto("app_installs")
      .values([
        { uuid: randomUUID(), user_id: a, last_sync_at: new Date("2026-11-30T08:00:00Z"), waiting_edits: 3 },
        { uuid: randomUUID(), user_id: a, last_sync_at: new Date("2026-11-20T08:00:00Z"), waiting_edits: 5, forgotten_at: new Date("2026-11-21T00:00:00Z") },
      ])
      .execute();

    // 30 November 23:30 UTC is 1 December 01:30 in Blantyre: the deployment's day is 1 December.
    const now = Date.parse("2026-11-30T23:30:00Z");
    const supervision = new SupervisionService(
      new SupervisionRepository(db),
      services.audit,
      (application) => new ReportingTokensRepository(db).pseudonymKey(application),
      (application) => zoneOfDeployment(db, application),
      () => now,
    );
    const sueIdentity = { ...sue.identity };
    const workers = await supervision.workers(sueIdentity, null);
    expect(workers).toEqual([
      {
        userId: a,
        name: amina.user.name,
        teamId: north!.id,
        teamName: "North",
        // c1 to c4: live (c4 archived still counts); c5 deleted.
        activeClients: 4,
        // 1 December: c1's diary and c2's ladder score, one each (c1's 02-12 is an appointment still to come).
        visitsThisMonth: 2,
        // Judged on 1 December: c1's last visit is then 01-12 (due 08-12), c3 due 30-11: overdue.
        overdueVisits: 1,
        lastSyncAt: new Date("2026-11-30T08:00:00Z"),
        waitingEdits: 3,
      },
      {
        userId: b,
        name: bertha.user.name,
        teamId: north!.id,
        teamName: "North",
        activeClients: 1,
        visitsThisMonth: 0,
        overdueVisits: 0,
        lastSyncAt: null,
        waitingEdits: 0,
      },
    ]);

    // The same overdue count as the visits-due report for the same workers on the same day.
    const made = await services.reporting.createToken(admin, { application: "MALA", label: "visits", identifiable: true });
    const report = await services.reporting.report(await services.auth.resolveIdentity(`Bearer ${made.token}`, undefined), "visits-due", {}, "2026-12-01");
    const overdueOf = (name: string) => report.find((r) => r.worker_name === name)?.overdue ?? 0;
    expect(workers.map((w) => w.overdueVisits)).toEqual([overdueOf(amina.user.name), overdueOf(bertha.user.name)]);

    // A day earlier in the zone (30 November, 12:00 UTC): November's visits, and c1 and c3 not yet overdue.
    const november = new SupervisionService(
      new SupervisionRepository(db),
      services.audit,
      (application) => new ReportingTokensRepository(db).pseudonymKey(application),
      (application) => zoneOfDeployment(db, application),
      () => Date.parse("2026-11-30T12:00:00Z"),
    );
    const amina30 = (await november.workers(sueIdentity, north!.id))[0]!;
    // 20-11 (c1), 10-11 (c2's diary), 17-11 (c2's score): three visits in November; c1 due 27-11 is overdue, c3 due 30-11 is today.
    expect([amina30.visitsThisMonth, amina30.overdueVisits]).toEqual([3, 1]);

    // Who may ask: not for a team she does not supervise; an operator names the team, of her deployment only.
    await expect(supervision.workers(sueIdentity, south!.id)).rejects.toThrow(`teamId: you do not supervise team ${south!.id}`);
    await expect(supervision.workers(admin, null)).rejects.toThrow("teamId: an operator names the team whose workers she reads");
    expect((await supervision.workers(admin, south!.id)).map((w) => [w.userId, w.activeClients])).toEqual([[other.user.id, 1]]);
    const operatorOfDefault: Identity = { ...admin, isAdmin: false, operator: { userId: 0, email: "op@example.org", name: "Op", application: "default" } };
    await expect(supervision.workers(operatorOfDefault, north!.id)).rejects.toThrow(`teamId: no team ${north!.id} in your deployment`);
    // Her workers' counts name no client and show no record: not a view, no audit row for any of these calls (docs/teams.md).
    const events = await db.selectFrom("audit_events").select(["action", "target", "detail"]).where("action", "=", "supervisor.viewed").execute();
    expect(events).toEqual([]);

    // Paging: two records a page, in the feed's order, then done (once the feed reads every write so far).
    await untilFeedReadsWritesSoFar(db);
    const repository = new SupervisionRepository(db);
    const reader = await supervision.asSupervisor(sueIdentity);
    const first = await repository.changedRecords(reader, a, FEED_START, 2);
    const second = await repository.changedRecords(reader, a, first.position, 100);
    expect(first.full).toBe(true);
    expect(second.full).toBe(false);
    const uuids = [...first.rows, ...second.rows].map((row) => (JSON.parse(row.document) as { uuid: string }).uuid);
    expect(uuids).toEqual(["c1", "p1", "c2", "p2", "c3", "p3", "c4", "c5"]);
    // Without her supervised workers in her identity, the rule gives her none of Amina's.
    expect((await repository.changedRecords({ ...sueIdentity, supervises: [] }, a, FEED_START, 100)).rows).toEqual([]);
  });
});
