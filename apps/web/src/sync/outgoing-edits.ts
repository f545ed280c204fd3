/**
 * Sending and settling (docs/sync-and-api.md, "Outbox entry (web, IndexedDB)", "GraphQL sync" and
 * "Merging concurrent edits"): an edit goes into the outbox, the sync engine sends what waits, and each answer is
 * settled into the cache before the outbox lets the edit go. The edits still waiting, and the
 * rejected ones, are counted here for the screens (the sync view), and told to the other tabs.
 * The sync runtime (sync/sync-runtime.ts) makes one and wires it to the rest.
 */
import type { ApolloClient, InMemoryCache } from "@apollo/client";
import { SyncDocument } from "../generated/graphql.js";
import { t } from "../i18n/t.js";
import { serverErrorText } from "../i18n/server-error.js";
import type { Notices } from "../platform/notices.js";
import { persistNow, recordsAfterFirstScreen } from "../platform/persisted-cache.js";
import type { Store } from "../platform/store.js";
import { actingInstall } from "../vault/acting-install.js";
import { appIdentifier, authToken, storedUser } from "../vault/storage-keys.js";
import { isNetworkFailure } from "./connectivity.js";
import { openTabChannel, withSyncLock } from "./cross-tab.js";
import { ownEntries, pinnedBatch } from "./own-entries.js";
import type { Outbox, OutboxEntry, SyncOp } from "./outbox.js";
import { retryAfterMs } from "./retry-after.js";
import { settleAnswers, writeSettled } from "./settle-answers.js";
import { answersOf, inputFields } from "./sync-answer.js";
import { typenamesOf } from "./page-tables.js";
import { SyncEngine, type SyncAnswer } from "./sync-engine.js";
import type { SyncView } from "./sync-view.js";
import type { SyncWiring } from "./sync-wiring.js";
import { tellIfStorageFull } from "./storage-full.js";
import { shownOverRecords } from "./rejection-reason.js";

/** What sending and settling need of the sync runtime. */
export interface OutgoingEditPorts {
  outbox: Outbox;
  client: ApolloClient;
  cache: InMemoryCache;
  wiring: SyncWiring;
  view: Store<SyncView>;
  notices: Notices;
  isOnline(): boolean;
  /** A request failed without reaching the server. */
  networkFailed(): void;
  /** The page is about to reload (a lock, a logout, a wipe): nothing is sent, nothing reads the closing outbox. */
  isEnding(): boolean;
  /** After the answers are settled: the records they name may have changed meanwhile (the change feed asks again). */
  afterSettled(answers: SyncAnswer[]): Promise<void>;
  /** A sync ended with nothing left to send (the device's status is reported). */
  synced(): void;
}

/** The outbox, the sync engine that empties it, and the counts the screens show. */
export class OutgoingEdits {
  readonly engine: SyncEngine;
  /** Tells the other tabs of this origin (one outbox, one status). */
  private readonly tell: ReturnType<typeof openTabChannel>;
  /** The sync input field of each table the app shows. */
  private readonly inputFields: ReadonlyMap<string, string>;

  constructor(private readonly ports: OutgoingEditPorts) {
    const { view, outbox } = ports;
    this.inputFields = inputFields(ports.wiring.caches);
    this.engine = new SyncEngine({
      queue: ownEntries(outbox, () => storedUser()?.id ?? null),
      send: (entries) => this.send(entries),
      retryAfterMs,
      settle: (answers, entries) => this.settle(answers, entries),
      afterSettled: (answers) => ports.afterSettled(answers),
      withLock: withSyncLock,
      isOnline: () => ports.isOnline(),
      onState: (engine, detail) => {
        view.set({
          engine,
          pending: detail.pending,
          lastSyncedAt: detail.lastSyncedAt ?? view.get().lastSyncedAt,
          error: detail.error ? String((detail.error as Error).message ?? detail.error) : null,
          errorText: detail.error ? serverErrorText(detail.error) : null,
        });
        this.tell({ type: "progress", engine, pending: detail.pending });
        if (engine === "idle" && detail.lastSyncedAt) this.tell({ type: "synced", lastSyncedAt: detail.lastSyncedAt });
        if (engine === "idle") void this.refreshWaiting();
        if (engine === "idle" && detail.lastSyncedAt) ports.synced();
      },
    });
    this.tell = openTabChannel((message) => {
      // Another tab holds the sync lock: show its progress here (one outbox, one status).
      if (message.type === "progress") view.set({ engine: message.engine });
      if (message.type === "synced") view.set({ lastSyncedAt: message.lastSyncedAt });
      void this.refreshWaiting();
    });
  }

