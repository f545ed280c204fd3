import { describe, expect, it } from "vitest";
import type { Identity } from "../../auth/identity.js";
import { createServices, type Services } from "../../services.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { ageInMonths } from "@stepwise/domain";
import { ageBandOf } from "./age-bands.js";
import { pseudonym } from "./pseudonym.js";
import { withoutIdentity } from "./pseudonyms.js";
import { FIXTURE_AS_OF, insertFixture } from "./reporting.fixture.js";

const admin: Identity = { user: null, installId: null, isAdmin: true };

describe.each(databaseKinds)("reporting aggregates on the fixture (%s)", (kind) => {
  const database = useTestDatabase(kind);

  async function setUp(application = "MALA", identifiable = false): Promise<{ services: Services; reporter: Identity }> {
    const services = createServices(database.handle.db, { adminToken: "admin" });
    await seedDeploymentsIfEmpty(database.handle.db);
    await insertFixture(database.handle.db);
    const { token } = await services.reporting.createToken(admin, { application, label: "tests", identifiable });
    return { services, reporter: await services.auth.resolveIdentity(`Bearer ${token}`, undefined) };
  }

  // A status is free text: only an identifiable token sees and filters it (reporting-access.test.ts).
  it("counts live clients by status, region and age band, and filters by archived and region", async () => {
    const { services, reporter } = await setUp("MALA", true);
    expect(await services.reporting.report(reporter, "clients-by-status", {}, null)).toEqual([
      { status: "active", region: "11", age_band: "0-11 months", clients: 1 },
      { status: "active", region: "11", age_band: "24-35 months", clients: 1 },
      { status: "active", region: "12", age_band: "24-35 months", clients: 1 },
      { status: "closed", region: "12", age_band: "unknown", clients: 1 },
    ]);
    expect(await services.reporting.report(reporter, "clients-by-status", { archived: true }, null)).toEqual([
      { status: "closed", region: "12", age_band: "unknown", clients: 1 },
    ]);
    expect(await services.reporting.report(reporter, "clients-by-status", { region: "11" }, null)).toHaveLength(2);
    expect(await services.reporting.report(reporter, "clients-by-status", { status: "closed", valid: true }, null)).toEqual([
      { status: "closed", region: "12", age_band: "unknown", clients: 1 },
    ]);
    expect(await services.reporting.report(reporter, "clients-by-status", { valid: false }, null)).toEqual([]);
    expect(await services.reporting.report(reporter, "clients-by-status", { updatedFrom: new Date("2026-11-02T00:00:00Z") }, null)).toEqual([]);
  });

  it("counts milestone indicators achieved (status 2) by category and the child's age band on asOf", async () => {
    const { services, reporter } = await setUp();
    expect(await services.reporting.report(reporter, "milestone-achievement", {}, FIXTURE_AS_OF)).toEqual([
      { category: "12-language", age_band: "12-23 months", indicators: 1, achieved: 1, achieved_percent: 100 },
      { category: "12-motor", age_band: "12-23 months", indicators: 3, achieved: 1, achieved_percent: 33.3 },
      { category: "12-motor", age_band: "36-59 months", indicators: 2, achieved: 2, achieved_percent: 100 },
      { category: "24-social", age_band: "24-35 months", indicators: 2, achieved: 1, achieved_percent: 50 },
    ]);
  });

  it("counts goals achieved, active and finished with the mean satisfaction per domain", async () => {
    const { services, reporter } = await setUp();
    expect(await services.reporting.report(reporter, "goals-by-domain", {}, null)).toEqual([
      { domain_id: "1", domain: "Function", goals: 3, achieved: 2, active: 1, finished: 2, mean_satisfaction: 3.67 },
      { domain_id: "2", domain: "Family", goals: 1, achieved: 0, active: 1, finished: 0, mean_satisfaction: null },
    ]);
  });

  it("gives ladder scores per item and month, leaving out a measure without a day-month-year date", async () => {
    const { services, reporter } = await setUp();
    expect(await services.reporting.report(reporter, "ladder-trends", {}, null)).toEqual([
      { item: "Ladder of life", month: "2026-10", measurements: 3, mean_score: 5, min_score: 4, max_score: 6 },
      { item: "Ladder of life", month: "2026-11", measurements: 1, mean_score: 7, min_score: 7, max_score: 7 },
      { item: "Pain", month: "2026-11", measurements: 1, mean_score: 2, min_score: 2, max_score: 2 },
    ]);
  });

  it("shows per install (a pseudonym even with the identifiable scope) the records it holds on the server, mutations applied and the last sync", async () => {
    const { services } = await setUp();
    const { token } = await services.reporting.createToken(admin, { application: "MALA", label: "ops", identifiable: true });
    const reporter = await services.auth.resolveIdentity(`Bearer ${token}`, undefined);
    const rows = await services.reporting.report(reporter, "sync-health", {}, FIXTURE_AS_OF);
    expect(rows.map((r) => r.install_id)).toEqual([expect.stringMatching(/^P-[0-9a-f]{16}$/), expect.stringMatching(/^P-[0-9a-f]{16}$/)]);
    expect(rows).toEqual([
      {
        install_id: rows[0]!.install_id,
        platform: "android",
        region: "11",
        records: 8,
        mutations: 2,
        last_mutation_id: 2,
        last_sync: new Date("2026-11-21T10:00:00Z"),
        days_since_sync: 2,
      },
      {
        install_id: rows[1]!.install_id,
        platform: "ios",
        region: "12",
        records: 3,
        mutations: 0,
        last_mutation_id: 0,
        last_sync: new Date("2026-11-01T00:00:00Z"),
        days_since_sync: 22,
      },
    ]);
  });

  it("writes each report as CSV with a header row", async () => {
    const { services, reporter } = await setUp();
    expect(await services.reporting.csv(reporter, "goals-by-domain", {}, null)).toBe(
      "domain_id,domain,goals,achieved,active,finished,mean_satisfaction\r\n1,Function,3,2,1,2,3.67\r\n2,Family,1,0,1,0,\r\n",
    );
    const health = await services.reporting.csv(reporter, "sync-health", {}, FIXTURE_AS_OF);
    expect(health.split("\r\n")[0]).toBe("install_id,platform,region,records,mutations,last_mutation_id,last_sync,days_since_sync");
    expect(health).not.toContain("i1,");
    expect(health).toMatch(/^P-[0-9a-f]{16},android,11,8,2,2,2026-11-21T10:00:00.000Z,2\r$/m);
  });

  it("pages through a table with cursors, each record once, and refuses a page over 500", async () => {
    const { services, reporter } = await setUp();
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages += 1) {
      const page = await services.reporting.page(reporter, "clients", 3, after, {});
      seen.push(...page.edges.map((e) => String(e.node.uuid)));
      after = page.pageInfo.endCursor;
      if (!page.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(["c1", "c2", "c3", "c4"]);
    await expect(services.reporting.page(reporter, "clients", 501, null, {})).rejects.toThrow("first: must be a whole number from 1 to 500");
    await expect(services.reporting.page(reporter, "clients", 10, "bogus", {})).rejects.toThrow("after: is not a cursor of this connection");
    await expect(services.reporting.page(reporter, "patients", 10, null, {})).rejects.toThrow('table: unknown table "patients"');
  });

  it("without the identifiable scope shows no name, birthdate or image, and pseudonyms stay stable", async () => {
    const { services, reporter } = await setUp();
    const clients = await services.reporting.page(reporter, "clients", 10, null, {});
    const text = JSON.stringify(clients);
    expect(text).not.toContain("Name of");
    expect(text).not.toContain("12-03-2021");
    const first = clients.edges[0]!.node;
    expect(first.clientname).toMatch(/^P-[0-9a-f]{16}$/);
    expect((await services.reporting.page(reporter, "clients", 1, null, {})).edges[0]!.node.clientname).toBe(first.clientname);
    // docs/SECURITY.md, "Pseudonymous reports: an allow-list per table": a child's age is a band, never the months computed from the birthdate.
    const children = await services.reporting.page(reporter, "my_children", 10, null, {});
    const band = (birthdate: string) => ageBandOf(ageInMonths(birthdate, new Date()));
    expect(children.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ uuid: "k1", ageBand: band("15-03-2025") }),
      expect.objectContaining({ uuid: "k2", ageBand: band("01-11-2023") }),
    ]);
    for (const { node } of children.edges) expect(Object.keys(node)).not.toEqual(expect.arrayContaining(["birthdate"]));
    for (const { node } of children.edges) expect(Object.keys(node)).not.toEqual(expect.arrayContaining(["ageInMonths"]));
  });

  it("without the identifiable scope pseudonymises a chat sender, leaves out the sender's id and blanks the message text", async () => {
    const { services, reporter } = await setUp();
    const message = {
      uuid: "m",
      sender_user_id: 7,
      sender_name: "Chikondi",
      text: "Visit Tiyamike at home",
      sent_at: "2026-11-01T10:00:00Z",
      application: "MALA",
    };
    expect(withoutIdentity("chat_messages", message, "key")).toStrictEqual({
      uuid: "m",
      sender_name: pseudonym("key", "user:7"),
      text: "",
      sent_at: message.sent_at,
      application: "MALA",
    });
    expect(await services.reporting.page(reporter, "chat_messages", 10, null, {})).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("with the identifiable scope shows names and birthdates", async () => {
    const { services, reporter } = await setUp("MALA", true);
    const text = JSON.stringify(await services.reporting.page(reporter, "clients", 10, null, {}));
    expect(text).toContain("Name of c1");
    expect(text).toContain("12-03-2021");
  });

  it("never counts or lists another deployment's records", async () => {
    const { services, reporter } = await setUp("HIAPP");
    expect(await services.reporting.report(reporter, "clients-by-status", {}, null)).toEqual([
      { status: "", region: "11", age_band: "0-11 months", clients: 1 },
    ]);
    const listed = await services.reporting.page(reporter, "clients", 500, null, {});
    expect(listed.edges.map((e) => e.node.uuid)).toEqual(["h1"]);
    expect(await services.reporting.report(reporter, "sync-health", {}, FIXTURE_AS_OF)).toHaveLength(1);
  });

  it("refuses reports to callers without a reporting token and tokens to non-operators", async () => {
    const { services } = await setUp();
    await expect(services.reporting.report(admin, "goals-by-domain", {}, null)).rejects.toThrow("reports need a reporting token");
    await expect(
      services.reporting.createToken({ user: null, installId: null, isAdmin: false }, { application: "MALA", label: "x", identifiable: false }),
    ).rejects.toThrow("only an operator");
    await expect(services.reporting.createToken(admin, { application: "NOPE", label: "x", identifiable: false })).rejects.toThrow(
      'createReportingToken.application: no deployment "NOPE"',
    );
  });
});
