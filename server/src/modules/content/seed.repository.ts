import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { SeedDeployment } from "./seed/deployments.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Replicas starting together seed one at a time: the lock is held to the end of the transaction. */
export async function lockSeeding(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(7302)`.execute(trx);
}

export async function hasAnyDeployment(db: Db): Promise<boolean> {
  return (await db.selectFrom("applications").select("id").limit(1).execute()).length > 0;
}

export async function deploymentIdOf(db: Db, appIdentifier: string): Promise<number | null> {
  const application = await db.selectFrom("applications").select("id").where("app_identifier", "=", appIdentifier).executeTakeFirst();
  return application?.id ?? null;
}

/** Stores a deployment's application row (its content aside); returns its id. */
export async function insertApplication(db: Db, deployment: SeedDeployment): Promise<number> {
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
      time_zone: deployment.time_zone ?? null,
      reminder_hour: deployment.reminder_hour ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
