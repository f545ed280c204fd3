import type { RecordDocument } from "@stepwise/domain";
import { entityOfDocument } from "./document-entities.js";
import type { FetchedRow } from "./record-cache.js";

/*
 * The stored records a change notice or a catch-up page names, asked as documents (storedDocuments;
 * docs/sync-and-api.md, "The device's feed"), made in the documents' worker into the rows the typed
 * storedRecords answered: each record in its table's fragment, every object with its __typename
 * (document-entities.ts), a deleted one with its deletedAt, which the table's cache drops.
 */

/** A record of the answer by its key. */
export interface StoredRow {
  table: string;
  uuid: string;
  record: FetchedRow;
}

/** The rows of an answer and the keys it withheld (its size; asked again), or its errors when it held none. */
export type StoredRowsAnswer =
  | { rows: StoredRow[]; withheld: Array<{ table: string; uuid: string }>; errors?: undefined }
  | { rows: null; errors: Array<{ message: string; extensions?: { code?: string } }> | null };

interface DocumentsAnswer {
  data?: { storedDocuments?: { documents?: RecordDocument[]; withheld?: Array<{ table: string; uuid: string }> } | null } | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** The rows of a storedDocuments answer's text; a document of a table the app does not show is left out. Throws on text that is not JSON. */
export function storedRowsOf(answerText: string, typenames: Readonly<Record<string, string>>, now = new Date()): StoredRowsAnswer {
  const answer = JSON.parse(answerText) as DocumentsAnswer;
  const stored = answer.data?.storedDocuments;
  if (!stored) return { rows: null, errors: answer.errors ?? null };
  const rows: StoredRow[] = [];
  for (const doc of stored.documents ?? []) {
    const typename = typenames[doc.table];
    const entity = typename ? entityOfDocument(doc, typename, now) : null;
    if (!entity) continue;
    // The server always sends a tombstone's deletedAt; one without is still a deletion for the table's cache.
    if (doc.deleted && !entity.deletedAt) entity.deletedAt = doc.deletedAt ?? doc.updatedAt;
    rows.push({ table: doc.table, uuid: doc.uuid, record: entity as FetchedRow });
  }
  return { rows, withheld: (stored.withheld ?? []).map(({ table, uuid }) => ({ table, uuid })) };
}
