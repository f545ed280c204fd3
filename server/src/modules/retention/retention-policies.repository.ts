import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { checkRetentionPolicy, type RetentionPolicy } from "./retention-purge.repository.js";

/** Every deployment that keeps something less than forever, by its identifier (docs/operating.md, "Retention"). */
export async function retentionPolicies(db: Kysely<Database>): Promise<Map<string, RetentionPolicy>> {
  const rows = await db
    .selectFrom("applications")
    .select(["app_identifier", "retention_history_days", "retention_tombstone_days"])
    .where((eb) => eb.or([eb("retention_history_days", "is not", null), eb("retention_tombstone_days", "is not", null)]))
    .orderBy("app_identifier")
    .execute();
  return new Map(rows.map((r) => [r.app_identifier, { historyDays: r.retention_history_days, tombstoneDays: r.retention_tombstone_days }]));
}

/** Stores a deployment's policy after checking it; answers whether the deployment exists. */
export async function storeRetentionPolicy(db: Kysely<Database>, applicationId: number, policy: RetentionPolicy): Promise<boolean> {
  checkRetentionPolicy(policy);
  const result = await db
    .updateTable("applications")
    .set({ retention_history_days: policy.historyDays, retention_tombstone_days: policy.tombstoneDays })
    .where("id", "=", applicationId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
