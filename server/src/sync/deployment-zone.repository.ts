import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * The zone of a deployment's identifier (records, accounts and audit events name their deployment by
 * it): every row of one identifier shares it, as setDeploymentTimeZone sets them all; null when unset.
 */
export async function zoneOfDeployment(db: Kysely<Database>, appIdentifier: string | null | undefined): Promise<string | null> {
  if (!appIdentifier) return null;
  const row = await db
    .selectFrom("applications")
    .select("time_zone")
    .where(sql<string>`lower(app_identifier)`, "=", appIdentifier.toLowerCase())
    .where("time_zone", "is not", null)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.time_zone ?? null;
}

/**
 * In SQL: the zone the deployment named by `application` (an identifier column or value) counts its
 * days in, 'UTC' when it has none set or names no deployment (docs/product.md §10).
 */
export function zoneSql(application: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`coalesce((select z.time_zone from applications z where lower(z.app_identifier) = lower(${application}) and z.time_zone is not null order by z.id limit 1), 'UTC')`;
}
