import type { Transaction } from "kysely";
import type { Database, RecordRow } from "../../db/schema.js";
import type { PlanInput } from "../batch-plan.js";
import type { PreparedEntry } from "../sync-entry.js";
import type { TableRegistry } from "../synced-table.js";
import type { BaseKey, MergeBasesRepository } from "./merge-bases.repository.js";
import { mergeEntry, type StoredSide } from "./merge-entry.js";

const sideKey = (table: string, uuid: string, dataversion: number) => `${table}\u0000${uuid}\u0000${dataversion}`;

/**
 * The batch plan's merge (PlanInput.merge), with what it needs read up front: for each entry based
 * on an older version than the stored one another install wrote, that base and the writer's name.
 * A batch with no such entry costs no query and merges nothing.
 */
export async function mergeForBatch(
  trx: Transaction<Database>,
  repository: MergeBasesRepository,
  tables: TableRegistry,
  entries: readonly PreparedEntry[],
  stored: readonly RecordRow[],
  installId: string | null,
): Promise<PlanInput["merge"]> {
  const rows = new Map(stored.map((row) => [`${row.table_name}\u0000${row.uuid}`, row]));
  const wanted: BaseKey[] = [];
  for (const entry of entries) {
    const row = rows.get(`${entry.table}\u0000${entry.uuid}`);
    if (row && entry.baseDataversion !== null && Number(row.dataversion) > entry.baseDataversion && row.last_install_id !== installId) {
      wanted.push({ table: entry.table, uuid: entry.uuid, dataversion: entry.baseDataversion });
    }
  }
  if (wanted.length === 0) return undefined;
  const bases = new Map((await repository.findVersions(trx, wanted)).map((v) => [sideKey(v.table, v.uuid, v.dataversion), v.content]));
  const writers = [...new Set(wanted.flatMap((k) => rows.get(`${k.table}\u0000${k.uuid}`)?.last_install_id ?? []))];
  const names = await repository.writerNames(trx, writers);
  const wantedKeys = new Set(wanted.map((k) => sideKey(k.table, k.uuid, k.dataversion)));
  // A device's later edits of a record in the same batch build on its earlier ones: their base is the earlier edit as sent.
  const sentBefore = new Map<string, Record<string, unknown>>();
  return (current, entry, content) => {
    const recordKey = `${entry.table}\u0000${entry.uuid}`;
    const earlier = sentBefore.get(recordKey);
    sentBefore.set(recordKey, content);
    if (!wantedKeys.has(sideKey(entry.table, entry.uuid, entry.baseDataversion ?? -1))) return undefined;
    const row = rows.get(recordKey);
    const side: StoredSide = {
      base: earlier ?? bases.get(sideKey(entry.table, entry.uuid, entry.baseDataversion ?? -1)) ?? null,
      writerName: (row?.last_install_id && names.get(row.last_install_id)) || null,
      writtenAt: row?.updated_at ?? null,
    };
    return mergeEntry(tables, side, current, entry, content);
  };
}
