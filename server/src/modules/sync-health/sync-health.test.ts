import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Identity } from "../../auth/identity.js";
import { createServices } from "../../services.js";
import { MAX_CLIENT_MUTATION_ID } from "../../sync/sync-entry.js";
import { makeClient, makeEntry, makeUser } from "../../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";

describe.each(databaseKinds)("the sync-health report on %s", (kind) => {
  const database = useTestDatabase(kind);
  const services = () => createServices(database.handle.db, { adminToken: "admin" });

  it("reports sync health for an install whose stored last mutation id is beyond a GraphQL Int", async () => {
    const s = services();
    await seedDeploymentsIfEmpty(database.handle.db);
    const { identity } = await makeUser(s);
    await s.sync.applyBatch(identity, identity.installId, [makeEntry(makeClient(), { clientMutationId: 1 })], "payload");
    await sql`update app_installs set last_mutation_id = 9007199254740991`.execute(database.handle.db);
    const admin: Identity = { user: null, installId: null, isAdmin: true };
    const { token } = await s.reporting.createToken(admin, { application: "default", label: "ops", identifiable: true });
    const reporter = await s.auth.resolveIdentity(`Bearer ${token}`, undefined);
    const rows = await s.reporting.report(reporter, "sync-health", {}, null);
    // docs/SECURITY.md, "Rules, and the test that proves each": the report names the install by its pseudonym, never its raw id.
    expect(rows).toEqual([expect.objectContaining({ install_id: expect.stringMatching(/^P-/), last_mutation_id: MAX_CLIENT_MUTATION_ID })]);
  });

  it("counts every install that synced, registered with registerAppInstall or not, and no install of another deployment", async () => {
    const s = services();
    await seedDeploymentsIfEmpty(database.handle.db);
    const secret = () => randomBytes(32).toString("base64url");
    // Her phone as the worker app is: its first request carries the install's secret (kept on trust), then it syncs; it never registers.
    const worker = await makeUser(s);
    const hers = randomUUID();
    const asHers = await s.auth.resolveIdentity(`Bearer ${worker.token}`, hers, secret());
    await s.sync.applyBatch(asHers, hers, [makeEntry(makeClient(), { clientMutationId: 1 }), makeEntry(makeClient(), { clientMutationId: 2 })], "payload");
    // A phone nobody logged in on: its records name the deployment they were written for.
    const anonymous = randomUUID();
    const asAnonymous = await s.auth.resolveIdentity(undefined, anonymous, secret());
    await s.sync.applyBatch(asAnonymous, anonymous, [makeEntry(makeClient(), { clientMutationId: 1, appIdentifier: "default" })], "payload");
    // A worker of another deployment syncs too: never in this deployment's report.
    const other = await makeUser(s, { application: "MALA" });
    const theirs = randomUUID();
    await s.sync.applyBatch(
      await s.auth.resolveIdentity(`Bearer ${other.token}`, theirs, secret()),
      theirs,
      [makeEntry(makeClient(), { clientMutationId: 1 })],
      "payload",
    );

    const admin: Identity = { user: null, installId: null, isAdmin: true };
    const { token } = await s.reporting.createToken(admin, { application: "default", label: "ops", identifiable: true });
    const rows = await s.reporting.report(await s.auth.resolveIdentity(`Bearer ${token}`, undefined), "sync-health", {}, null);
    const counts = rows.map(({ records, mutations, last_mutation_id, days_since_sync }) => ({ records, mutations, last_mutation_id, days_since_sync }));
    expect(counts.sort((x, y) => Number(x.records) - Number(y.records))).toEqual([
      { records: 1, mutations: 1, last_mutation_id: 1, days_since_sync: 0 },
      { records: 2, mutations: 2, last_mutation_id: 2, days_since_sync: 0 },
    ]);
  });
});
