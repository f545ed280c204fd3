import { createHash, randomUUID } from "node:crypto";
import type { Client as WsClient } from "graphql-ws";
import { CHANGES, hearNotices, noticesSocket, STORED_RECORDS, SYNC, type ChangesAnswer, type RecordKey, type StoredClient } from "./sync-device-wire.js";
import { loadWeb, type Answer, type Entry, type OutboxApi, type RestoreMark, type Settled, type Web } from "./sync-device-web.js";

/**
 * A simulated device running the web app's real sync layer (sync-device-web.ts) against a real
 * server over HTTP and graphql-ws. Its record cache is a Map standing for the persisted Apollo
 * cache (kept across a reload).
 */
/** The tables this device shows (the web app's registered caches, app/record-caches.ts): its clients. */
const SHOWN = [{ table: "clients" }] as const;

export interface Login {
  id: number;
  token: string;
}
export interface Held {
  dataversion: number;
  clientname: string;
}
/** Something a device was handed by the server: checked against who the device was at that moment. */
export interface Received {
  uuid: string;
  userId: number | null;
  installId: string;
}

export class Device {
  online = true;
  user: Login | null = null;
  /** The worker who logs in on this device (the model never switches a claimed install to another). */
  owner: number | null = null;
  /** The token went bad (revoked, expired): the next request is a 401. */
  tokenRevoked = false;
  dropNotices = false;
  failFetches = 0;
  killNextAnswer = false;
  readonly cache = new Map<string, Held>();
  readonly received: Received[] = [];
  readonly answers: Answer[] = [];
  /** The last failed sync's error, for a failing schedule's report. */
  lastError: string | null = null;
  /**
   * Moves on at every identity change and reload. A fetch answered after it is dropped: the app's
   * logout reloads the page and a login resets Apollo's store, which both end the queries in flight,
   * so a record fetched for the former identity never lands in the new one's cache.
   */
  private epoch = 0;
  private outbox!: OutboxApi;
  private engine!: { syncNow(): Promise<void> };
  private feed!: InstanceType<Web["ChangeFeed"]>;
  private ws: WsClient | null = null;
  private stopNotices: (() => void) | null = null;
  /** docs/shared-phone.md: an install per worker on the phone, made at her first login on it. */
  private readonly workerInstalls = new Map<number, string>();
  /** Logouts so far: each ends the device's installs, so a login after one is a new session on a new install. */
  logouts = 0;

  /**
   * Each change the feed's catch-up handed this device, with the cursor it was asked after: the same
   * change answered after two different cursors was read twice (sync-model.ts checks there is none;
   * a page asked again from the same cursor after a failed fetch is the app's retry).
   */
  readonly caughtUp = new Map<string, string>();
  /** Changes read twice, as `caughtUp` finds them: none may be. */
  readonly readTwice: string[] = [];
  /** Catch-up pages the server answered from the start, the device's cursor being from a build that could skip (or from before a restore). */
  restartedPages = 0;
  /** Records queued again after a restore (docs/operating.md, "Restoring"). */
  resent = 0;
  /** Stands for another build of the server answering the catch-up (feed-order-upgrade.test.ts): its pages, in place of this server's. */
  olderServer: ((cursor: string, limit: number) => Promise<ChangesAnswer>) | null = null;

  /**
   * @param floor where the change feed stood before this device's run (a changesSince cursor): what
   * came before belongs to other runs, so a new identity catches up from here rather than from the start.
   */
  constructor(
    readonly name: string,
    /** The phone's own install: what is done without a login goes out as it (docs/shared-phone.md). */
    private phoneInstall: string,
    private readonly server: () => { baseUrl: string; wsUrl: string },
    private readonly floor: string,
  ) {}

  /** The install the device acts as: the logged-in worker's own install on it, or the phone's own. */
  get installId(): string {
    if (!this.user) return this.phoneInstall;
    const made = this.workerInstalls.get(this.user.id) ?? randomUUID();
    this.workerInstalls.set(this.user.id, made);
    return made;
  }

