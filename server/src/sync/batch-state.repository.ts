import { sql, type Transaction } from "kysely";
import type { Database, RecordRow } from "../db/schema.js";

/*
 * What a sync batch reads before it is planned (docs/sync-and-api.md, "Storage"), in one round trip
 * (docs/PERFORMANCE.md, "Records as documents: the sync answer, sync batches and the lists").
 */

/** A client mutation id's stored answer, with the record it was used for (docs/sync-and-api.md, "Idempotency"). */
export interface StoredMutation {
  dataversion: number;
  table: string;
  uuid: string;
}

export interface RecordKey {
  table: string;
  uuid: string;
}

/**
 * What a batch reads first, in one statement: the transaction's time (the updated_at writeBatch's
 * now() gives), and the stored rows among the keys, `for update`, so no other batch writes them
 * until this one ends (and its new dataversions, drawn after, exceed theirs). The rows come one
 * per stored key, each with the time, then one row of the batch's lookups (BatchLookups: its
 * records' columns null), which once were a round trip each (docs/PERFORMANCE.md, "Sync
 * throughput"). The keys are locked in the order given: callers sort them, so two batches never
 * wait for each other's rows.
 *
 * The rows are found by one primary-key lookup per key, since the lateral subquery with its
 * `limit 1` is never flattened into a join. Joined plainly on the keys, PostgreSQL hashes the
 * whole records table for a batch of 500 keys, a cost that grows with every record stored (11 ms
 * at 30,000 rows, against 1 ms for the lookups). The keys go as one JSON parameter, as in
 * writeBatch.
 */
export function batchStateForUpdate(keys: readonly RecordKey[], lookups: BatchLookups = NO_LOOKUPS) {
  const wanted = JSON.stringify(keys.map((k) => ({ table_name: k.table, uuid: k.uuid })));
  return sql<Nullable<RecordRow> & { batch_time: Date } & LookupColumns>`(select now() as batch_time, found.*,
      null::jsonb as batch_mutations, null::text[] as batch_erased, null::text as batch_zone
    from jsonb_to_recordset(${wanted}::jsonb) as wanted(table_name text, uuid text)
    cross join lateral (select * from records where records.table_name = wanted.table_name and records.uuid = wanted.uuid limit 1 for update) as found)
    union all
    select now(), (null::records).*,
      (select coalesce(jsonb_agg(jsonb_build_object('id', client_mutation_id, 'dataversion', dataversion, 'table', table_name, 'uuid', uuid)), '[]')
        from sync_mutations where install_id = ${lookups.installId}::text
          and client_mutation_id in (select jsonb_array_elements_text(${JSON.stringify(lookups.mutationIds)}::jsonb)::bigint)),
      (select coalesce(array_agg(uuid), '{}') from erased_records where uuid in (select jsonb_array_elements_text(${JSON.stringify(lookups.named)}::jsonb))),
      (select time_zone from applications where lower(app_identifier) = lower(${lookups.deployment}::text) and time_zone is not null order by id limit 1)`;
}

/**
 * What a batch looks up beside its stored rows (batchStateForUpdate): the stored answers of the
 * install among the batch's client mutation ids (docs/sync-and-api.md, "Idempotency"), the uuids
 * it names that an erasure reached (docs/operating.md, "Erasing a client"), and the time zone of
 * the writer's deployment (docs/product.md §10).
 */
export interface BatchLookups {
  installId: string | null;
  mutationIds: readonly number[];
  /** Every uuid the batch names (erased-references.ts namedUuids). */
  named: readonly string[];
  deployment: string | null;
}

const NO_LOOKUPS: BatchLookups = { installId: null, mutationIds: [], named: [], deployment: null };

interface LookupColumns {
  batch_mutations: Array<{ id: string | number; dataversion: string | number; table: string; uuid: string }> | null;
  batch_erased: string[] | null;
  batch_zone: string | null;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The state a batch is planned on: see batchStateForUpdate. */
export interface BatchState {
  /** The transaction's time: the updated_at of every record the batch writes. */
  now: Date;
  stored: RecordRow[];
  /** The stored answers among the batch's client mutation ids: client mutation id -> its answer and the record it was for. */
  storedMutations: Map<number, StoredMutation>;
  /** The uuids the batch names that an erasure reached. */
  erased: Set<string>;
  /** The writer's deployment's time zone; null when unset. */
  timeZone: string | null;
}

/** What the batch is planned on: the batch's time, the stored rows among the keys (locked until it ends) and its lookups, in one round trip. */
export async function readBatchState(trx: Transaction<Database>, keys: readonly RecordKey[], lookups: BatchLookups = NO_LOOKUPS): Promise<BatchState> {
  const { rows } = await batchStateForUpdate(keys, lookups).execute(trx);
  const found = rows.at(-1)!;
  const stored = rows.slice(0, -1) as Array<RecordRow & { batch_time: Date }>;
  const storedMutations = new Map(
    (found.batch_mutations ?? []).map((m) => [Number(m.id), { dataversion: Number(m.dataversion), table: m.table, uuid: m.uuid }] as const),
  );
  return { now: new Date(found.batch_time), stored, storedMutations, erased: new Set(found.batch_erased ?? []), timeZone: found.batch_zone };
}
