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
}

export type NewOutboxEntry = Omit<OutboxEntry, "clientMutationId">;

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

  /** Resolves once the entry is committed to IndexedDB. */
  async add(entry: NewOutboxEntry): Promise<OutboxEntry> {
    const tx = this.db.transaction("outbox", "readwrite");
    const key = await tx.store.add(entry as OutboxEntry);
    await tx.done;
    return { ...entry, clientMutationId: key };
  }

  all(): Promise<OutboxEntry[]> {
    return this.db.getAll("outbox");
  }

  count(): Promise<number> {
    return this.db.count("outbox");
  }

  async remove(ids: readonly number[]): Promise<void> {
    const tx = this.db.transaction("outbox", "readwrite");
    await Promise.all(ids.map((id) => tx.store.delete(id)));
    await tx.done;
  }

  /** The newest waiting edit of each record. */
  async pending(): Promise<Map<string, OutboxEntry>> {
    const map = new Map<string, OutboxEntry>();
    for (const entry of await this.all()) map.set(`${entry.table}:${entry.uuid}`, entry);
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
