import { fieldLabelKey, mergeRecords, shapeOf } from "@stepwise/domain";
import type { RecordState } from "../record-state.js";
import type { PreparedEntry } from "../sync-entry.js";
import type { TableRegistry } from "../synced-table.js";
import type { MergeOutcome } from "./merge-outcome.js";

/** What a merge needs about a stored record another device wrote: the entry's base, and who wrote it when. */
export interface StoredSide {
  /** The version the entry was based on, from record_history (null: not kept, merged without a base). */
  base: Record<string, unknown> | null;
  writerName: string | null;
  writtenAt: Date | null;
}

/**
 * The three-way merge of an entry with the newer stored version another device wrote
 * (docs/sync-and-api.md, "Merging concurrent edits"). The merged record passes the table's schema again, so values derived from its
 * fields (a client's `valid`) follow the merged fields.
 */
export function mergeEntry(
  tables: TableRegistry,
  stored: StoredSide,
  current: RecordState,
  entry: PreparedEntry,
  incoming: Record<string, unknown>,
): MergeOutcome {
  const shape = shapeOf(entry.table);
  const { record, clashes } = mergeRecords(stored.base, current.content, incoming, shape);
  const parsed = tables.get(entry.table)?.schema.safeParse(record);
  const content = parsed?.success ? parsed.data : record;
  const conflicts = clashes.map((clash) => ({
    ...clash,
    labelKey: fieldLabelKey(content, shape, clash.path),
    theirsBy: stored.writerName,
    theirsAt: stored.writtenAt,
  }));
  return { status: conflicts.length > 0 ? "CONFLICT" : "MERGED", content, conflicts };
}
