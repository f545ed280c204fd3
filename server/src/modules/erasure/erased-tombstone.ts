import { manifestOf } from "../synced-manifests.js";

/**
 * The content an erased record keeps (docs/operating.md, "Erasing a client"): its uuid, the uuids it
 * names (`client_uuid`, `description_uuid`: random identifiers, not personal data; erased_records
 * keeps the same links), and its table's empty values for every other field, so the record still
 * reads as its GraphQL type (a phone drops a record only when it reads it with deletedAt:
 * apps/web/src/sync/listed-table-cache.ts). Nothing she said or was is kept.
 */
export function erasedTombstone(table: string, uuid: string, content: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = { uuid };
  for (const [field, value] of Object.entries(content)) if (field.endsWith("_uuid") && typeof value === "string") kept[field] = value;
  const schema = manifestOf(table)?.schema;
  if (!schema) return kept;
  const parsed = schema.safeParse(kept);
  if (parsed.success) return { ...parsed.data, uuid };
  // A field the schema requires and no empty value fills (a picture's image): the emptiest text.
  const filled = { ...kept };
  for (const issue of parsed.error.issues) if (issue.path.length === 1 && typeof issue.path[0] === "string") filled[issue.path[0]] = "";
  const again = schema.safeParse(filled);
  return again.success ? { ...again.data, uuid } : filled;
}
