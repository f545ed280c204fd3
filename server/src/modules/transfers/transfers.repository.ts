import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, UserRow } from "../../db/schema.js";
import { RECORDS_CHANGED_CHANNEL } from "../../sync/change-feed.js";
import { WORKER_LOCK_SPACE } from "../../sync/records.repository.js";
import { recordsNamingClient } from "../erasure/client-reach.repository.js";

/** An account as a transfer checks it. */
export type TransferAccount = Pick<UserRow, "id" | "application" | "role" | "email" | "disabled_at">;

/** A client a transfer was asked to move, as stored: absent when no client record has the uuid in the deployment. */
export interface ClientOwner {
  uuid: string;
  owner_user_id: number | null;
  deleted: boolean;
}

/** What a transfer moved: each client's uuid, and how many records in all (the clients' own among them). */
export interface Moved {
  clients: string[];
  records: number;
}

/**
 * docs/teams.md, "Moving a caseload": moving clients, with every record of theirs, from one worker
 * to another in one transaction, and keeping each move in transferred_records for the old owner's
 * phone (her feed drops them, her late edits of them are refused).
 */
export class TransfersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  account(id: number): Promise<TransferAccount | undefined> {
    return this.db.selectFrom("users").select(["id", "application", "role", "email", "disabled_at"]).where("id", "=", id).executeTakeFirst();
  }

  /** The client records of the uuids in the deployment, with their owners. */
  async clientOwners(application: string, uuids: readonly string[]): Promise<ClientOwner[]> {
    if (uuids.length === 0) return [];
    const rows = await this.db
      .selectFrom("records")
      .select(["uuid", "owner_user_id", "deleted_at"])
      .where("table_name", "=", "clients")
      .where("application", "=", application)
      .where("uuid", "in", [...uuids])
      .execute();
    return rows.map((row) => ({ uuid: row.uuid, owner_user_id: row.owner_user_id, deleted: row.deleted_at !== null }));
  }

  /**
   * Moves the clients (null: every live client of hers) from `from` to `to` in one transaction: both
   * workers are locked first (the lock a worker's batches take, RecordsRepository.lockWorker, in
   * id order), so no batch of the old owner's writes between the reach's read and the move. Every
   * record of each client she owns (the erasure's reach, client-reach.repository.ts) gets the new
   * owner, a new dataversion and this transaction's feed_xid, with no install as writer (the
   * notice names none); each is kept in transferred_records at that version, and one wake-up
   * notice is sent, as after a batch.
   */
  transfer(application: string, from: number, to: number, clientUuids: readonly string[] | null): Promise<Moved> {
    return this.db.transaction().execute(async (tx) => {
      for (const worker of [from, to].sort((a, b) => a - b))
        await sql`select pg_advisory_xact_lock(${WORKER_LOCK_SPACE}::integer, ${worker}::integer)`.execute(tx);
      let clients = tx
        .selectFrom("records")
        .select(["uuid", "content"])
        .where("table_name", "=", "clients")
        .where("application", "=", application)
        .where("owner_user_id", "=", from)
        .where("deleted_at", "is", null);
      if (clientUuids !== null) clients = clients.where("uuid", "in", clientUuids.length > 0 ? [...clientUuids] : [""]);
      const found = await clients.orderBy("uuid").execute();
      const keys: Array<{ table_name: string; uuid: string; client_uuid: string }> = [];
      for (const client of found) {
        const { keys: reached } = await recordsNamingClient(tx, application, client.uuid, client.content);
        for (const key of reached) keys.push({ table_name: key.table, uuid: key.uuid, client_uuid: client.uuid });
      }
      const records = await moveRecords(tx, application, from, to, keys);
      return { clients: found.map((c) => c.uuid), records };
    });
  }
}

/** The move's one statement: the records she owns among the keys get the new owner, each kept in transferred_records, and the notice. */
async function moveRecords(
  tx: Transaction<Database>,
  application: string,
  from: number,
  to: number,
  keys: ReadonlyArray<{ table_name: string; uuid: string; client_uuid: string }>,
) {
  if (keys.length === 0) return 0;
  const { rows } = await sql<{ moved: string | number }>`with
    wanted as (select distinct on (table_name, uuid) * from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(table_name text, uuid text, client_uuid text)),
    moved as (
      update records set owner_user_id = ${to}::integer, dataversion = nextval('dataversion_seq'), feed_xid = pg_current_xact_id(), last_install_id = null
      from wanted
      where records.table_name = wanted.table_name and records.uuid = wanted.uuid and records.application = ${application}::text and records.owner_user_id = ${from}::integer
      returning records.table_name, records.uuid, records.dataversion, wanted.client_uuid),
    kept as (
      insert into transferred_records (table_name, uuid, dataversion, application, client_uuid, from_user_id, to_user_id, feed_xid)
      select table_name, uuid, dataversion, ${application}::text, client_uuid, ${from}::integer, ${to}::integer, pg_current_xact_id() from moved
      returning dataversion)
    select count(*) as moved,
      (select pg_notify(${RECORDS_CHANGED_CHANNEL}, pg_current_xact_id()::text || ':' || min(dataversion) || ':' || max(dataversion)) from kept having count(*) > 0) as notice
    from kept`.execute(tx);
  return Number(rows[0]!.moved);
}
