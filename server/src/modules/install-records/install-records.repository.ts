import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { WORKER_LOCK_SPACE } from "../../sync/records.repository.js";

export interface AdoptedRow {
  table_name: string;
  uuid: string;
  dataversion: number;
  application: string | null;
}

/** The records an install made without a login (owner_install_id, no owner user), and handing them to a user. */
export class InstallRecordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What proves an install's records may be handed over: its secret hash, owner and deployment. */
  proofOf(installId: string): Promise<{ secret_hash: string | null; user_id: number | null; application: string | null } | undefined> {
    return this.db.selectFrom("app_installs").select(["secret_hash", "user_id", "application"]).where("uuid", "=", installId).executeTakeFirst();
  }

  async countByTable(installId: string): Promise<{ table: string; count: number }[]> {
    const rows = await this.db
      .selectFrom("records")
      .select(["table_name", (eb) => eb.fn.countAll<string>().as("count")])
      .where("owner_user_id", "is", null)
      .where("owner_install_id", "=", installId)
      .where("deleted_at", "is", null)
      .groupBy("table_name")
      .orderBy("table_name")
      .execute();
    return rows.map((r) => ({ table: r.table_name, count: Number(r.count) }));
  }

  /**
   * Gives the install's records to the user, each with a new dataversion and this transaction's
   * id (so the user's other devices catch up on them from their feed positions, docs/sync-and-api.md
   * "Change feed"), under the locks a batch of this user and install takes, in a batch's order
   * (the worker, then the install's row), so no batch writes these records meanwhile; announces the
   * records on the notice channel in `payloads`. The install stays unclaimed: it is the phone's own
   * (docs/shared-phone.md).
   */
  async adopt(
    installId: string,
    userId: number,
    application: string,
    notices: (rows: AdoptedRow[]) => { channel: string; payloads: string[] },
  ): Promise<AdoptedRow[]> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${WORKER_LOCK_SPACE}::integer, ${userId}::integer)`.execute(trx);
      await sql`select 1 from app_installs where uuid = ${installId} for update`.execute(trx);
      const { rows } = await sql<AdoptedRow>`update records set owner_user_id = ${userId}, application = ${application}, last_install_id = ${installId},
          dataversion = nextval('dataversion_seq'), updated_at = now(), feed_xid = pg_current_xact_id()
        where owner_user_id is null and owner_install_id = ${installId}
        returning table_name, uuid, dataversion, application`.execute(trx);
      const adopted = rows.map((r) => ({ ...r, dataversion: Number(r.dataversion) }));
      const { channel, payloads } = notices(adopted);
      // Each notice names the transaction that wrote (change-feed.ts, wakeUpPayload).
      for (const payload of payloads) await sql`select pg_notify(${channel}, pg_current_xact_id()::text || ':' || ${payload})`.execute(trx);
      return adopted;
    });
  }
}
