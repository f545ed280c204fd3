import { listItemSchemaOf, objectSchemaOf } from "@stepwise/domain/entities";
import type { z } from "zod";
import type { SyncedTable } from "./synced-table.js";

/**
 * A record as stored, JSON in UTF-8, at most this many bytes (docs/SECURITY.md): a picture of the
 * app (1024 px JPEG, base64) is well under it; ten records of 8.3 MB once passed.
 */
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;

/**
 * Fields a record may carry that its table does not declare, counted at every level (every key
 * inside an undeclared field counts too): legacy devices' extra keys are kept, but not without end.
 */
export const MAX_UNKNOWN_FIELDS = 20;

/** Fields every record may carry besides its schema's: the device's sync flags, dropped when stored. */
const DEVICE_FIELDS = ["dataversion"];

/** The record's size as stored: its JSON in UTF-8 bytes. */
export function storedBytesOf(content: Record<string, unknown>): number {
  return Buffer.byteLength(JSON.stringify(content), "utf8");
}

/**
 * Why the record carries too many undeclared fields (`record.x: ...`, naming the first past the
 * allowance), or null. Walks the raw record beside its table's schema, without recursion; the
 * record's nesting is already bounded (text-check.ts). Fields of an object that drops unknown keys
 * (chat messages) are never stored, so not counted.
 */
export function unknownFieldProblem(table: SyncedTable, record: Record<string, unknown>): string | null {
  let unknown = 0;
  const topLevel = new Set([...DEVICE_FIELDS, ...Object.keys(table.syncedFlags)]);
  // Breadth first, so the field named is the first past the allowance in the record's own order.
  const queue: { value: unknown; schema: z.ZodType | null; path: string; top: boolean }[] = [
    { value: record, schema: table.schema, path: "record", top: true },
  ];
  for (let next = 0; next < queue.length; next++) {
    const { value, schema, path, top } = queue[next]!;
    if (value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      const item = schema && listItemSchemaOf(schema);
      value.forEach((v, i) => queue.push({ value: v, schema: item, path: `${path}[${i}]`, top: false }));
      continue;
    }
    const object = schema && objectSchemaOf(schema);
    if (object && !keepsUnknownKeys(object)) continue;
    const shape = object?.shape ?? {};
    for (const [key, field] of Object.entries(value)) {
      const declared = key in shape || (top && topLevel.has(key)) || ("domain_id" in shape && key.endsWith("domain_id"));
      const at = `${path}.${key}`;
      if (!declared && ++unknown > MAX_UNKNOWN_FIELDS) {
        return `${at}: a field the table does not declare; a record may carry at most ${MAX_UNKNOWN_FIELDS} (this is one more)`;
      }
      queue.push({ value: field, schema: declared ? ((shape[key] as z.ZodType | undefined) ?? null) : null, path: at, top: false });
    }
  }
  return null;
}

/** A loose object (z.looseObject) keeps the keys its shape does not declare; z.object drops them. */
function keepsUnknownKeys(object: z.ZodObject): boolean {
  const catchall = object.def.catchall;
  return catchall !== undefined && catchall._zod.def.type !== "never";
}
