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
});
