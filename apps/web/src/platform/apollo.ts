import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { allPagesLink } from "./all-pages-link.js";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { CachePersistor } from "apollo3-cache-persist";
import type { ApolloPersistOptions } from "apollo3-cache-persist/lib/types/index.js";
import { createClient, type Client as WsClient } from "graphql-ws";
import { del, get } from "idb-keyval";
import syncedTypes from "../generated/possible-types.js";
import { isCacheObject, unpackCacheText } from "./cache-bytes.js";
import { holdsRecords, recordsKeyOf, splitCache, withStoredRecords } from "./cache-parts.js";
import { openCachePart, saveCache, savesSettled } from "./cache-saver.js";
import { whenIdle } from "./when-idle.js";
import { checkedChannelName, pongWatch, REALTIME } from "./realtime.js";
import { interruptibleRetryWait } from "./reconnect.js";
import { authToken } from "../vault/storage-keys.js";
import { actingInstall } from "../vault/acting-install.js";
import { heardWipeOrder, watchedFetch } from "../vault/wipe-watch.js";
import { wipeOrderOfClose } from "../vault/wipe.js";

/** Synced records are identified by uuid on every device. */
const byUuid = { keyFields: ["uuid"] };

/** Types with an `id` that is only unique within their parent (Apollo would otherwise normalize them by it). */
export const EMBEDDED_WITH_ID = [
  "ClientFieldCategory",
  "CategoryItem",
  "ContentPage",
  "FormPage",
  "FormPageElement",
  "HiCause",
  "HiCauseOption",
  "HiIssue",
  "HiIssueOption",
  "HiSolution",
  "HiSolutionOption",
  "LadderOption",
  "MilestoneCategory",
  "MilestoneChecklist",
  "MilestoneIndicator",
  "MilestoneIndicatorText",
];

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Every synced entity's type is a member of the schema's SyncedRecord union: one policy keys
    // them all by uuid, a new entity included (generated/possible-types.ts, made by codegen).
    possibleTypes: syncedTypes.possibleTypes,
    typePolicies: {
      SyncedRecord: byUuid,
      // Values inside their record or content: an `id` names an option of one list (category 2 of one
      // field, indicator 5 in one language), not an object shared app-wide, so they are never merged.
      ...Object.fromEntries(EMBEDDED_WITH_ID.map((type) => [type, { keyFields: false as const }])),
    },
  });
}

export const CACHE_KEY = "stepwise-apollo-cache";

let persistor: CachePersistor<NormalizedCacheObject> | null = null;

/** Where the cache is kept: the phone's own key, or a worker's (her vault, sealed with her key: docs/shared-phone.md). */
export interface CacheVault {
  cacheKey: string;
  key: CryptoKey;
}

/**
 * Restores the cache from IndexedDB; it is a fast view, never the only copy of an unsynced edit.
 * It is kept in two parts (platform/cache-parts.ts; docs/worker-phone.md, "Opening the app"): the shell,
 * restored here before the first render, and the worker's records, whose opening starts here in the
 * saver's worker and which restoreRecords puts into the cache after the first screen, or at once
 * for a screen that shows them. Each part is one JSON text of the normalized cache (as
 * apollo3-cache-persist keeps it), made by cacheText rather than by the library (serialize: false).
 * A cache saved whole by a build before reads back the same: the shell's key holds all of it, and the
 * next save splits it.
 */
