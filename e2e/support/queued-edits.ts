import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Page } from "puppeteer-core";
import type { NewOutboxEntry } from "../../apps/web/src/sync/outbox.js";

/** A client created offline and then renamed: two outbox entries for one record. */
export interface EditedClient {
  uuid: string;
  created: string;
  edited: string;
}

export function editedClients(count: number, tag: string): EditedClient[] {
  return Array.from({ length: count }, (_, i) => ({ uuid: randomUUID(), created: `${tag} client ${i}`, edited: `${tag} client ${i} renamed` }));
}

/**
 * Writes the edits into the app's durable outbox (IndexedDB `stepwise`, store `outbox`) in the shape
 * SyncRuntime.queue writes them (the outbox module's own NewOutboxEntry type, so a change to it fails here): every create first, then every rename. Faster than typing them in
 * the client drawer, which the offline-sync test already covers; what is under test is their sync.
 */
export async function queueOffline(page: Page, clients: EditedClient[]): Promise<void> {
  const entries = [...clients.map((c) => ({ uuid: c.uuid, clientname: c.created })), ...clients.map((c) => ({ uuid: c.uuid, clientname: c.edited }))].map(
    (record): NewOutboxEntry => ({
      appIdentifier: "default",
      user_id: null,
      uuid: record.uuid,
      table: "clients",
      op: "UPSERT",
      record: { ...record, archived: false },
      baseDataversion: null,
      queuedAt: new Date().toISOString(),
    }),
  );
  await page.evaluate(async (list) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("stepwise");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error("IndexedDB failed"));
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction("outbox", "readwrite");
      for (const entry of list) tx.objectStore("outbox").add(entry);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error("IndexedDB failed"));
    });
    db.close();
  }, entries);
}

/** How many edits wait in the page's outbox. */
export async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("stepwise");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error("IndexedDB failed"));
    });
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction("outbox").objectStore("outbox").count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB failed"));
    });
    db.close();
    return count;
  });
}

/**
 * Checks on the server's PostgreSQL that each client is stored exactly once: with its rename, its
 * created version once in history (a replayed create would add a second), and each of the install's
 * two entries applied once. Answers what differs, empty when all is well.
 */
export async function storedOnce(db: pg.Client, installId: string, clients: EditedClient[]): Promise<string[]> {
  const uuids = clients.map((c) => c.uuid);
  const records = await db.query<{ uuid: string; name: string }>(
    "select uuid, content->>'clientname' as name from records where table_name = 'clients' and uuid = any($1)",
    [uuids],
  );
  const history = await db.query<{ uuid: string; name: string }>(
    "select uuid, content->>'clientname' as name from record_history where table_name = 'clients' and uuid = any($1)",
    [uuids],
  );
  const mutations = await db.query<{ uuid: string; n: string }>(
    "select uuid, count(*) as n from sync_mutations where install_id = $1 and uuid = any($2) group by uuid",
    [installId, uuids],
  );
  const problems: string[] = [];
  for (const client of clients) {
    const names = records.rows.filter((r) => r.uuid === client.uuid).map((r) => r.name);
    if (names.length !== 1 || names[0] !== client.edited) problems.push(`${client.uuid}: stored as ${JSON.stringify(names)}`);
    const replaced = history.rows.filter((r) => r.uuid === client.uuid).map((r) => r.name);
    if (replaced.length !== 1 || replaced[0] !== client.created) problems.push(`${client.uuid}: history ${JSON.stringify(replaced)}`);
    const applied = Number(mutations.rows.find((m) => m.uuid === client.uuid)?.n ?? 0);
    if (applied !== 2) problems.push(`${client.uuid}: ${applied} entries applied, not 2`);
  }
  return problems;
}
