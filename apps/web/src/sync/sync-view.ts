import type { EngineState } from "./sync-engine.js";
import type { OutboxEntry } from "./outbox.js";

/** What the screens show of the sync: connectivity, progress, and the edits waiting or rejected. */
export interface SyncView {
  online: boolean;
  engine: EngineState;
  pending: number;
  lastSyncedAt: number | null;
  /** The last failure as the server or the network said it: what the phone reports to the operator's console. */
  error: string | null;
  /** The same in the worker's language, from the server's reason (i18n/server-error.ts): what the sync line shows. */
  errorText: string | null;
  /**
   * The server answered that this build asks what it no longer answers (APP_UPDATE_REQUIRED, or an
   * operation it refuses as invalid): docs/sync-and-api.md, "Released builds and their operations".
   * Until the page reloads into a new version, or a catch-up reads through again.
   */
  updateRequired: boolean;
  /** The last catch-up failed while online: the sync line says so instead of an old "Last synced". */
  readFailed: boolean;
  /**
   * The server refused her session or this install without her login (docs/worker-phone.md, "Refusals
   * and what they ask of her"): how many of her edits wait for her login; null while nothing is refused.
   */
  refusedWaiting: number | null;
  /** Waiting edits by `table:uuid`: screens show them over the cache. */
  waiting: Map<string, OutboxEntry>;
  /** Edits the server rejected, kept with their reasons until fixed or discarded (docs/sync-and-api.md, "Outbox entry (web, IndexedDB)"). */
  rejected: OutboxEntry[];
}
