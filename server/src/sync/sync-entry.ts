import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { z } from "zod";
import { BadInput } from "../errors.js";
import type { TableRegistry } from "./synced-table.js";
import { describeZodError } from "./zod-errors.js";

export type SyncOp = "UPSERT" | "DELETE";
export type SyncStatus = "APPLIED" | "DUPLICATE" | "CONFLICT";

/** One outbox entry, as both doors hand it over (ARCHITECTURE: sync queue entry). */
const EntryEnvelope = z.object({
  clientMutationId: z.number().int().positive().nullable().optional(),
  appIdentifier: z.string().nullable().optional(),
  user_id: z.unknown().optional(),
  table: z.string({ error: "is required" }).min(1, "is required"),
  uuid: z.string({ error: "is required" }).min(1, "is required"),
  op: z.enum(["UPSERT", "DELETE"]).default("UPSERT"),
  // Checked, not copied: the table's schema copies the record's fields as it validates them.
  record: z
    .custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null && !Array.isArray(v), "expected an object of the record's fields")
    .nullable()
    .optional(),
  baseDataversion: z.number().int().nonnegative().nullable().optional(),
  queuedAt: z.unknown().optional(),
});

export interface PreparedEntry {
  clientMutationId: number | null;
  appIdentifier: string | null;
  table: string;
  uuid: string;
  op: SyncOp;
  content: Record<string, unknown>;
  baseDataversion: number | null;
}

export interface SyncEntryResult {
  clientMutationId: number | null;
  table: string;
  uuid: string;
  dataversion: number;
  status: SyncStatus;
}


/** Checks a whole batch before anything is written; the first problem is a BadInput naming its field. */
export function prepareEntries(raw: unknown, tables: TableRegistry, where: string): PreparedEntry[] {
  if (!Array.isArray(raw)) throw new BadInput(`${where}: must be a JSON list of queue entries`);
  if (raw.length > MAX_SYNC_BATCH) throw new BadInput(`${where}: ${raw.length} entries, at most ${MAX_SYNC_BATCH} per batch`);
  return raw.map((item, index) => prepareEntry(item, tables, `${where}[${index}]`));
}

function prepareEntry(item: unknown, tables: TableRegistry, where: string): PreparedEntry {
  const envelope = EntryEnvelope.safeParse(item);
  if (!envelope.success) throw new BadInput(describeZodError(envelope.error, where));
  const entry = envelope.data;
  const table = tables.get(entry.table);
  if (!table) throw new BadInput(`${where}.table: unknown table "${entry.table}" (known: ${tables.names().join(", ")})`);
  let content: Record<string, unknown> = { uuid: entry.uuid };
  if (entry.op === "UPSERT") {
    if (!entry.record) throw new BadInput(`${where}.record: is required`);
    const recordUuid = entry.record.uuid ?? entry.uuid;
    if (recordUuid !== entry.uuid) throw new BadInput(`${where}.record.uuid: "${String(recordUuid)}" differs from the entry's uuid "${entry.uuid}"`);
    const parsed = table.schema.safeParse(entry.record.uuid === undefined ? { ...entry.record, uuid: entry.uuid } : entry.record);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, `${where}.record`));
    content = parsed.data;
  }
  return {
    clientMutationId: entry.clientMutationId ?? null,
    appIdentifier: entry.appIdentifier ?? null,
    table: entry.table,
    uuid: entry.uuid,
    op: entry.op,
    content,
    baseDataversion: entry.baseDataversion ?? null,
  };
}