export async function restoreCache(cache: InMemoryCache, vault: CacheVault | null = null): Promise<void> {
  const shellKey = vault?.cacheKey ?? CACHE_KEY;
  restored = cache;
  recordsSettled = recordsDropped = false;
  recordsMerge = recordsParse = pendingRecords = applyHeld = null;
  recordsParsed = false;
  recordsBytes = openCachePart(recordsKeyOf(shellKey), vault?.key ?? null).catch((error: unknown) => {
    console.error("the records kept on this phone could not be opened; the server's copy is shown when online", error);
    return null;
  });
  const options: ApolloPersistOptions<NormalizedCacheObject, false> = {
    cache,
    serialize: false,
    storage: {
      getItem: async (key: string) => {
        let start = performance.now();
        const saved = await get<unknown>(key);
        start = step("read", start);
        const text = isCacheObject(saved) ? null : await unpackCacheText(saved, vault?.key ?? null);
        start = step("open", start);
        const parsed = isCacheObject(saved) ? saved : text === null ? null : (JSON.parse(text) as NormalizedCacheObject);
        restoreStart = step("parse", start);
        return parsed;
      },
      setItem: async (key: string, value: NormalizedCacheObject | string | null) => {
        if (stopped) return;
        // The value was extracted from the cache just now, in the same task: it holds every change so far.
        unsaved = false;
        // The split gets a task of its own (10 ms for 10,000 records here): the extract's task stays short. The snapshot's objects never change.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (stopped) return;
        const { shell, records } = splitCache(typeof value === "string" ? (JSON.parse(value) as NormalizedCacheObject) : (value ?? {}));
        // Each text is made a slice at a time, then made ASCII, gzipped, sealed and written off the main thread (platform/cache-saver.ts).
        const sealWith = vault?.key ?? null;
        const saves = [saveCache(key, shell, sealWith)];
        // Before the stored records are in, the cache holds none of them: their part stays as stored, unless a reset dropped them.
        if (recordsSettled || recordsDropped) saves.push(saveCache(recordsKeyOf(key), records, sealWith));
        await Promise.all(saves).catch((error: unknown) => {
          unsaved = true;
          throw error;
        });
      },
      removeItem: (key: string) => del(key),
    },
    key: shellKey,
    maxSize: false,
    trigger: (persist) =>
      onChange(cache, (method) => {
        unsaved = true;
        // Emptied (a login, a first run) before the stored records came in: they are not put back.
        if (method === "reset" && !recordsSettled) recordsDropped = true;
        // While held, not even a timer per write: the first sync writes thousands of records.
        if (holds === 0) persist();
      }),
  };
  // The library's constructor is typed for its own serializing only (serialize: true).
  persistor = new CachePersistor(options as unknown as ApolloPersistOptions<NormalizedCacheObject>);
  await persistor.restore();
  step("apply", restoreStart);
  // A cache a build before saved whole holds the records already: they are in, and the next save splits it.
  if (holdsRecords(cache.extract())) recordsSettled = true;
  // Changes are saved a second after the last one; leaving the page saves what is still unsaved.
  addEventListener("pagehide", () => void (unsaved && !stopped && persistor?.persist()));
}

/** The cache restoreCache restored, which restoreRecords completes. */
let restored: InMemoryCache | null = null;
/** The stored records' text as its bytes, opened in the saver's worker from the start of restoreCache (null: none kept). */
let recordsBytes: Promise<ArrayBuffer | null> = Promise.resolve(null);
/** Set once the stored records are in the cache, or there were none, or a reset dropped them: only then is their part saved. */
let recordsSettled = false;
let recordsDropped = false;
let recordsMerge: Promise<void> | null = null;
let recordsParse: Promise<void> | null = null;
/** The stored records parsed from their text, until restoreRecords puts them into the cache. */
let pendingRecords: NormalizedCacheObject | null = null;
/** Set once parseRecords is done, whether or not there were records to parse. */
let recordsParsed = false;

/** Parses the stored records' text once it is opened, keeping them aside (pendingRecords) for restoreRecords and quick reads. */
function parseRecords(): Promise<void> {
  recordsParse ??= recordsBytes.then((bytes) => {
    if (bytes !== null && restored && !recordsSettled && !recordsDropped && !stopped) {
      const start = performance.now();
      pendingRecords = JSON.parse(new TextDecoder().decode(bytes)) as NormalizedCacheObject;
      step("records-parse", start);
    }
    recordsParsed = true;
  });
  return recordsParse;
}

/**
 * Puts the stored records into the cache, under what it holds now (withStoredRecords), once their
 * text is opened: at once for a screen that shows records (at the next idle moment while one is
 * drawn from the parsed records: holdRecordsUntilIdle), after the first screen otherwise
 * (recordsAfterFirstScreen). Resolves when they are in; the same promise for every caller.
 */
export function restoreRecords(): Promise<void> {
  recordsMerge ??= parseRecords()
    .then(() => applyHeld)
    .then(() => {
      const cache = restored;
      const stored = pendingRecords;
      let fetchedBefore = false;
      if (stored !== null && cache && !recordsSettled && !recordsDropped && !stopped) {
        const start = performance.now();
        const current = cache.extract();
        // Records fetched before these came in (a list drawn from them refreshed online) were saved with the shell alone.
        fetchedBefore = holdsRecords(current);
        cache.restore(withStoredRecords(current, stored));
        // Screens already shown (the favorites on /Home) read again; nothing they show changed unless it was missing.
        (cache as unknown as { broadcastWatches(): void }).broadcastWatches();
        step("records-apply", start);
      }
      pendingRecords = null;
      recordsSettled = true;
      if (fetchedBefore) {
        unsaved = true;
        persistNow().catch((error: unknown) => console.warn("the records fetched before the stored ones came in are saved at the next change", error));
      }
    });
  return recordsMerge;
}

