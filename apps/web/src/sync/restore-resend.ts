import type { HeldVersion } from "@stepwise/domain";
import type { OutboxEntry } from "./outbox.js";
import { keepWindows, lostInRestore, markHandled, unhandledRestores, type RestoreMark, type RestoreMeta } from "./restore-windows.js";

/*
 * docs/operating.md, "Restoring", what the phones do: a record the device holds at a version the
 * restore lost (restore-windows.ts) is queued again in the outbox as an edit of the whole record,
 * based on the version held. The server holds it older (its base is newer than the stored version,
 * so it is no merge and no conflict: docs/sync-and-api.md, "Merging concurrent edits") or not at all
 * (a create), and takes it as the current version. Then the ordinary catch-up and holdings check
 * bring what the device lacks.
 */

export interface ResendPorts {
  meta: RestoreMeta;
  /** The edits waiting: a record with one is not queued again (the waiting edit goes out anyway). */
  pending(): Promise<ReadonlyMap<string, OutboxEntry>>;
  /** Every record the device holds now, table by table (as the holdings check reads them). */
  held(): ReadonlyMap<string, readonly HeldVersion[]>;
  /** The whole record as the device holds it, as its table's sync input (no server fields), or null. */
  record(table: string, uuid: string): Record<string, unknown> | null;
  /** Queues an edit through the outbox's normal path (the sync runtime's queue). */
  queue(table: string, uuid: string, record: Record<string, unknown>, baseDataversion: number): Promise<unknown>;
}

/**
 * Sends again, once per restore, every record held at a version a restore lost. The windows are kept
 * before anything is queued, and the restores noted as handled only after: a page closed in between
 * does it again at the next catch-up, skipping what is already waiting. Answers how many were queued.
 */
export async function resendAfterRestores(restores: readonly RestoreMark[], ports: ResendPorts): Promise<number> {
  const fresh = await unhandledRestores(restores, ports.meta);
  if (fresh.length === 0) return 0;
  await keepWindows(fresh, ports.meta);
  const pending = await ports.pending();
  let queued = 0;
  for (const [table, versions] of ports.held()) {
    for (const { uuid, dataversion } of versions) {
      if (!lostInRestore(dataversion, fresh) || pending.has(`${table}:${uuid}`)) continue;
      const record = ports.record(table, uuid);
      if (!record) continue;
      await ports.queue(table, uuid, record, dataversion);
      queued += 1;
    }
  }
  await markHandled(fresh, ports.meta);
  return queued;
}
