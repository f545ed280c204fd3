import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import type { Identity } from "../auth/identity.js";
import type { Database, RecordRow } from "../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface RecordKey {
  table: string;
  uuid: string;
}

/** A version of a record as a batch stores it: the final one in records, replaced ones in record_history. */
export interface ReplacedVersion extends RecordKey {
  content: Record<string, unknown>;
  dataversion: number;
  deletedAt: Date | null;
}

export interface RecordUpsert extends ReplacedVersion {
  ownerUserId: number | null;
  ownerInstallId: string | null;
  application: string | null;
  /** The install that wrote it (records.last_install_id). */
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

  /**
   * `count` new dataversions, ascending, as one block of dataversion_seq in one round trip. Only
   * batches draw from the sequence, and they hold lockForBatch's lock, so nothing draws between
   * the nextval and the setval.
   */
  async nextDataversions(trx: Transaction<Database>, count: number): Promise<number[]> {
    if (count === 0) return [];
    const { rows } = await sql<{ last: string | number }>`select setval('dataversion_seq', nextval('dataversion_seq') + ${count}::int - 1) as last`.execute(trx);
    const last = Number(rows[0]!.last);
    return Array.from({ length: count }, (_, i) => last - count + 1 + i);
  }

  /** The stored rows among the keys, locked until the batch commits. */
  async findManyForUpdate(trx: Transaction<Database>, keys: readonly RecordKey[]): Promise<RecordRow[]> {
    if (keys.length === 0) return [];
    const { rows } = await sql<RecordRow>`select records.* from records
      join unnest(${keys.map((k) => k.table)}::text[], ${keys.map((k) => k.uuid)}::text[]) as wanted(table_name, uuid)
        on records.table_name = wanted.table_name and records.uuid = wanted.uuid
      for update of records`.execute(trx);
    return rows;
  }

  /** Inserts new records and replaces stored ones (owner columns are kept), one statement. */
  async upsertMany(trx: Transaction<Database>, writes: readonly RecordUpsert[]): Promise<void> {
    if (writes.length === 0) return;
    const updatedAt = new Date();
    await trx
      .insertInto("records")
      .values(
        writes.map((w) => ({
          table_name: w.table,
          uuid: w.uuid,
          owner_user_id: w.ownerUserId,
          owner_install_id: w.ownerInstallId,
          application: w.application,
          dataversion: w.dataversion,
          content: JSON.stringify(w.content),
          last_install_id: w.installId,
          updated_at: updatedAt,
          deleted_at: w.deletedAt,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["table_name", "uuid"]).doUpdateSet((eb) => ({
          content: eb.ref("excluded.content"),
          dataversion: eb.ref("excluded.dataversion"),
          last_install_id: eb.ref("excluded.last_install_id"),
          updated_at: eb.ref("excluded.updated_at"),
          deleted_at: eb.ref("excluded.deleted_at"),
        })),
      )
      .execute();
  }

  /** Keeps replaced versions in record_history, one statement. */
  async insertHistory(trx: Transaction<Database>, versions: readonly ReplacedVersion[], changedBy: { userId: number | null; installId: string | null }) {
    if (versions.length === 0) return;
    await trx
      .insertInto("record_history")
      .values(
        versions.map((v) => ({
          table_name: v.table,
          uuid: v.uuid,
          dataversion: v.dataversion,
          content: JSON.stringify(v.content),
          deleted_at: v.deletedAt,
          changed_by_user_id: changedBy.userId,
          changed_by_install_id: changedBy.installId,
        })),
      )
      .execute();
  }

  /** The stored mutations of an install among the ids: client mutation id -> dataversion. */
  async findMutations(trx: Transaction<Database>, installId: string, clientMutationIds: readonly number[]): Promise<Map<number, number>> {
    if (clientMutationIds.length === 0) return new Map();
    const rows = await trx
      .selectFrom("sync_mutations")
      .select(["client_mutation_id", "dataversion"])
      .where("install_id", "=", installId)
      .where("client_mutation_id", "in", [...clientMutationIds])
      .execute();
    return new Map(rows.map((r) => [Number(r.client_mutation_id), Number(r.dataversion)]));
  }

  async insertMutations(trx: Transaction<Database>, installId: string, mutations: readonly (RecordKey & { clientMutationId: number; dataversion: number })[]) {
    if (mutations.length === 0) return;
    await trx
      .insertInto("sync_mutations")
      .values(
        mutations.map((m) => ({
          install_id: installId,
          client_mutation_id: m.clientMutationId,
          table_name: m.table,
          uuid: m.uuid,
          dataversion: m.dataversion,
        })),
      )
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
