import type { OutboxEntry } from "./outbox.js";
import type { SyncAnswer } from "./sync-engine.js";

/** A table as settling sees it: how an answered edit is shown as synced. */
export interface SettleTable {
  table: string;
  settle(entry: OutboxEntry, dataversion: number): void | Promise<void>;
}

/**
 * Spec 4 "Records and sync": each answered edit becomes synced with the answer's dataversion.
 * Several edits of one record in a batch: only the last is shown. A CONFLICT answer (the record
 * was also changed on another device) is handed on, so the user can look at the other version.
 */
export async function settleAnswers(
  answers: readonly SyncAnswer[],
  entries: readonly OutboxEntry[],
  tables: readonly SettleTable[],
  onConflict: (entry: OutboxEntry) => void,
): Promise<void> {
  const latest = new Map(answers.map((a) => [`${a.table}:${a.uuid}`, a]));
  for (const answer of answers) {
    const entry = entries.find((e) => e.clientMutationId === answer.clientMutationId);
    const table = tables.find((c) => c.table === answer.table);
    if (!entry || !table) continue;
    if (latest.get(`${answer.table}:${answer.uuid}`) === answer) await table.settle(entry, answer.dataversion);
    if (answer.status === "CONFLICT") onConflict(entry);
  }
}
