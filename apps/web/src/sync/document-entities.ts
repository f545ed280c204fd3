import { recordOfDocument, type RecordDocument } from "@stepwise/domain";
import { RECORD_SHAPES, type RecordShape } from "../generated/record-shapes.js";

/*
 * A first-sync page's records arrive as documents (docs/sync-and-api.md, "A new device's first
 * sync"): each record's stored JSON with its table, key and version, which the server does not walk
 * field by field. Here each becomes the very object the typed answer gave for it in its table's
 * fragment (`<Type>Fields`, with the __typename of every object, as Apollo asks): that object is the
 * record's entity in the Apollo cache, since no object inside a record has an identity of its own
 * (platform/apollo.ts), and download-writer.ts stores it as it comes. This runs in the download's
 * worker (download-documents.worker.ts), and where no worker runs, on the page.
 */

/** What the first sync's query answers besides the documents (first-sync.ts, DownloadPage). */
export interface PagePaging {
  cursor: string | null;
  count: number;
  hasMore: boolean;
  ahead?: string | null;
  feedCursor: string;
  total?: number | null;
  remaining?: number | null;
}

/** A page's records made ready for the cache: per GraphQL type, each record's JSON text in the page's order. */
export interface PageTexts {
  paging: PagePaging;
  texts: Record<string, string[]>;
}

/** The worker's answer to a page: its texts, or the answer's errors when it held no page. */
export type PageTextsAnswer =
  { page: PageTexts; errors?: undefined } | { page: null; errors: Array<{ message: string; extensions?: { code?: string } }> | null };

/** The value as the typed answer gives it in `shape`: its selected fields only, a missing one null, each object with its __typename. */
function shaped(value: unknown, shape: RecordShape): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => shaped(item, shape));
  if (typeof value !== "object") return value;
  const source = value as Record<string, unknown>;
  const object: Record<string, unknown> = { __typename: shape.typename };
  for (const field in shape.fields) {
    const inner = shape.fields[field];
    const held = source[field];
    object[field] = inner ? shaped(held, inner) : held === undefined ? null : held;
  }
  return object;
}

/** The record a live document stands for, as its table's fragment holds it (its entity in the cache); null for a type the app does not show. */
export function entityOfDocument(doc: RecordDocument, typename: string, now: Date): Record<string, unknown> | null {
  const shape = RECORD_SHAPES[typename];
  return shape ? (shaped(recordOfDocument(doc, now), shape) as Record<string, unknown>) : null;
}

interface DocumentsAnswer {
  data?: { downloadRecords?: (PagePaging & { documents?: RecordDocument[] }) | null } | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * The texts of a page's records from the answer's text, per type. `typenames`: the GraphQL type of
 * each table the app shows, by table; a document of another table, or a tombstone (a first sync has
 * none to drop: the phone holds nothing yet), is left out. Throws on text that is not JSON.
 */
export function pageTextsOf(answerText: string, typenames: Readonly<Record<string, string>>, now = new Date()): PageTextsAnswer {
  const answer = JSON.parse(answerText) as DocumentsAnswer;
  const page = answer.data?.downloadRecords;
  if (!page) return { page: null, errors: answer.errors ?? null };
  const texts: Record<string, string[]> = {};
  for (const typename of Object.values(typenames)) texts[typename] = [];
  for (const doc of page.documents ?? []) {
    const typename = typenames[doc.table];
    if (!typename || doc.deleted) continue;
    const entity = entityOfDocument(doc, typename, now);
    if (entity) texts[typename]!.push(JSON.stringify(entity));
  }
  const { cursor, count, hasMore, ahead, feedCursor, total, remaining } = page;
  return { page: { paging: { cursor, count, hasMore, ahead, feedCursor, total, remaining }, texts } };
}
