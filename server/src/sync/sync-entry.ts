import { setImmediate as nextTurn } from "node:timers/promises";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { z } from "zod";
import { BadInput } from "../errors.js";
import type { StoredVersion } from "../db/schema.js";
import type { FieldConflict } from "./merge/merge-outcome.js";
import type { TableRegistry } from "./synced-table.js";
import { MAX_RECORD_BYTES, storedBytesOf, unknownFieldProblem } from "./record-bounds.js";
import { findBadText } from "./text-check.js";
import { describeZodError } from "../zod-errors.js";

export type SyncOp = "UPSERT" | "DELETE";

/** Client mutation ids run 1..2^31-1, a GraphQL Int, on both doors (docs/sync-and-api.md). */
export const MAX_CLIENT_MUTATION_ID = 2147483647;
export type SyncStatus = "APPLIED" | "DUPLICATE" | "CONFLICT" | "MERGED" | "REJECTED";

/** Length limits of an entry (docs/sync-and-api.md): beyond them an entry is REJECTED. */
export const MAX_UUID_LENGTH = 64;
export const MAX_TABLE_LENGTH = 64;
export const MAX_APP_IDENTIFIER_LENGTH = 64;

/** One outbox entry, as both doors hand it over (docs/sync-and-api.md, "Outbox entry (web, IndexedDB)"). */
const EntryEnvelope = z.object({
  clientMutationId: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_CLIENT_MUTATION_ID, `must be at most ${MAX_CLIENT_MUTATION_ID}`)
    .nullable()
    .optional(),
  appIdentifier: z.string().max(MAX_APP_IDENTIFIER_LENGTH, `must be at most ${MAX_APP_IDENTIFIER_LENGTH} characters`).nullable().optional(),
  user_id: z.unknown().optional(),
  table: z.string({ error: "is required" }).min(1, "is required").max(MAX_TABLE_LENGTH, `must be at most ${MAX_TABLE_LENGTH} characters`),
  uuid: z.string({ error: "is required" }).min(1, "is required").max(MAX_UUID_LENGTH, `must be at most ${MAX_UUID_LENGTH} characters`),
  op: z.enum(["UPSERT", "DELETE"]).default("UPSERT"),
  // Checked, not copied: the table's schema copies the record's fields as it validates them.
  record: z
    .custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null && !Array.isArray(v), "expected an object of the record's fields")
    .nullable()
    .optional(),
  baseDataversion: z.number().int().nonnegative().nullable().optional(),
  queuedAt: z.unknown().optional(),
});

/** What a door asks of each entry beyond the envelope both share. */
export interface EntryRules {
  /**
   * GraphQL's entries must carry a client mutation id (SyncEntryInput's is non-null, and each answer is
   * named by it); REST's legacy entries may not.
   */
  mutationIdRequired: boolean;
}

export const REST_ENTRY_RULES: EntryRules = { mutationIdRequired: false };
export const GRAPHQL_ENTRY_RULES: EntryRules = { mutationIdRequired: true };

export interface PreparedEntry {
  clientMutationId: number | null;
  appIdentifier: string | null;
  table: string;
  uuid: string;
  op: SyncOp;
  content: Record<string, unknown>;
  baseDataversion: number | null;
  /** The content's size as stored (JSON, UTF-8), for the byte quota of installs without a login. */
  bytes: number;
}

/** An entry that failed validation: answered REJECTED with the reason, nothing of it stored. */
export interface RejectedEntry {
  /** Its place in the batch. */
  index: number;
  clientMutationId: number | null;
  table: string;
  uuid: string;
  /** What is wrong, naming the field relative to the entry (`record.age: expected number`). */
  reason: string;
}

export interface SyncEntryResult {
  clientMutationId: number | null;
  table: string;
  uuid: string;
  dataversion: number;
  status: SyncStatus;
  /** REJECTED only. */
  reason?: string;
  /** A merge (docs/sync-and-api.md, "Merging concurrent edits", MERGED or CONFLICT): the record's content after it, and the clashing fields. */
  record?: Record<string, unknown>;
  conflicts?: FieldConflict[];
  /**
   * The record as stored after this entry (a tombstone after a delete), so a device shows it
   * without reading it back; absent for REJECTED, and for a replay of a record no longer the writer's.
   */
  stored?: StoredVersion;
}

export interface CheckedBatch {
  entries: PreparedEntry[];
  /** Places in the batch of `entries`, in order. */
  places: number[];
  rejected: RejectedEntry[];
}

/**
 * Entries checked between two turns of the event loop (docs/PERFORMANCE.md, "The event loop"): 500
 * records of about 2 KB checked at once held it 150 to 233 ms, so no other request was answered
 * meanwhile; 25 at a time hold it a few ms each.
 */
export const ENTRIES_PER_TURN = 10;

