import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The web app's real sync layer (outbox on fake-indexeddb, SyncEngine, ownEntries, settleAnswers,
 * ChangeFeed) as the simulated device of sync-device.ts loads it.
 *
 * The web modules are loaded by path at run time: the server's TypeScript project (rootDir src)
 * cannot include the web app's files, so the few shapes used here are declared below.
 */
const webSync = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../apps/web/src/sync");
const load = (file: string): Promise<unknown> => import(/* @vite-ignore */ path.join(webSync, file));

export interface Entry {
  clientMutationId: number;
  user_id: string | null;
  uuid: string;
  table: string;
  op: "UPSERT" | "DELETE";
  record: Record<string, unknown> | null;
  baseDataversion: number | null;
  rejected?: { reason: string };
}
export interface Answer {
  clientMutationId: number;
  table: string;
  uuid: string;
  dataversion: number;
  status: string;
  reason?: string | null;
  /** The client as the server stored it (sync-answer's `client` field). */
  record?: { __typename: string; uuid: string; dataversion: number; clientname: string; deletedAt: string | null } | null;
}
/** What settleAnswers settled (settle-answers.ts SettledRecords), as far as this device reads it. */
export interface Settled {
  shown: { record: { uuid: string; dataversion: number; clientname: string } }[];
  dropped: { uuid: string }[];
}
export interface OutboxApi {
  add(entry: Omit<Entry, "clientMutationId"> & { appIdentifier: string; queuedAt: string }): Promise<Entry>;
  entries(): Promise<Entry[]>;
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
  close(): void;
}
/** The web app's SyncQueue (sync-engine.ts), as far as the model reads it. */
export interface SyncQueueApi {
  all(): Promise<Entry[]>;
  remove(ids: number[]): Promise<void>;
  reject(id: number, reason: string): Promise<void>;
  count(): Promise<number>;
}
export interface Web {
  Outbox: { open(name: string): Promise<OutboxApi> };
  SyncEngine: new (options: unknown) => { syncNow(): Promise<void> };
  ownEntries: (queue: unknown, user: () => string | null) => SyncQueueApi;
  settleAnswers: (
    answers: Answer[],
    entries: Entry[],
    options: {
      tables: readonly { table: string }[];
      write(settled: Settled): void;
      refresh(table: string, uuid: string): Promise<void>;
      onMerged(e: Entry): void;
    },
  ) => Promise<void>;
  ChangeFeed: new (options: unknown) => {
    subscribe(): () => void;
    catchUp(): Promise<boolean>;
    refetch(keys: { table: string; uuid: string }[]): Promise<void>;
  };
  mayHaveMissed: <A extends { status: string }>(answers: readonly A[]) => A[];
  CURSOR_KEY: string;
  /** docs/operating.md, "Restoring": the phone's re-send of what a restore lost (restore-resend.ts). */
  resendAfterRestores: (restores: readonly RestoreMark[], ports: ResendPorts) => Promise<number>;
}
export interface RestoreMark {
  id: string;
  restoredThrough: number;
  resumedFrom: number;
}
export interface ResendPorts {
  meta: Pick<OutboxApi, "getMeta" | "setMeta">;
  pending(): Promise<ReadonlyMap<string, Entry>>;
  held(): ReadonlyMap<string, readonly { uuid: string; dataversion: number }[]>;
  record(table: string, uuid: string): Record<string, unknown> | null;
  queue(table: string, uuid: string, record: Record<string, unknown>, baseDataversion: number): Promise<unknown>;
}

let web: Web | undefined;
export async function loadWeb(): Promise<Web> {
  if (!web) {
    // `as string` keeps tsc from resolving a module that ships no types (it only installs globals).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    await import(/* @vite-ignore */ "fake-indexeddb/auto" as string);
    const [outbox, engine, own, settle, feed, resend] = (await Promise.all(
      ["outbox.ts", "sync-engine.ts", "own-entries.ts", "settle-answers.ts", "change-feed.ts", "restore-resend.ts"].map(load),
    )) as [
      Pick<Web, "Outbox">,
      Pick<Web, "SyncEngine">,
      Pick<Web, "ownEntries">,
      Pick<Web, "settleAnswers">,
      Pick<Web, "ChangeFeed" | "mayHaveMissed" | "CURSOR_KEY">,
      Pick<Web, "resendAfterRestores">,
    ];
    web = {
      Outbox: outbox.Outbox,
      SyncEngine: engine.SyncEngine,
      ownEntries: own.ownEntries,
      settleAnswers: settle.settleAnswers,
      ChangeFeed: feed.ChangeFeed,
      mayHaveMissed: feed.mayHaveMissed,
      CURSOR_KEY: feed.CURSOR_KEY,
      resendAfterRestores: resend.resendAfterRestores,
    };
  }
  return web;
}
