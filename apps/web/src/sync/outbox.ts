import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { openJson, sealJson, type Sealed } from "../vault/vault-crypto.js";
import type { SyncOp } from "../generated/schema-inputs.js";

/** UPSERT or DELETE, as the schema's SyncOp enum names them (generated, docs/sync-and-api.md). */
export type { SyncOp };

/** One local edit waiting for the server (docs/sync-and-api.md, "Outbox entry (web, IndexedDB)"). */
export interface OutboxEntry {
  /** Increasing per install: the IndexedDB key, so it survives reloads and crashes. */
  clientMutationId: number;
  appIdentifier: string;
  user_id: string | null;
  uuid: string;
  table: string;
  op: SyncOp;
  record: Record<string, unknown> | null;
  baseDataversion: number | null;
  queuedAt: string;
  /**
   * The server answered REJECTED (docs/sync-and-api.md, "Outbox entry (web, IndexedDB)"): the edit is kept and shown with the reason, never
   * sent again, until the worker edits the record again (the new edit replaces it) or discards it.
   */
  rejected?: { reason: string; at: string };
}

export type NewOutboxEntry = Omit<OutboxEntry, "clientMutationId" | "rejected">;

/** An entry as a worker's outbox stores it: the record sealed with her key (docs/shared-phone.md). */
type StoredEntry = OutboxEntry & { sealed?: Sealed };

interface StepwiseDB extends DBSchema {
  outbox: { key: number; value: StoredEntry; indexes: { byUuid: string } };
  meta: { key: string; value: unknown };
}

export const DB_NAME = "stepwise";
/** docs/product.md §9: the sync queue's local database is at version 3. */
export const OUTBOX_DB_VERSION = 3;

/**
 * The durable queue of local edits; an edit is written here before the app reports it saved. A
 * worker's outbox (her vault, docs/shared-phone.md) is opened with her key: each record is stored
 * sealed with AES-GCM, and only the entry's bookkeeping (table, uuid, op, times) stays in the clear.
 */
export class Outbox {
  private constructor(
    private readonly db: IDBPDatabase<StepwiseDB>,
    private readonly key: CryptoKey | null,
  ) {}

  static async open(name = DB_NAME, key: CryptoKey | null = null): Promise<Outbox> {
    const db = await openDB<StepwiseDB>(name, OUTBOX_DB_VERSION, {
      upgrade(database, oldVersion) {
        // Versions 2 and 3 changed no stores: a device's outbox of version 1 is kept as it is.
        if (oldVersion >= 1) return;
        const outbox = database.createObjectStore("outbox", { keyPath: "clientMutationId", autoIncrement: true });
        outbox.createIndex("byUuid", "uuid");
        database.createObjectStore("meta");
      },
      // A wipe or a logout deletes this database: the connection gives way at once.
      blocking: () => db.close(),
    });
    return new Outbox(db, key);
  }

  private async stored(entry: NewOutboxEntry): Promise<StoredEntry> {
    if (!this.key || entry.record === null) return entry as StoredEntry;
    return { ...entry, record: null, sealed: await sealJson(this.key, entry.record) } as StoredEntry;
  }

  private async opened(entry: StoredEntry): Promise<OutboxEntry> {
    if (!entry.sealed) return entry;
    if (!this.key) throw new Error("this outbox is sealed: it opens only with its worker's key");
    const { sealed, ...rest } = entry;
    return { ...rest, record: await openJson<Record<string, unknown>>(this.key, sealed) };
  }

  /** Resolves once the entry is committed to IndexedDB; it replaces a rejected edit of the same record. */
  async add(entry: NewOutboxEntry): Promise<OutboxEntry> {
    // Sealed before the transaction opens: it would commit while the encryption is awaited.
    const stored = await this.stored(entry);
    const tx = this.db.transaction("outbox", "readwrite");
    const key = await tx.store.add(stored);
    for (const older of await tx.store.index("byUuid").getAll(entry.uuid)) {
      if (older.rejected && older.table === entry.table) await tx.store.delete(older.clientMutationId);
    }
    await tx.done;
    return { ...entry, clientMutationId: key };
  }

  /**
   * Keeps an edit the server rejected, with the reason, out of the edits to send. When a later
   * edit of the record is already waiting, that one replaces it and it goes.
   */
  async reject(id: number, reason: string): Promise<void> {
    const tx = this.db.transaction("outbox", "readwrite");
    const entry = await tx.store.get(id);
    if (entry) {
      const later = (await tx.store.index("byUuid").getAll(entry.uuid)).some((e) => e.table === entry.table && e.clientMutationId > id);
      if (later) await tx.store.delete(id);
      else await tx.store.put({ ...entry, rejected: { reason, at: new Date().toISOString() } });
    }
    await tx.done;
  }

  /** Every entry, rejected ones included. */
  async entries(): Promise<OutboxEntry[]> {
    return Promise.all((await this.db.getAll("outbox")).map((entry) => this.opened(entry)));
  }

  /** The edits to send: every entry but the rejected ones. */
  async all(): Promise<OutboxEntry[]> {
    return (await this.entries()).filter((e) => !e.rejected);
  }

  async count(): Promise<number> {
    return (await this.all()).length;
  }

  /** The edits the server rejected, oldest first. */
  async rejectedEntries(): Promise<OutboxEntry[]> {
    return (await this.entries()).filter((e) => e.rejected !== undefined);
  }

  async remove(ids: readonly number[]): Promise<void> {
    const tx = this.db.transaction("outbox", "readwrite");
    await Promise.all(ids.map((id) => tx.store.delete(id)));
    await tx.done;
  }

  /** The newest waiting edit of each record, a rejected one included (it is shown, and kept, until fixed). */
  async pending(): Promise<Map<string, OutboxEntry>> {
    const map = new Map<string, OutboxEntry>();
    for (const entry of await this.entries()) map.set(`${entry.table}:${entry.uuid}`, entry);
    return map;
  }

  async getMeta<T>(key: string): Promise<T | undefined> {
    return (await this.db.get("meta", key)) as T | undefined;
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await this.db.put("meta", value, key);
  }

  close(): void {
    this.db.close();
  }
}