  /** Writes an edit to the outbox first; resolves once it is durable, then a sync follows in 1 s. */
  async queue(table: string, uuid: string, op: SyncOp, record: Record<string, unknown> | null, baseDataversion: number | null): Promise<OutboxEntry> {
    const entry = await this.ports.outbox
      .add({
        appIdentifier: appIdentifier(),
        user_id: storedUser()?.id ?? null,
        uuid,
        table,
        op,
        record,
        baseDataversion,
        queuedAt: new Date().toISOString(),
      })
      .catch((error: unknown) => tellIfStorageFull(error, this.ports.notices));
    await this.refreshWaiting();
    this.tell({ type: "queued" });
    this.engine.request();
    return entry;
  }

  /** The edits waiting, their count and the rejected ones, read again into the sync view. */
  async refreshWaiting(): Promise<void> {
    if (this.ports.isEnding()) return;
    try {
      const { outbox } = this.ports;
      const waiting = shownOverRecords(await outbox.pending());
      this.ports.view.set({ waiting, pending: await outbox.count(), rejected: await outbox.rejectedEntries() });
    } catch (error) {
      // A logout, lock or wipe closed the outbox while this read was under way: the page is going.
      if (!this.ports.isEnding()) throw error;
    }
  }

  /** The worker gives up a rejected edit: the record shows the server's version again. */
  async discardRejected(clientMutationId: number): Promise<void> {
    await this.ports.outbox.remove([clientMutationId]);
    await this.refreshWaiting();
    this.tell({ type: "queued" });
  }

  /** A name for an edit's record in messages. */
  describe(entry: OutboxEntry): string {
    return this.ports.wiring.caches.find((c) => c.table === entry.table)?.describe(entry) ?? entry.uuid;
  }

  private async send(chosen: OutboxEntry[]): Promise<SyncAnswer[]> {
    const fields = this.inputFields;
    // The login the batch goes as, read once: the link would read the credentials later (docs/sync-and-api.md, "Login transitions").
    const { entries, headers } = pinnedBatch(chosen, storedUser()?.id ?? null, authToken());
    if (entries.length === 0 || this.ports.isEnding()) return [];
    const input = {
      appInstallId: actingInstall().id,
      entries: entries.map((e) => ({
        clientMutationId: e.clientMutationId,
        table: e.table,
        uuid: e.uuid,
        op: e.op,
        baseDataversion: e.baseDataversion,
        queuedAt: e.queuedAt,
        ...(e.record && fields.has(e.table) ? { [fields.get(e.table)!]: e.record } : {}),
      })),
    };
    try {
      // The answer's records go into the cache through settleAnswers alone (the last edit of each, never over a newer version).
      const { data } = await this.ports.client.mutate({ mutation: SyncDocument, variables: { input }, fetchPolicy: "no-cache", context: { headers } });
      if (!data) throw new Error("the server gave no answer");
      return answersOf(data.sync, typenamesOf(this.ports.wiring.caches));
    } catch (error) {
      if (isNetworkFailure(error)) this.ports.networkFailed();
      throw error;
    }
  }

  /** Marks answered records synced with their dataversions; tells the user what was merged or clashed. */
  private async settle(answers: SyncAnswer[], entries: OutboxEntry[]): Promise<void> {
    const { wiring, client, cache } = this.ports;
    // The stored records are in the cache first: an answer is never put under an older stored copy (platform/persisted-cache.ts, restoreRecords).
    await recordsAfterFirstScreen();
    await settleAnswers(answers, entries, {
      tables: wiring.caches,
      write: (settled) => writeSettled(cache, settled),
      refresh: async (table, uuid) => wiring.caches.find((c) => c.table === table)?.fetch(client, uuid),
      onMerged: (entry, answer) => this.merged(entry, answer),
    });
    // The outbox drops these entries next: the cache that now shows them is saved first, so an offline reload still has them.
    await persistNow();
  }

  /** docs/sync-and-api.md, "Merging concurrent edits": a merge is told as it is; a clash stays open (ConflictsPanel) until the worker chooses. */
  private merged(entry: OutboxEntry, answer: SyncAnswer): void {
    if (answer.status === "MERGED") {
      this.ports.notices.show(t("MERGED_NOTICE"), { group: "merged" });
      return;
    }
    const count = this.ports.wiring.openConflicts(answer, this.describe(entry));
    this.ports.notices.show(count === 1 ? t("CONFLICTS_ONE") : t("CONFLICTS_MANY", { count }), { timeoutMs: 30_000 });
  }
}