  async open(): Promise<void> {
    const w = await loadWeb();
    this.outbox = await w.Outbox.open(this.name);
    if ((await this.outbox.getMeta(w.CURSOR_KEY)) === undefined) await this.outbox.setMeta(w.CURSOR_KEY, this.floor);
    // The web app keeps each install's edits in its own store (docs/shared-phone.md): a worker's
    // in her vault, those made without a login in the phone's own outbox, which goes out only while
    // nobody is logged in. One outbox stands for them all here, so a login sends only its own.
    const own = w.ownEntries(this.outbox, () => (this.user ? String(this.user.id) : null));
    const mine = (e: Entry) => e.user_id === (this.user ? String(this.user.id) : null);
    const queue = { ...own, all: async () => (await own.all()).filter(mine), count: async () => (await own.all()).filter(mine).length };
    const never = { setTimeout: () => null, clearTimeout: () => {} };
    this.feed = new w.ChangeFeed({
      transport: {
        notices: (on: (n: unknown) => void) => this.listen(on),
        changesSince: (cursor: string, limit: number) => this.changesSince(cursor, limit),
        records: (keys: readonly RecordKey[]) => this.storedRecords(keys),
      },
      store: { pending: () => this.pending(), getMeta: (k: string) => this.outbox.getMeta(k), setMeta: (k: string, v: unknown) => this.outbox.setMeta(k, v) },
      tables: [
        {
          table: "clients",
          dataversion: (uuid: string) => this.cache.get(uuid)?.dataversion ?? null,
          put: (fetched: readonly { uuid: string; record: StoredClient | null }[]) => this.putRecords(fetched),
        },
      ],
      // docs/shared-phone.md: notices carry the hash of the writer's lowercased install id.
      ownAppId: () => createHash("sha256").update(this.installId.toLowerCase()).digest("hex"),
      // docs/operating.md, "Restoring": what a restore lost is queued again, as the app's catch-up does.
      onRestores: async (restores: readonly RestoreMark[]) => {
        this.resent += await w.resendAfterRestores(restores, {
          meta: this.outbox,
          pending: () => this.pending(),
          held: () => new Map([["clients", [...this.cache].map(([uuid, held]) => ({ uuid, dataversion: held.dataversion }))]]),
          record: (_table, uuid) => {
            const held = this.cache.get(uuid);
            return held ? { uuid, clientname: held.clientname } : null;
          },
          queue: (table, uuid, record, baseDataversion) =>
            this.outbox.add({
              appIdentifier: "default",
              user_id: this.user ? String(this.user.id) : null,
              uuid,
              table,
              op: "UPSERT",
              record,
              baseDataversion,
              queuedAt: new Date().toISOString(),
            }),
        });
      },
    });
    this.engine = new w.SyncEngine({
      queue,
      send: (entries: Entry[]) => this.send(entries),
      settle: (answers: Answer[], entries: Entry[]) =>
        w.settleAnswers(answers, entries, {
          tables: SHOWN,
          write: (settled) => this.hold(settled),
          refresh: (_table, uuid) => this.fetchRecord(uuid),
          onMerged: () => {},
        }),
      afterSettled: (answers: Answer[]) => this.feed.refetch(w.mayHaveMissed(answers)),
      isOnline: () => this.online,
      timers: never,
      onState: (state: string, detail: { error?: unknown }) => {
        if (state === "error") this.lastError = String((detail.error as Error)?.message ?? detail.error);
      },
    });
    this.connect();
  }

  /** Reload: every in-memory object dropped; IndexedDB (outbox, cursor) and the persisted cache kept. */
  async reload(): Promise<void> {
    this.epoch += 1;
    this.disconnect();
    this.outbox.close();
    await this.open();
  }

  /**
   * The app's logout (sync-runtime.ts `logout`): the outbox database is deleted, the login and the
   * cache are cleared, and the device starts again with new installs; the old ones stay claimed by
   * their accounts. The caller checks first that no edit waits (the app refuses the logout otherwise).
   */
  async logout(): Promise<void> {
    // The identity changes before anything is awaited: a fetch a notice starts meanwhile goes as
    // the new install, never with the former login's rights (found by the soak, seed 1602).
    this.epoch += 1;
    this.logouts += 1;
    this.disconnect();
    this.outbox.close();
    this.phoneInstall = randomUUID();
    this.workerInstalls.clear();
    this.user = null;
    this.owner = null;
    this.tokenRevoked = false;
    this.cache.clear();
    await new Promise<void>((resolve, reject) => {
      const deleting = indexedDB.deleteDatabase(this.name);
      deleting.onsuccess = () => resolve();
      deleting.onerror = () => reject(deleting.error ?? new Error(`could not delete ${this.name}`));
    });
    await this.open();
  }

  async close(): Promise<void> {
    this.disconnect();
    this.outbox.close();
  }

