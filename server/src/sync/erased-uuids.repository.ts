import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * The uuids among `uuids` that an erasure reached: an erased client or a record attached to her
 * (erased_records, docs/operating.md "Erasing a client"), read in a batch's transaction.
 */
export async function erasedAmong(trx: Transaction<Database>, uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await trx
    .selectFrom("erased_records")
    .select("uuid")
    .where("uuid", "in", [...uuids])
    .execute();
  return new Set(rows.map((r) => r.uuid));
}
