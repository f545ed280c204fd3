import { parseCalendarDate, visitsDue } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import type { Identity } from "../../auth/identity.js";
import { createServices } from "../../services.js";
import { makeUser } from "../../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { REPORTING_CONSENT } from "./reporting.fixture.js";

const admin: Identity = { user: null, installId: null, isAdmin: true };
const AS_OF = "2026-12-06";

type Row = { table: string; uuid: string; content: Record<string, unknown>; owner: number | null; application?: string; deleted?: boolean };

const client = (uuid: string, extra: Record<string, unknown> = {}) => ({ uuid, clientname: `Name of ${uuid}`, consents: [REPORTING_CONSENT], ...extra });
const plan = (uuid: string, clientUuid: string, visitFrequency: string, diary: string[], scores: string[] = [], goals: string[] = []) => ({
  uuid,
  client_uuid: clientUuid,
  visitFrequency,
  diary_items: diary.map((date, i) => ({ uuid: `${uuid}-d${i}`, date })),
  ladder_of_live: [{ uuid: `${uuid}-l`, measure: scores.map((date, i) => ({ uuid: `${uuid}-m${i}`, date, score: 4 })) }],
  domains: [{ domain_id: "1", goals: goals.map((activationdate, i) => ({ uuid: `${uuid}-g${i}`, activationdate })) }],
});
const cycle = (uuid: string, clientUuid: string, fields: Record<string, unknown>) => ({ uuid, client_uuid: clientUuid, ...fields });

/**
 * docs/REPORTING.md, "Visits due per worker": the report counts, per worker, what the phone's
 * "Visits due" screen counts (packages/domain/src/visits-due.ts) on the same records.
 */