  /** A new login, a user switch, a 401 or a logout: the cache and cursor start again for the new identity. */
  async setUser(user: Login | null): Promise<void> {
    this.epoch += 1;
    this.user = user;
    this.tokenRevoked = false;
    this.cache.clear();
    // The new identity reads the feed again from the floor: a new reading, not a change read twice.
    this.caughtUp.clear();
    await this.outbox.setMeta((await loadWeb()).CURSOR_KEY, this.floor);
    this.disconnect();
    this.connect();
  }

  async edit(uuid: string, op: "UPSERT" | "DELETE", clientname: string): Promise<Entry> {
    const held = this.cache.get(uuid);
    return this.outbox.add({
      appIdentifier: "default",
      user_id: this.user ? String(this.user.id) : null,
      uuid,
      table: "clients",
      op,
      record: op === "DELETE" ? null : { uuid, clientname },
      baseDataversion: held?.dataversion ?? null,
      queuedAt: new Date().toISOString(),
    });
  }

  sync(): Promise<void> {
    return this.engine.syncNow();
  }

  /** Answers whether it read everything (false: offline, or a request failed). */
  async catchUp(): Promise<boolean> {
    return this.online && (await this.feed.catchUp().catch(() => false));
  }

  entries(): Promise<Entry[]> {
    return this.outbox.entries();
  }

  /** The change feed's cursor as the device keeps it in its outbox database. */
  async heldCursor(): Promise<string> {
    return String(await this.outbox.getMeta((await loadWeb()).CURSOR_KEY));
  }

  /** The server is reachable again (a restart): a fresh socket to it. */
  reconnect(): void {
    this.disconnect();
    this.connect();
  }

  private headers(): Record<string, string> {
    const auth: Record<string, string> = this.user ? { authorization: `Bearer ${this.tokenRevoked ? "revoked-token" : this.user.token}` } : {};
    return { "content-type": "application/json", "x-app-install-id": this.installId, ...auth };
  }

  private async request<TData>(body: unknown): Promise<{ data?: TData; errors?: { extensions?: { code?: string } }[] }> {
    if (!this.online) throw new TypeError("Failed to fetch: offline");
    const epoch = this.epoch;
    const response = await fetch(`${this.server().baseUrl}/graphql`, { method: "POST", headers: this.headers(), body: JSON.stringify(body) });
    const answer = (await response.json()) as { data?: TData; errors?: { extensions?: { code?: string } }[] };
    if (response.status === 401 || answer.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED")) {
      await this.unauthenticated(epoch);
      throw new Error("401: logged out");
    }
    // An answer to the identity before a login, a 401 or a reload is not this identity's (the app's
    // login resets Apollo's store, which ends the requests in flight).
    if (epoch !== this.epoch) throw new Error("the device changed identity or reloaded while asking");
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer;
  }

  private async send(entries: Entry[]): Promise<Answer[]> {
    const input = {
      appInstallId: this.installId,
      entries: entries.map((e) => ({
        clientMutationId: e.clientMutationId,
        table: e.table,
        uuid: e.uuid,
        op: e.op,
        baseDataversion: e.baseDataversion,
        ...(e.record ? { client: e.record } : {}),
      })),
    };
    const answer = await this.request<{ sync: { results: Answer[] } }>({ query: SYNC, variables: { input } });
    if (this.killNextAnswer) {
      // Killed mid-sync: the server applied the batch, the device never heard the answer.
      this.killNextAnswer = false;
      throw new Error("killed before the answer arrived");
    }
    const results = answer.data!.sync.results.map(({ client, ...result }: Answer & { client?: Answer["record"] }) => ({ ...result, record: client ?? null }));
    this.answers.push(...results);
    return results;
  }

  /** The answered edits as the server stored them (the persisted Apollo cache's part in this model). */
  private hold({ shown, dropped }: Settled): void {
    for (const { record } of shown) this.cache.set(record.uuid, { dataversion: record.dataversion, clientname: record.clientname });
    for (const { uuid } of dropped) this.cache.delete(uuid);
  }

  private async pending(): Promise<Map<string, Entry>> {
    const map = new Map<string, Entry>();
    for (const entry of await this.outbox.entries()) map.set(`${entry.table}:${entry.uuid}`, entry);
    return map;
  }

  /**
   * docs/product.md §4: a 401 logs the worker out; her waiting edits stay for her next login. Only a 401 to
   * the identity the request went out as: one sent before a new login ends no session
   * (sync-runtime.ts sessionEnded; seed 801652004).
   */
  private async unauthenticated(sentAs: number): Promise<void> {
    if (sentAs === this.epoch) await this.setUser(null);
  }

