import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { insertContentItems } from "./content.repository.js";
import { SEED_DEPLOYMENTS, type SeedDeployment } from "./seed/deployments.js";

/** Seeds the three deployments and their content on an empty database (npm start, first run). */
export async function seedDeploymentsIfEmpty(db: Kysely<Database>, deployments: SeedDeployment[] = SEED_DEPLOYMENTS): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Replicas starting together: one seeds, the others then find the deployments there.
    await sql`select pg_advisory_xact_lock(7302)`.execute(trx);
    const existing = await trx.selectFrom("applications").select("id").limit(1).execute();
    if (existing.length > 0) return false;
    for (const deployment of deployments) await insertDeployment(trx, deployment);
    return true;
  });
}

export async function insertDeployment(db: Kysely<Database>, deployment: SeedDeployment): Promise<number> {
  const { id } = await db
    .insertInto("applications")
    .values({
      app_identifier: deployment.app_identifier,
      host: deployment.host,
      app_title: deployment.app_title,
      login: deployment.login,
      version: deployment.version,
      metadata: JSON.stringify(deployment.metadata),
      languages: JSON.stringify(deployment.languages),
      regions: JSON.stringify(deployment.regions),
      forms: JSON.stringify(deployment.forms),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const rows = deployment.content.map((item) => ({ application_id: id, kind: item.kind, key: item.key, language: item.language, content: JSON.stringify(item.content) }));
  await insertContentItems(db, rows);
  return id;
}