/** While set, restoreRecords waits for it before putting the parsed records into the cache. */
let applyHeld: Promise<void> | null = null;

/**
 * A screen is being drawn from the parsed stored records (storedRecordsPending): Apollo's restore of
 * them, a long task for thousands, waits for the page's next idle moment, after that screen is painted.
 */
export function holdRecordsUntilIdle(): void {
  applyHeld ??= new Promise<void>((resolve) => whenIdle(resolve));
}

/**
 * Resolves once the stored records can be read: parsed and waiting for the cache (storedRecordsPending),
 * or in it, or there are none. Apollo's restore of thousands of records costs a quarter of a second
 * at 4x CPU throttling; a screen that reads them quickly need not wait for it (docs/worker-phone.md, "Opening the app").
 */
export function recordsReadable(): Promise<void> {
  return recordsSettled ? Promise.resolve() : parseRecords();
}

/** Whether recordsReadable has resolved: the stored records are parsed, in the cache, or there are none. */
export function recordsReadableNow(): boolean {
  return recordsSettled || recordsParsed;
}

/**
 * The stored records parsed but not yet in the cache, for a quick read that lays the cache's own
 * objects over them as restoreRecords will (withStoredRecords); null once they are in, or dropped, or none.
 */
export function storedRecordsPending(): NormalizedCacheObject | null {
  return recordsSettled || recordsDropped || stopped ? null : pendingRecords;
}

/** Whether the stored records are in the cache (restoreRecords): a screen that shows records waits for it. */
export function recordsInCache(): boolean {
  return recordsSettled;
}

let firstScreen: () => void = () => {};
const firstScreenShown = new Promise<void>((resolve) => (firstScreen = resolve));

/** The app's first screen is on: the stored records come in at the page's first idle moment after it. */
export function afterFirstScreen(): void {
  firstScreen();
  void whenIdle(() => void restoreRecords());
}

/**
 * For what writes records into the cache (the sync runtime's answers, the feed, the first sync):
 * the stored records are in first, so a write is never put under an older stored copy, and the first
 * screen is never held back for them.
 */
export async function recordsAfterFirstScreen(): Promise<void> {
  await firstScreenShown;
  await restoreRecords();
}

let restoreStart = 0;

/** Marks one step of the cache's restore for the start's measures (bench/pwa-cold-start.ts prints them); returns its end. */
function step(name: string, start: number): number {
  const end = performance.now();
  performance.measure(`stepwise:start:restore-cache-${name}`, { start, end });
  return end;
}

/** Set by stopPersisting: the cache of this page is never saved again. */
let stopped = false;

/**
 * A logout, a lock or a wipe is under way: this page's cache is never saved again, so a save on
 * leaving the page cannot write a worker's records back after her stores were deleted. Resolves once
 * the saves already under way are written (they finish off the main thread, platform/cache-saver.ts): only
 * then may the cache's entry be deleted.
 */
export function stopPersisting(): Promise<void> {
  stopped = true;
  persistor?.pause();
  return savesSettled();
}

/** Whether the cache changed since it was last saved (a cache of thousands of records is megabytes to save). */
let unsaved = false;

const methods = ["write", "evict", "modify", "gc", "reset"] as const;

/** Calls back after every change of the cache: the library's write trigger, plus a reset (clearStore). */
function onChange(cache: InMemoryCache, changed: (method: (typeof methods)[number]) => void): () => void {
  // Each original is called with the cache as `this` (original.apply(cache, ...)) and put back as it was.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const originals = methods.map((name) => cache[name]);
  methods.forEach((name, i) => {
    const original = originals[i] as (...args: unknown[]) => unknown;
    (cache as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const result = original.apply(cache, args);
      changed(name);
      return result;
    };
  });
  return () => methods.forEach((name, i) => ((cache as unknown as Record<string, unknown>)[name] = originals[i]));
}

/**
 * Saves the cache now, when it changed: after content the app must have offline (configuration,
 * translations). While the first sync holds the saving (holdAutoPersist), it is left to the first
 * sync's next save, which holds everything the cache holds then (one save of a big cache is a second).
 * Before the stored records are in (restoreRecords) it saves the shell alone.
 */
export async function persistNow(): Promise<void> {
  if (!unsaved || stopped) return;
  if (holds > 0) {
    deferred = true;
    return;
  }
  await persistor?.persist();
}

