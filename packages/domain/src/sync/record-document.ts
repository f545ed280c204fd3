import { RECORD_READING } from "../entities/record-reading.js";

/**
 * A synced record as the sync path carries it (docs/sync-and-api.md, "Records as documents"): its
 * stored JSON content as it is, with its table, key, version and times beside it. PostgreSQL builds
 * a page of them as one text, which the server puts into the answer as it is.
 */
export interface RecordDocument {
  table: string;
  uuid: string;
  dataversion: number;
  /** A tombstone: the record was deleted (the phone drops it). */
  deleted: boolean;
  /** ISO 8601 in UTC with milliseconds, as the typed answer's updatedAt. */
  updatedAt: string;
  /** When it was deleted (ISO 8601, as updatedAt), null when live; the server always sends it. */
  deletedAt?: string | null;
  /** The record's content as stored. */
  content: Record<string, unknown>;
}

/**
 * The record a document stands for, EXACTLY as the typed GraphQL answer gives it (the server's
 * SyncedRecordsService.view, JSON-encoded): the stored content, the table's sync flags, the
 * dataversion, the values computed when it is read (as of `now`), updatedAt and deletedAt.
 */
export function recordOfDocument(doc: RecordDocument, now: Date = new Date()): Record<string, unknown> {
  const reading = RECORD_READING[doc.table];
  // Object.assign, not spread (faster on parsed JSON); content with an own "__proto__" key is spread, as the server copies it.
  const record: Record<string, unknown> = Object.hasOwn(doc.content, "__proto__") ? { ...doc.content } : Object.assign({}, doc.content);
  Object.assign(record, reading?.syncedFlags, { dataversion: doc.dataversion });
  const computed = reading?.computed?.(record, now);
  return Object.assign(record, computed, { updatedAt: doc.updatedAt, deletedAt: doc.deletedAt ?? null });
}