/**
 * Checks a batch entry by entry (docs/sync-and-api.md, "What an entry is judged on (REJECTED)"), ENTRIES_PER_TURN
 * between two turns of the event loop. Only a batch that is not a list, or too long, is a BadInput as a whole.
 */
export async function prepareEntries(raw: unknown, tables: TableRegistry, where: string, rules: EntryRules = REST_ENTRY_RULES): Promise<CheckedBatch> {
  if (!Array.isArray(raw)) throw new BadInput(`${where}: must be a JSON list of queue entries`);
  if (raw.length > MAX_SYNC_BATCH) throw new BadInput(`${where}: ${raw.length} entries, at most ${MAX_SYNC_BATCH} per batch`);
  if (rules.mutationIdRequired) {
    // An entry's answer is named by its id: one without a valid id cannot be answered alone.
    const index = raw.findIndex((item: unknown) => keyOf(item).clientMutationId === null);
    if (index >= 0) throw new BadInput(`${where}[${index}].clientMutationId: is required, a whole number from 1 to ${MAX_CLIENT_MUTATION_ID}`);
  }
  const batch: CheckedBatch = { entries: [], places: [], rejected: [] };
  for (const [index, item] of (raw as unknown[]).entries()) {
    if (index > 0 && index % ENTRIES_PER_TURN === 0) await nextTurn();
    try {
      batch.entries.push(prepareEntry(item, tables));
      batch.places.push(index);
    } catch (error) {
      if (!(error instanceof BadInput)) throw error;
      batch.rejected.push({ index, ...keyOf(item), reason: error.message });
    }
  }
  return batch;
}

/** The results of a checked batch in the batch's order: the applied entries' and the rejected ones'. */
export function inBatchOrder(batch: CheckedBatch, applied: SyncEntryResult[]): SyncEntryResult[] {
  const results = new Array<SyncEntryResult>(batch.places.length + batch.rejected.length);
  applied.forEach((result, i) => (results[batch.places[i]!] = result));
  for (const r of batch.rejected) {
    results[r.index] = { clientMutationId: r.clientMutationId, table: r.table, uuid: r.uuid, dataversion: 0, status: "REJECTED", reason: r.reason };
  }
  return results;
}

/** What a rejected entry is answered under: its id, table and uuid as far as they can be read. */
function keyOf(item: unknown): Pick<RejectedEntry, "clientMutationId" | "table" | "uuid"> {
  const fields = item !== null && typeof item === "object" ? (item as Record<string, unknown>) : {};
  const id = fields.clientMutationId;
  return {
    clientMutationId: typeof id === "number" && Number.isInteger(id) && id >= 1 && id <= MAX_CLIENT_MUTATION_ID ? id : null,
    table: typeof fields.table === "string" ? fields.table : "",
    uuid: typeof fields.uuid === "string" ? fields.uuid : "",
  };
}

function prepareEntry(item: unknown, tables: TableRegistry): PreparedEntry {
  const declared = item !== null && typeof item === "object" ? tables.get(String((item as Record<string, unknown>).table)) : undefined;
  const badText = findBadText(item, declared?.longTexts ?? []);
  if (badText) throw new BadInput(badText);
  const envelope = EntryEnvelope.safeParse(item);
  if (!envelope.success) throw new BadInput(describeZodError(envelope.error, ""));
  const entry = envelope.data;
  const table = tables.get(entry.table);
  if (!table) throw new BadInput(`table: unknown table "${entry.table}" (known: ${tables.names().join(", ")})`);
  let content: Record<string, unknown> = { uuid: entry.uuid };
  if (entry.op === "UPSERT") {
    if (!entry.record) throw new BadInput("record: is required");
    const recordUuid = entry.record.uuid ?? entry.uuid;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the uuid as the client sent it, whatever its type
    if (recordUuid !== entry.uuid) throw new BadInput(`record.uuid: "${String(recordUuid)}" differs from the entry's uuid "${entry.uuid}"`);
    const parsed = table.schema.safeParse(entry.record.uuid === undefined ? { ...entry.record, uuid: entry.uuid } : entry.record);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, "record"));
    const unknownFields = unknownFieldProblem(table, entry.record);
    if (unknownFields) throw new BadInput(unknownFields);
    content = parsed.data;
  }
  const bytes = storedBytesOf(content);
  if (bytes > MAX_RECORD_BYTES) throw new BadInput(`record: ${bytes} bytes as stored (JSON, UTF-8), at most ${MAX_RECORD_BYTES}`);
  return {
    clientMutationId: entry.clientMutationId ?? null,
    appIdentifier: entry.appIdentifier ?? null,
    table: entry.table,
    uuid: entry.uuid,
    op: entry.op,
    content,
    baseDataversion: entry.baseDataversion ?? null,
    bytes,
  };
}
