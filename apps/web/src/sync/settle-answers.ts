import type { OutboxEntry } from "./outbox.js";
import type { SyncAnswer } from "./sync-engine.js";
import { toInput } from "./strip-typename.js";

/** A table as settling sees it: how an answered edit is shown as synced. */
export interface SettleTable {
  table: string;
  settle(entry: OutboxEntry, dataversion: number): void | Promise<void>;
  /** Reads a record back from the server (a merged record whose fields the answer does not carry). */
  refresh?(uuid: string): Promise<void>;
}

/** Fields the server adds to a record, never part of an edit. */
const SERVER_FIELDS = ["synced", "saved", "dataversion", "updatedAt", "deletedAt", "ageInMonths"];

/**
 * Spec 4 "Records and sync": each answered edit becomes synced with the answer's dataversion.
 * Several edits of one record in a batch: only the last is shown. A MERGED or CONFLICT answer
 * (issue 16: merged with another device's changes) shows the merged record at once, and is handed
 * on so the worker hears what was merged or what clashed.
 */
export async function settleAnswers(
  answers: readonly SyncAnswer[],
  entries: readonly OutboxEntry[],
  tables: readonly SettleTable[],
  onMerged: (entry: OutboxEntry, answer: SyncAnswer) => void,
): Promise<void> {
  const latest = new Map(answers.filter((a) => a.status !== "REJECTED").map((a) => [`${a.table}:${a.uuid}`, a]));
  for (const answer of answers) {
    // A rejected edit stays in the outbox, shown with its reason (sync-engine.ts): nothing to settle.
    if (answer.status === "REJECTED") continue;
    const entry = entries.find((e) => e.clientMutationId === answer.clientMutationId);
    const table = tables.find((c) => c.table === answer.table);
    if (!entry || !table) continue;
    if (latest.get(`${answer.table}:${answer.uuid}`) === answer) await table.settle(mergedEntry(entry, answer), answer.dataversion);
    if (answer.record && !("uuid" in answer.record)) await table.refresh?.(answer.uuid);
    if (answer.status === "MERGED" || answer.status === "CONFLICT") onMerged(entry, answer);
  }
}

/** The edit as the server merged it, when the answer carries the merged record's fields. */
function mergedEntry(entry: OutboxEntry, answer: SyncAnswer): OutboxEntry {
  if (!answer.record || !("uuid" in answer.record)) return entry;
  return { ...entry, record: toInput<Record<string, unknown>>(answer.record, SERVER_FIELDS) };
}
