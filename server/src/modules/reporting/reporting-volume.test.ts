import { describe, expect, it } from "vitest";
import type { Identity } from "../../auth/identity.js";
import { createServices } from "../../services.js";
import { useTestDatabase } from "../../test-support/test-database.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { expectedVolume, seedVolume, VOLUME_INSTALLS } from "./reporting-volume.js";

const COUNT = 100_000;
const sum = (rows: Array<Record<string, unknown>>, key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

/**
 * docs/REPORTING.md at scale on real PostgreSQL (PGlite would take several times longer for the same set):
 * 100,000 records seeded in one INSERT ... SELECT, every report still answers the right totals.
 * Bounded: about 6 s on the 2-core CI machine (seed under 2 s, then the five reports and a page); the
 * timeout below stops it at 30 s.
 */
describe("reporting on 100,000 records (postgres)", () => {
  const database = useTestDatabase("postgres");

  it("answers every report with the right totals", { timeout: 30_000 }, async () => {
    const db = database.handle.db;
    await seedDeploymentsIfEmpty(db);
    await seedVolume(db, "MALA", COUNT);
    const services = createServices(db, { adminToken: "admin" });
    const admin: Identity = { user: null, installId: null, isAdmin: true };
    const { token } = await services.reporting.createToken(admin, { application: "MALA", label: "scale", identifiable: true });
    const reporter = await services.auth.resolveIdentity(`Bearer ${token}`, undefined);
    const expected = expectedVolume(COUNT);
    expect(expected.clients).toBe(40_000);

    const clients = await services.reporting.report(reporter, "clients-by-status", {}, null);
    expect(sum(clients, "clients")).toBe(expected.clients);
    for (const status of ["active", "closed", "waiting"]) {
      expect(
        sum(
          clients.filter((r) => r.status === status),
          "clients",
        ),
      ).toBe(expected.byStatus[status]);
    }
    expect(sum(await services.reporting.report(reporter, "clients-by-status", { archived: true }, null), "clients")).toBe(expected.archived);

    const milestones = await services.reporting.report(reporter, "milestone-achievement", {}, "2026-11-23");
    expect([sum(milestones, "indicators"), sum(milestones, "achieved")]).toEqual([expected.indicators, expected.achieved]);

    const goals = await services.reporting.report(reporter, "goals-by-domain", {}, null);
    expect(goals).toHaveLength(7);
    expect([sum(goals, "goals"), sum(goals, "achieved")]).toEqual([expected.goals, expected.goalsAchieved]);

    const ladder = await services.reporting.report(reporter, "ladder-trends", {}, null);
    expect(ladder).toHaveLength(12);
    expect(sum(ladder, "measurements")).toBe(expected.measurements);

    const health = await services.reporting.report(reporter, "sync-health", {}, "2026-11-23");
    expect(health).toHaveLength(VOLUME_INSTALLS);
    expect(sum(health, "records")).toBe(COUNT);

    const page = await services.reporting.page(reporter, "clients", 500, null, {});
    expect(page.edges).toHaveLength(500);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });
});
