import { recordOfDocument, type RecordDocument } from "@stepwise/domain";
import { expect } from "vitest";

type Typed = Record<string, unknown>;

/** The value as the typed answer's shape `like` holds it: its fields only (nested too), absent as null. */
function shapedLike(value: unknown, like: unknown): unknown {
  if (Array.isArray(like)) return Array.isArray(value) ? value.map((item, i) => shapedLike(item, like[i])) : (value ?? null);
  if (like !== null && typeof like === "object") {
    if (value === null || typeof value !== "object") return value ?? null;
    return Object.fromEntries(Object.keys(like).map((key) => [key, shapedLike((value as Typed)[key], (like as Typed)[key])]));
  }
  return value ?? null;
}

/**
 * docs/sync-and-api.md, "Records as documents": recordOfDocument's record equals the typed one on
 * every field the type has, and brings no top-level field the type lacks.
 */
export function expectSameRecord(doc: RecordDocument, typed: Typed) {
  const record = recordOfDocument(doc);
  expect(shapedLike(record, typed), `${doc.table} ${doc.uuid}`).toEqual(typed);
  expect(
    Object.keys(record).filter((key) => !(key in typed)),
    doc.table,
  ).toEqual([]);
}