describe.each(databaseKinds)("the visits-due report (%s)", (kind) => {
  const database = useTestDatabase(kind);

  it("counts each worker's clients overdue, due today and this week as the domain's rule does, on spec-style dates", async () => {
    const db = database.handle.db;
    const services = createServices(db, { adminToken: "admin" });
    await seedDeploymentsIfEmpty(db);
    const amina = await makeUser(services, { application: "MALA" });
    const bertha = await makeUser(services, { application: "MALA" });
    const [a, b] = [amina.user.id, bertha.user.id];
    const rows: Row[] = [
      // Amina: overdue 27-11 (weekly from 20-11), today (fortnightly from the ladder's 22-11), overdue 30-11 (monthly from 31-10).
      { table: "clients", uuid: "c1", content: client("c1"), owner: a },
      { table: "rehabilitations", uuid: "p1", content: plan("p1", "c1", "weekly", ["20-11-2026", "18-11-2026"]), owner: a },
      { table: "clients", uuid: "c2", content: client("c2"), owner: a },
      { table: "rehabilitations", uuid: "p2", content: plan("p2", "c2", "fortnightly", ["10-11-2026"], ["22-11-2026"]), owner: a },
      { table: "clients", uuid: "c3", content: client("c3"), owner: a },
      { table: "rehabilitations", uuid: "p3", content: plan("p3", "c3", "monthly", ["31-10-2026"]), owner: a },
      // Archived; old free text; no consent to reporting: none of them counts.
      { table: "clients", uuid: "c4", content: client("c4", { archived: true }), owner: a },
      { table: "rehabilitations", uuid: "p4", content: plan("p4", "c4", "weekly", ["01-10-2026"]), owner: a },
      { table: "clients", uuid: "c5", content: client("c5"), owner: a },
      { table: "rehabilitations", uuid: "p5", content: plan("p5", "c5", "Every week", ["01-10-2026"]), owner: a },
      { table: "clients", uuid: "c6", content: client("c6", { consents: [] }), owner: a },
      { table: "rehabilitations", uuid: "p6", content: plan("p6", "c6", "weekly", ["01-10-2026"]), owner: a },
      // Bertha: this week 11-12 (every 3 weeks from 20-11), overdue 01-12 (a weekly cycle goal begun then; her deleted plan
      // does not count), this week 08-12 (weekly from 01-12; the archived daily cycle goal does not count).
      { table: "clients", uuid: "c7", content: client("c7"), owner: b },
      { table: "rehabilitations", uuid: "p7", content: plan("p7", "c7", "every 3 weeks", ["20-11-2026"]), owner: b },
      { table: "clients", uuid: "c8", content: client("c8"), owner: b },
      { table: "cycle_descriptions", uuid: "y8", content: cycle("y8", "c8", { cycle_rhythm: "weekly", cycle_start: "01-12-2026" }), owner: b },
      { table: "rehabilitations", uuid: "p8", content: plan("p8", "c8", "weekly", ["01-01-2026"]), owner: b, deleted: true },
      { table: "clients", uuid: "c9", content: client("c9"), owner: b },
      { table: "rehabilitations", uuid: "p9", content: plan("p9", "c9", "weekly", ["01-12-2026"]), owner: b },
      { table: "cycle_descriptions", uuid: "y9", content: cycle("y9", "c9", { cycle_rhythm: "daily", archived: "T" }), owner: b },
      // A phone without a login: no visit yet, due at the plan's start (its goal's activation, 01-12): overdue.
      { table: "clients", uuid: "c10", content: client("c10"), owner: null },
      { table: "rehabilitations", uuid: "p10", content: plan("p10", "c10", "weekly", [], [], ["03-12-2026", "01-12-2026"]), owner: null },
      // Another deployment's overdue client is never MALA's.
      { table: "clients", uuid: "c11", content: client("c11"), owner: null, application: "HIAPP" },
      { table: "rehabilitations", uuid: "p11", content: plan("p11", "c11", "weekly", ["01-10-2026"]), owner: null, application: "HIAPP" },
    ];
    await db
      .insertInto("records")
      .values(
        rows.map((r, index) => ({
          table_name: r.table,
          uuid: r.uuid,
          owner_user_id: r.owner,
          owner_install_id: r.owner === null ? "phone-1" : null,
          application: r.application ?? "MALA",
          dataversion: index + 1,
          content: JSON.stringify(r.content),
          last_install_id: null,
          updated_at: new Date("2026-12-01T00:00:00Z"),
          deleted_at: r.deleted ? new Date("2026-12-02T00:00:00Z") : null,
        })),
      )
      .execute();

    const token = async (identifiable: boolean) => {
      const made = await services.reporting.createToken(admin, { application: "MALA", label: `visits ${identifiable}`, identifiable });
      return services.auth.resolveIdentity(`Bearer ${made.token}`, undefined);
    };
    const named = await services.reporting.report(await token(true), "visits-due", {}, AS_OF);
    expect(named.map(({ worker: _, ...counts }) => counts)).toEqual([
      { worker_name: amina.user.name, overdue: 2, due_today: 1, due_this_week: 0 },
      { worker_name: "", overdue: 1, due_today: 0, due_this_week: 0 },
      { worker_name: bertha.user.name, overdue: 1, due_today: 0, due_this_week: 2 },
    ]);
    const workers = named.map((r) => r.worker as string);
    expect(new Set(workers).size).toBe(3);
    for (const worker of workers) expect(worker).toMatch(/^P-[0-9a-f]{16}$/);

    // The domain's rule on the same live, consented records of MALA gives the same counts per owner.
    const live = rows.filter((r) => !r.deleted && (r.application ?? "MALA") === "MALA" && r.uuid !== "c6" && r.content.client_uuid !== "c6");
    const byTable = (table: string) => live.filter((r) => r.table === table).map((r) => r.content);
    const due = visitsDue(byTable("clients") as never, byTable("rehabilitations") as never, byTable("cycle_descriptions"), parseCalendarDate(AS_OF)!);
    const owners = new Map(live.filter((r) => r.table === "clients").map((r) => [r.uuid, r.owner]));
    const count = (owner: number | null, when: string) => due.filter((d) => owners.get(d.client_uuid) === owner && d.when === when).length;
    expect(named.map((r) => [r.overdue, r.due_today, r.due_this_week])).toEqual(
      [a, null, b].map((owner) => [count(owner, "overdue"), count(owner, "today"), count(owner, "week")]),
    );

    // Without the identifiable scope the same counts and pseudonyms, and no names.
    const pseudonymous = await services.reporting.report(await token(false), "visits-due", {}, AS_OF);
    expect(pseudonymous).toEqual(named.map((r) => ({ ...r, worker_name: "" })));
    // Filters apply to the clients: region 99 has none.
    expect(await services.reporting.report(await token(true), "visits-due", { region: "99" }, AS_OF)).toEqual([]);
    expect(await services.reporting.csv(await token(false), "visits-due", {}, AS_OF)).toContain("worker,worker_name,overdue,due_today,due_this_week");
  });
});
