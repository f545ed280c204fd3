import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { RetentionPolicy } from "./retention-purge.repository.js";
import { storeRetentionPolicy } from "./retention-policies.repository.js";

export interface RetentionDeployment {
  id: number;
  appIdentifier: string;
  policy: RetentionPolicy;
}

/** The last purge that removed something, as the audit log keeps it (docs/operating.md, "Retention"). */
export interface LastPurge {
  at: Date;
  detail: string | null;
}

/** A deployment's retention policy and its last purge, read and stored for the operator (docs/operating.md, "Retention"). */
export class RetentionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async deployment(id: number): Promise<RetentionDeployment | undefined> {
    const row = await this.db
      .selectFrom("applications")
      .select(["id", "app_identifier", "retention_history_days", "retention_tombstone_days"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    return { id: row.id, appIdentifier: row.app_identifier, policy: { historyDays: row.retention_history_days, tombstoneDays: row.retention_tombstone_days } };
  }

  /** Checks (BadInput naming the field) and stores; answers whether the deployment exists. */
  store(id: number, policy: RetentionPolicy): Promise<boolean> {
    return storeRetentionPolicy(this.db, id, policy);
  }

  async lastPurge(appIdentifier: string): Promise<LastPurge | null> {
    const row = await this.db
      .selectFrom("audit_events")
      .select(["at", "detail"])
      .where("application", "=", appIdentifier)
      .where("action", "=", "retention.purged")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row ? { at: new Date(row.at), detail: row.detail } : null;
  }
}
