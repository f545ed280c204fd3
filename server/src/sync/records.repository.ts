import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import type { Identity } from "../auth/identity.js";
import type { Database, RecordRow } from "../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface RecordKey {
  table: string;
  uuid: string;
}

export interface RecordWrite {
  table: string;
  uuid: string;
  content: Record<string, unknown>;
  dataversion: number;
  deletedAt: Date | null;
  installId: string | null;
}

export interface ChangeRow {
  table_name: string;
  uuid: string;
  dataversion: number;
  deleted_at: Date | null;
}

/**
 * Only rows this caller may read (ARCHITECTURE: a record belongs to whoever first wrote it), plus,
 * for a logged-in user, the rows of tables shared with the user's deployment (chat).
 */
export function readableBy(identity: Identity, sharedTables: readonly string[] = []) {
  return (eb: ExpressionBuilder<Database, "records">) => {
    const ors = [];
    if (identity.user) ors.push(eb("records.owner_user_id", "=", identity.user.id));
    if (identity.user && sharedTables.length > 0) {
      ors.push(eb.and([eb("records.table_name", "in", sharedTables), eb("records.application", "=", identity.user.application)]));
    }
    if (identity.installId) {
      ors.push(eb.and([eb("records.owner_user_id", "is", null), eb("records.owner_install_id", "=", identity.installId)]));
    }
    return ors.length > 0 ? eb.or(ors) : eb.val(false);
  };
}

export class RecordsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Tables every logged-in user of a deployment reads (TableRegistry.sharedWithDeployment). */
    private readonly sharedTables: readonly string[] = [],
  ) {}

  private readable(identity: Identity) {
    return readableBy(identity, this.sharedTables);
  }

  /** Serialises batches so dataversions commit in order and can serve as the change cursor. */
  async lockForBatch(trx: Transaction<Database>): Promise<void> {
    await sql`select pg_advisory_xact_lock(7301)`.execute(trx);
  }

  async nextDataversion(trx: Transaction<Database>): Promise<number> {
    const { rows } = await sql<{ v: string | number }>`select nextval('dataversion_seq') as v`.execute(trx);
    return Number(rows[0]!.v);
  }

  findForUpdate(trx: Transaction<Database>, key: RecordKey): Promise<RecordRow | undefined> {
    return trx
      .selectFrom("records")
      .selectAll()
      .where("table_name", "=", key.table)
      .where("uuid", "=", key.uuid)
      .forUpdate()
      .executeTakeFirst();
  }

  async insert(trx: Transaction<Database>, write: RecordWrite, owner: { userId: number | null; application: string | null }) {
    await trx
      .insertInto("records")
      .values({
        table_name: write.table,
        uuid: write.uuid,
        owner_user_id: owner.userId,
        owner_install_id: owner.userId === null ? write.installId : null,
        application: owner.application,
        dataversion: write.dataversion,
        content: JSON.stringify(write.content),
        last_install_id: write.installId,
        updated_at: new Date(),
        deleted_at: write.deletedAt,
      })
      .execute();
  }

  /** Replaces a row, keeping the replaced version in record_history first. */
  async replace(trx: Transaction<Database>, previous: RecordRow, write: RecordWrite, changedByUserId: number | null) {
    await trx
      .insertInto("record_history")
      .values({
        table_name: previous.table_name,
        uuid: previous.uuid,
        dataversion: Number(previous.dataversion),
        content: JSON.stringify(previous.content),
        deleted_at: previous.deleted_at,
        changed_by_user_id: changedByUserId,
        changed_by_install_id: write.installId,
      })
      .execute();
    await trx
      .updateTable("records")
      .set({
        content: JSON.stringify(write.content),
        dataversion: write.dataversion,
        last_install_id: write.installId,
        updated_at: new Date(),
        deleted_at: write.deletedAt,
      })
      .where("table_name", "=", write.table)
      .where("uuid", "=", write.uuid)
      .execute();
  }

  async findMutation(trx: Transaction<Database>, installId: string, clientMutationId: number) {
    return trx
      .selectFrom("sync_mutations")
      .selectAll()
      .where("install_id", "=", installId)
      .where("client_mutation_id", "=", clientMutationId)
      .executeTakeFirst();
  }

  async insertMutation(trx: Transaction<Database>, installId: string, clientMutationId: number, write: RecordKey & { dataversion: number }) {
    await trx
      .insertInto("sync_mutations")
      .values({ install_id: installId, client_mutation_id: clientMutationId, table_name: write.table, uuid: write.uuid, dataversion: write.dataversion })
      .execute();
  }

  async notify(trx: Transaction<Database>, channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(trx);
  }

  listReadable(
    identity: Identity,
    table: string,
    includeDeleted: boolean,
    match?: { field: string; value: string },
  ): Promise<RecordRow[]> {
    let query = this.db.selectFrom("records").selectAll().where("table_name", "=", table).where(this.readable(identity));
    if (!includeDeleted) query = query.where("deleted_at", "is", null);
    if (match) query = query.where(sql<string>`content->>${match.field}`, "=", match.value);
    return query.orderBy("dataversion", "asc").execute();
  }

  findReadable(identity: Identity, keys: RecordKey[], db: Db = this.db): Promise<RecordRow[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return db
      .selectFrom("records")
      .selectAll()
      .where(this.readable(identity))
      .where((eb) => eb.or(keys.map((k) => eb.and([eb("table_name", "=", k.table), eb("uuid", "=", k.uuid)]))))
      .execute();
  }

  async changesSince(identity: Identity, cursor: number, limit: number): Promise<ChangeRow[]> {
    const rows = await this.db
      .selectFrom("records")
      .select(["table_name", "uuid", "dataversion", "deleted_at"])
      .where(this.readable(identity))
      .where("dataversion", ">", cursor)
      .orderBy("dataversion", "asc")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, dataversion: Number(r.dataversion) }));
  }

  async history(identity: Identity, key: RecordKey) {
    const [current] = await this.findReadable(identity, [key]);
    if (!current) return [];
    return this.db
      .selectFrom("record_history")
      .selectAll()
      .where("table_name", "=", key.table)
      .where("uuid", "=", key.uuid)
      .orderBy("dataversion", "desc")
      .execute();
  }
}
