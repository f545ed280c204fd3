import { isErasedRejection, MAX_SYNC_BATCH } from "@stepwise/domain";
import type { OutboxEntry } from "./outbox.js";
import { pausingTimers, type Timers } from "../platform/visible-timers.js";
import type { SyncStatus } from "../generated/graphql.js";

// The timers type lives with the timers, below the engine (docs/layers.md); its users import it from here too.
export type { Timers };

/** docs/product.md §4, §9: a save is delayed 1 s after being requested. */
export const SAVE_DEBOUNCE_MS = 1000;
/** Retries after a failed save: 1 s, 2 s, 4 s ... at most a minute apart. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 60_000;
/** The longest wait a server's Retry-After may impose (a quota's window is an hour). */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** A sync answer's status, as the schema's SyncStatus enum names them (generated). */
export type { SyncStatus };

/** A field both devices changed (docs/sync-and-api.md, "Merging concurrent edits"): values as JSON text. */
export interface SyncFieldConflict {
  path: string[];
  labelKey: string;
  base: string;
  theirs: string;
  yours: string;
  theirsBy?: string | null;
  theirsAt?: string | null;
}

export interface SyncAnswer {
  clientMutationId: number;
  table: string;
  uuid: string;
  dataversion: number;
  status: SyncStatus;
  /** REJECTED only: what is wrong, naming the field. */
  reason?: string | null;
  /** The record as the server stored it after this edit (after a merge, the merged record); none for REJECTED. */
  record?: ({ __typename: string } & Record<string, unknown>) | null;
  conflicts?: SyncFieldConflict[] | null;
}

export interface SyncQueue {
  /** The edits to send (never a rejected one). */
  all(): Promise<OutboxEntry[]>;
  remove(ids: readonly number[]): Promise<void>;
  /** Keeps a rejected edit, with its reason, out of the edits to send. */
  reject(id: number, reason: string): Promise<void>;
  count(): Promise<number>;
}

export type EngineState = "idle" | "waiting" | "syncing" | "error";

export interface SyncEngineOptions {
  queue: SyncQueue;
  /** Sends a batch; throws when the server could not take it (the entries stay queued). */
  send(entries: OutboxEntry[]): Promise<SyncAnswer[]>;
  /** How long the server asked to wait after a failed send (429 Retry-After), in ms; null when it did not say. */
  retryAfterMs?(error: unknown): number | null;
  /** Marks the answered records synced with their dataversions (before their entries leave the queue). */
  settle(answers: SyncAnswer[], entries: OutboxEntry[]): Promise<void>;
  /** After the answered entries left the queue (the runtime refetches records answered DUPLICATE). */
  afterSettled?(answers: SyncAnswer[]): Promise<void>;
  /** Runs a sync while holding the cross-tab lock; answers false when another tab holds it. */
  withLock?(run: () => Promise<void>): Promise<boolean>;
  isOnline?(): boolean;
  onState?(state: EngineState, detail: { pending: number; error?: unknown; lastSyncedAt?: number }): void;
  timers?: Timers;
  /** The retries' timers; by default they stand still while the page is hidden (docs/worker-phone.md). */
  retryTimers?: Timers;
  now?(): number;
}

/** The outbox's sync loop (docs/product.md §4 "Records and sync"; docs/sync-and-api.md, "GraphQL sync"). */
export class SyncEngine {
  private busy = false;
  private debounce: unknown = null;
  private retry: unknown = null;
  private failures = 0;
  private lastSyncedAt: number | undefined;
  private readonly timers: Timers;
  private readonly retryTimers: Timers;

  constructor(private readonly options: SyncEngineOptions) {
    this.timers = options.timers ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) };
    // A save asked for just before the worker leaves the app still goes out (the 1 s wait); retries wait until she is back.
    this.retryTimers = options.retryTimers ?? options.timers ?? pausingTimers;
  }

  /** A save was requested: sync once no other request came for 1 s. */
  request(): void {
    if (this.debounce !== null) this.timers.clearTimeout(this.debounce);
    this.debounce = this.timers.setTimeout(() => {
      this.debounce = null;
      void this.syncNow();
    }, SAVE_DEBOUNCE_MS);
    void this.report("waiting");
  }

  /** Syncs now unless a sync is already running (single flight; the running one loops while items remain). */
  async syncNow(): Promise<void> {
    if (this.busy) return;
    if (this.options.isOnline && !this.options.isOnline()) {
      await this.report("idle");
      return;
    }
    this.busy = true;
    try {
      const locked = this.options.withLock ? await this.options.withLock(() => this.drain()) : (await this.drain(), true);
      if (!locked) this.scheduleRetry();
    } catch (error) {
      this.failures += 1;
      await this.report("error", error);
      // A quota refused the batch (docs/SECURITY.md, "Limits and quotas"): its entries stay queued until the server's wait is over.
      this.scheduleRetry(this.options.retryAfterMs?.(error) ?? 0);
    } finally {
      this.busy = false;
    }
  }

  /** Sends batches while the queue holds items (docs/product.md §4: another sync runs if items remain). */
  private async drain(): Promise<void> {
    for (;;) {
      // An outbox filled during weeks offline goes in batches the server takes (at most 500 entries: docs/sync-and-api.md, "Accounts and hardening").
      const entries = (await this.options.queue.all()).slice(0, MAX_SYNC_BATCH);
      if (entries.length === 0) break;
      await this.report("syncing");
      const answers = await this.options.send(entries);
      await this.options.settle(answers, entries);
      const sent = new Set(entries.map((e) => e.clientMutationId));
      // An edit of an erased client is dropped as if answered, never kept (docs/operating.md, "Erasing a client").
      const kept = (a: SyncAnswer) => a.status === "REJECTED" && !isErasedRejection(a.reason);
      const rejected = answers.filter((a) => kept(a) && sent.has(a.clientMutationId));
      const answered = new Set(answers.filter((a) => !kept(a)).map((a) => a.clientMutationId));
      // A rejected edit stays, shown with its reason, and is never sent again as it is.
      for (const answer of rejected) await this.options.queue.reject(answer.clientMutationId, answer.reason ?? "");
      // Only entries the server answered leave the queue: an edit re-queued meanwhile is a new entry.
      await this.options.queue.remove(entries.filter((e) => answered.has(e.clientMutationId)).map((e) => e.clientMutationId));
      await this.options.afterSettled?.(answers);
      this.failures = 0;
      this.lastSyncedAt = this.options.now?.() ?? Date.now();
      if (answered.size === 0 && rejected.length === 0) break;
    }
    await this.report("idle");
  }

  private scheduleRetry(serverWaitMs = 0): void {
    if (this.retry !== null) this.retryTimers.clearTimeout(this.retry);
    const delay = Math.max(this.nextRetryDelay(), Math.min(serverWaitMs, RETRY_AFTER_MAX_MS));
    this.retry = this.retryTimers.setTimeout(() => {
      this.retry = null;
      void this.syncNow();
    }, delay);
  }

  /** Backoff before the next retry, after the failures so far. */
  nextRetryDelay(): number {
    return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, this.failures - 1), RETRY_MAX_MS);
  }

  private async report(state: EngineState, error?: unknown): Promise<void> {
    if (!this.options.onState) return;
    const pending = await this.options.queue.count();
    this.options.onState(state, { pending, error, lastSyncedAt: this.lastSyncedAt });
  }

  dispose(): void {
    if (this.debounce !== null) this.timers.clearTimeout(this.debounce);
    if (this.retry !== null) this.retryTimers.clearTimeout(this.retry);
  }
}
