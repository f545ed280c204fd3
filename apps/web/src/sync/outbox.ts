import { openDB, type DBSchema, type IDBPDatabase } from "idb";

export type SyncOp = "UPSERT" | "DELETE";

/** One local edit waiting for the server (ARCHITECTURE: outbox entry). */
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
   * The server answered REJECTED (issue 15): the edit is kept and shown with the reason, never
   * sent again, until the worker edits the record again (the new edit replaces it) or discards it.
   */
  rejected?: { reason: string; at: string };
}

export type NewOutboxEntry = Omit<OutboxEntry, "clientMutationId" | "rejected">;

interface StepwiseDB extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { byUuid: string } };
  meta: { key: string; value: unknown };
}

export const DB_NAME = "stepwise";
/** Spec 9: the sync queue's local database is at version 3. */
export const OUTBOX_DB_VERSION = 3;

/** The durable queue of local edits; an edit is written here before the app reports it saved. */
export class Outbox {
  private constructor(private readonly db: IDBPDatabase<StepwiseDB>) {}

  static async open(name = DB_NAME): Promise<Outbox> {
    const db = await openDB<StepwiseDB>(name, OUTBOX_DB_VERSION, {
      upgrade(database, oldVersion) {
        // Versions 2 and 3 changed no stores: a device's outbox of version 1 is kept as it is.
        if (oldVersion >= 1) return;
        const outbox = database.createObjectStore("outbox", { keyPath: "clientMutationId", autoIncrement: true });
        outbox.createIndex("byUuid", "uuid");
        database.createObjectStore("meta");
      },
    });
    return new Outbox(db);
  }

  /** Resolves once the entry is committed to IndexedDB; it replaces a rejected edit of the same record. */
  async add(entry: NewOutboxEntry): Promise<OutboxEntry> {
    const tx = this.db.transaction("outbox", "readwrite");
    const key = await tx.store.add(entry as OutboxEntry);
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
  entries(): Promise<OutboxEntry[]> {
    return this.db.getAll("outbox");
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