  private async changesSince(cursor: string, limit: number) {
    if (!this.online) throw new TypeError("Failed to fetch: offline");
    const page = this.olderServer
      ? await this.olderServer(cursor, limit)
      : (await this.request<{ changesSince: ChangesAnswer }>({ query: CHANGES, variables: { cursor, limit } })).data!.changesSince;
    if (page.restarted) this.restartedPages += 1;
    for (const change of page.changes) {
      const key = `${change.uuid}@${change.dataversion}`;
      const before = this.caughtUp.get(key);
      if (before !== undefined && before !== cursor) this.readTwice.push(`${key} after cursor ${before} and after ${cursor}`);
      this.caughtUp.set(key, cursor);
    }
    return page;
  }

  /**
   * The feed's one request for the records of a notice or a catch-up page, as the app asks it
   * (storedRecords, apps/web/src/sync/change-feed.ts); each answer remembers who the device was when it was asked.
   */
  private async storedRecords(keys: readonly RecordKey[]): Promise<{ table: string; uuid: string; withheld: boolean; record: StoredClient | null }[]> {
    this.failOneFetch();
    const epoch = this.epoch;
    const answer = await this.request<{ storedRecords: { table: string; uuid: string; withheld: boolean; client: StoredClient | null }[] }>({
      query: STORED_RECORDS,
      variables: { keys: keys.map(({ table, uuid }) => ({ table, uuid })) },
    });
    return answer.data!.storedRecords.map(({ client, ...key }) => {
      if (client) this.askedAt.set(client, epoch);
      return { ...key, record: client };
    });
  }

  /** Writes the feed's fetched records; an answer to who the device was before a login or a reload is not written. */
  private putRecords(fetched: readonly { uuid: string; record: StoredClient | null }[]): Promise<void> {
    for (const { record } of fetched) {
      if (record && this.askedAt.get(record) !== this.epoch) return Promise.reject(new Error("the device changed identity or reloaded while fetching"));
    }
    for (const { uuid, record } of fetched) this.holdFetched(uuid, record?.deletedAt ? null : record);
    return Promise.resolve();
  }

  /** A record the server answered is held, one it did not give (deleted, not hers) dropped. */
  private holdFetched(uuid: string, record: Held | null): void {
    if (!record) {
      this.cache.delete(uuid);
      return;
    }
    this.received.push({ uuid, userId: this.user?.id ?? null, installId: this.installId });
    this.cache.set(uuid, { dataversion: record.dataversion, clientname: record.clientname });
  }

  /** While failFetches counts down, each fetch fails as a flaky network's does. */
  private failOneFetch(): void {
    if (this.failFetches <= 0) return;
    this.failFetches -= 1;
    throw new TypeError("Failed to fetch: flaky network");
  }

  /** The epoch each fetched record was asked in (storedRecords). */
  private readonly askedAt = new WeakMap<StoredClient, number>();

  private async fetchRecord(uuid: string): Promise<void> {
    this.failOneFetch();
    if (!this.online) throw new TypeError("Failed to fetch: offline");
    const epoch = this.epoch;
    const body = new FormData();
    body.append("mutatedRecords", JSON.stringify([{ table: "clients", uuid }]));
    const headers = this.headers();
    delete headers["content-type"];
    const response = await fetch(`${this.server().baseUrl}/api/requestMutatedRecords`, { method: "POST", headers, body });
    if (response.status === 401) {
      await this.unauthenticated(epoch);
      throw new Error("401: logged out");
    }
    if (!response.ok) throw new Error(`requestMutatedRecords: HTTP ${response.status}`);
    const rows = (await response.json()) as { uuid: string; recordcontent: string }[];
    if (epoch !== this.epoch) throw new Error("the device changed identity or reloaded while fetching");
    this.holdFetched(uuid, rows[0] ? (JSON.parse(rows[0].recordcontent) as Held) : null);
  }

  private listen(onNotice: (notice: unknown) => void): () => void {
    const identity = { userId: this.user?.id ?? null, installId: this.installId };
    if (!this.ws) return () => {};
    return hearNotices(this.ws, (notice) => {
      for (const r of notice.mutatedRecords) this.received.push({ uuid: r.uuid, ...identity });
      if (!this.dropNotices && this.online) onNotice(notice);
    });
  }

  private connect(): void {
    this.ws = noticesSocket(this.server().wsUrl, this.installId, this.user && !this.tokenRevoked ? this.user.token : null);
    this.stopNotices = this.feed.subscribe();
  }

  private disconnect(): void {
    this.stopNotices?.();
    this.stopNotices = null;
    void Promise.resolve(this.ws?.dispose()).catch(() => undefined);
    this.ws = null;
  }
}