/**
 * Saves the cache now, whatever was saved before, and resolves once IndexedDB holds it: a later
 * write of the same key commits after any earlier one, so everything the cache held is stored.
 * For a checkpoint of the first sync (first-sync.ts), whose cursor moves only after this. The stored
 * records are put into the cache first: a save without them would write their part empty.
 */
export async function persistAll(): Promise<void> {
  await restoreRecords();
  if (!stopped) await persistor?.persist();
}

let holds = 0;
/** A save asked for while the saving was held, to be made once it is released. */
let deferred = false;

/**
 * Stops saving the cache a second after each change, and persistNow's saves, until the returned
 * function is called (by every holder): the first sync saves it at its own checkpoints, and a save of
 * thousands of records between two pages would only repeat one. Leaving the page still saves what
 * is unsaved, and a save asked for meanwhile is made at the release.
 */
export function holdAutoPersist(): () => void {
  holds += 1;
  persistor?.pause();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0 || stopped) return;
    persistor?.resume();
    if (deferred || unsaved) {
      deferred = false;
      void persistNow();
    }
  };
}

/** Credentials of every request (docs/sync-and-api.md, "Identity"; docs/product.md §7: X-Requested-With), read fresh each time. */
export function credentials(): Record<string, string> {
  const token = authToken();
  const install = actingInstall();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    "X-App-Install-Id": install.id,
    "X-App-Install-Secret": install.secret,
    "X-Requested-With": "XMLHttpRequest",
  };
}

export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
  return false;
}

export interface Apollo {
  client: ApolloClient;
  ws: WsClient;
  /** Reconnects the WebSocket now if it is waiting out its backoff (coming online, page visible). */
  reconnectNow: () => void;
}

function isCloseEvent(event: unknown): event is CloseEvent {
  return typeof event === "object" && event !== null && typeof (event as CloseEvent).code === "number";
}

/** The bearer token a request was sent with (its Authorization header), or null. */
export function sentToken(headers: Record<string, string> | undefined): string | null {
  const authorization = headers?.Authorization ?? headers?.authorization;
  return authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : null;
}

/**
 * Queries and mutations over HTTP, subscriptions over graphql-ws (which reconnects forever).
 * `onUnauthenticated` hears which token the refused request carried: a request sent before a new
 * login may be refused after it, and must not end the new session.
 */
export function createApollo(cache: InMemoryCache, handlers: { onUnauthenticated(token: string | null): void; onConnected(): void }): Apollo {
  const wsUrl = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`;
  const pongs = pongWatch();
  const channel = checkedChannelName(REALTIME.channel);
  const retry = interruptibleRetryWait();
  const ws = createClient({
    url: wsUrl,
    connectionParams: () => ({ ...credentials(), channel }),
    retryAttempts: Infinity,
    // A socket closed for a wipe order (4410) is not opened again: the phone obeys (docs/shared-phone.md).
    shouldRetry: (event) => !isCloseEvent(event) || wipeOrderOfClose(event.code, event.reason) === null,
    retryWait: (retries) => retry.wait(retries),
    keepAlive: REALTIME.activityTimeoutMs,
    connectionAckWaitTimeout: REALTIME.unavailableTimeoutMs,
    on: {
      connected: (socket) => {
        pongs.connected(socket);
        handlers.onConnected();
      },
      closed: (event) => {
        const order = isCloseEvent(event) ? wipeOrderOfClose(event.code, event.reason) : null;
        if (order) heardWipeOrder(order);
      },
      ping: (received) => pongs.ping(received),
      pong: (received) => pongs.pong(received),
    },
  });
  // An operation's own headers win (a login sends none of the stored token).
  const withCredentials = new SetContextLink((previous) => ({ headers: { ...credentials(), ...(previous.headers as Record<string, string> | undefined) } }));
  const onError = new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "DEVICE_WIPED")) heardWipeOrder("LOST");
    if (isUnauthenticated(error)) handlers.onUnauthenticated(sentToken(operation.getContext().headers as Record<string, string> | undefined));
  });
  // The credentials are set before the error link reads them from the operation's context.
  const http = ApolloLink.from([allPagesLink(), withCredentials, onError, new HttpLink({ uri: "/graphql", fetch: watchedFetch })]);
  const link = ApolloLink.split(({ query }) => isSubscriptionOperation(query), new GraphQLWsLink(ws), http);
  return { client: new ApolloClient({ cache, link }), ws, reconnectNow: () => void retry.now() };
}
