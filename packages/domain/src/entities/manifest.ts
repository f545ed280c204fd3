import { z } from "zod";
import { wrappedSchemaOf } from "./graphql-meta.js";
import type { ReportRules } from "./report-rules.js";

export { graphql, graphqlMetaOf, wrappedSchemaOf, type GraphQLMeta, type GraphQLScalarName } from "./graphql-meta.js";
/** The field kinds a manifest's schema is built from (the server tests the GraphQL type each one derives). */
export * as fieldKinds from "./record-fields.js";

/** The writer of a record as the server knows them from their account (what a stamp may copy). */
export interface EntityWriter {
  id: number;
  name: string;
  application: string;
}

/**
 * One synced entity (docs/product.md §3), in one place: its table, the zod schema its records are checked by,
 * and what the sync and the GraphQL doors need. The server's synced entities, their GraphQL types
 * (from the schema and its GraphQL metadata, graphql-meta.ts) and its sync input are derived from
 * the manifests; the web's fragments and the test samples are checked against them by tests
 * (docs/adding-an-entity.md).
 */
export interface EntityManifest<Table extends string = string> {
  /** The table's snake_case plural name (docs/product.md §3), as legacy queue entries name it. */
  table: Table;
  /** The GraphQL object type of its records (the server's ObjectType class has this name). */
  typeName: string;
  /** Field of SyncEntryInput (and SyncEntryResult) carrying a record of this table. */
  inputField: string;
  /** GraphQL queries: the caller's records, and one record by uuid. */
  listQuery: string;
  oneQuery: string;
  /** Records that belong to a client can be listed per client (`clientUuid`). */
  clientField: "client_uuid" | null;
  /** Validates a record, fills the defaults of docs/product.md §3 and drops device-only flags. */
  schema: z.ZodType<Record<string, unknown>>;
  /** Fields only a device keeps (sync flags): answered as "synced" on the way out (record-reading.ts). */
  syncedFlags: Record<string, unknown>;
  /**
   * Fields the server adds when a record is read or written (stamped, computed, resolved), each
   * with the field kind its ObjectType shows it as: read-only in GraphQL, not in the InputType.
   */
  serverFields?: Record<string, z.ZodType>;
  /** Who reads the records: their owner alone (the default), or every logged-in user of the owner's deployment (chat). */
  readers?: "owner" | "deployment";
  /** Fields whose text may pass MAX_TEXT_LENGTH: an image's data URL. */
  longTexts?: readonly string[];
  /**
   * Fields the server sets from the writer's account and its own clock, whatever a device sends
   * (chat: the sender, and the time the server first received it); `stored` is the record's stored
   * content (null for a new one), `now` the server's time of the write.
   */
  stamp?: (content: Record<string, unknown>, writer: EntityWriter, write: { stored: Record<string, unknown> | null; now: Date }) => Record<string, unknown>;
  /** Values computed when the record is read (record-reading.ts); `now` is the reader's time, the present when not given. */
  computed?: (record: Record<string, unknown>, now?: Date) => Record<string, unknown>;
  /**
   * What a pseudonymous report shows of each field (report-rules.ts): every field it does not name
   * is left out. Required, so a new table is never reported without one being written for it.
   */
  report: ReportRules;
}

/** Declares a manifest, keeping its table name as a literal type (so a map over the tables is checked complete). */
export function defineEntity<const Table extends string>(manifest: EntityManifest<Table>): EntityManifest<Table> {
  return manifest;
}

/**
 * The object schema under a field's or record's wrappers (transform, preprocess, nullish, refine),
 * or null when it is no object: how the tests read the fields a schema declares.
 */
export function objectSchemaOf(schema: z.ZodType): z.ZodObject | null {
  for (let current: z.ZodType | null = schema; current; current = wrappedSchemaOf(current)) {
    if (current instanceof z.ZodObject) return current;
  }
  return null;
}

/** The items' schema of a list field (under its wrappers), or null when the field is no list. */
export function listItemSchemaOf(schema: z.ZodType): z.ZodType | null {
  for (let current: z.ZodType | null = schema; current; current = wrappedSchemaOf(current)) {
    if (current instanceof z.ZodArray) return current.element as z.ZodType;
  }
  return null;
}

/** The fields a record of this entity is declared with in its schema (unknown keys pass through, and are not listed). */
export function recordFieldsOf(manifest: Pick<EntityManifest, "schema" | "table">): string[] {
  const object = objectSchemaOf(manifest.schema);
  if (!object) throw new Error(`${manifest.table}: its schema is no object schema`);
  return Object.keys(object.shape);
}
