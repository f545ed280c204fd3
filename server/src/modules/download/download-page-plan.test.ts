import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Identity } from "../../auth/identity.js";
import { scannedRows } from "../../test-support/plan-rows.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { DownloadRepository } from "./download.repository.js";

/** A server's worth of workers: a worker's records are a small part of the table, as in real use. */
const WORKERS = 100;
/** Records in all, stored in runs of RUN by one worker after another, so other workers' rows lie between a worker's. */
const RECORDS = 60_000;
const RUN = 30;
/** Every CHAT_EVERY-th record is a chat message, read by every worker of the deployment. */
const CHAT_EVERY = 50;
const PAGE = 100;
const INSTALL = "5f0c6a1e-2b1d-4c3e-9a4f-1b2c3d4e5f60";

describe.each(databaseKinds)("a new device's download page on %s reads about a page of rows (download.repository.ts)", (kind) => {
  const database = useTestDatabase(kind);

  async function store() {
    const db = database.handle.db;
    const users = await db
      .insertInto("users")
      .values(Array.from({ length: WORKERS }, (_, i) => ({ application: "default", email: `d${i}@example.org`, name: `D${i}`, password_hash: "x" })))
      .returning(["id"])
      .execute();
    const firstId = Math.min(...users.map((u) => u.id));
    await sql`insert into records (table_name, uuid, owner_user_id, application, dataversion, content, updated_at)
      select case when n % ${CHAT_EVERY} = 0 then 'chat_messages' else (array['clients', 'diaries', 'rehabilitations'])[1 + n % 3] end,
        'r-' || n, ${firstId} + (n / ${RUN}) % ${WORKERS}, 'default', nextval('dataversion_seq'), jsonb_build_object('n', n), now()
      from generate_series(0, ${RECORDS - 1}) as n`.execute(db);
    // Anonymous records of the install, written before its worker logged in.
    await sql`insert into records (table_name, uuid, owner_install_id, application, dataversion, content, updated_at)
      select 'clients', 'anonymous-' || n, ${INSTALL}, 'default', nextval('dataversion_seq'), '{}', now() from generate_series(1, 5) as n`.execute(db);
    await sql`analyze records`.execute(db);
    return firstId + 1;
  }

  it("the first page and one after a cursor, with the caller's, the deployment's chat and the install's anonymous records", async () => {
    const userId = await store();
    const worker: Identity = { user: { id: userId, application: "default", email: "d1@example.org", name: "D1" }, installId: INSTALL, isAdmin: false };
    const repository = new DownloadRepository(database.handle.db, ["chat_messages"]);
    const page = (after: number | null) => ({ first: PAGE, after, maxBytes: 8 * 1024 * 1024 });
    // Readable: her 600 records (20 of them chat), the other 1,180 chat messages, the install's 5, of 60,005.
    const first = await scannedRows(database.handle.db, repository.pageQuery(worker, page(null)));
    expect(first.rows).toBe(PAGE + 1);
    // Three parts (her own, the deployment's chat, the install's), each read up to a page and one.
    expect(first.scanned).toBeLessThanOrEqual(3 * (PAGE + 1));
    const { rows } = await repository.page(worker, page(null));
    const middle = await scannedRows(database.handle.db, repository.pageQuery(worker, page(Number(rows[PAGE - 1]!.dataversion) + 200)));
    expect(middle.rows).toBe(PAGE + 1);
    expect(middle.scanned).toBeLessThanOrEqual(3 * (PAGE + 1));
  });

  it("pages through exactly the readable records, each once, in dataversion order", async () => {
    const userId = await store();
    const worker: Identity = { user: { id: userId, application: "default", email: "d1@example.org", name: "D1" }, installId: INSTALL, isAdmin: false };
    const repository = new DownloadRepository(database.handle.db, ["chat_messages"]);
    const seen: number[] = [];
    let after: number | null = null;
    for (;;) {
      const ahead = await repository.ahead(worker, after, PAGE);
      const { rows, more } = await repository.page(worker, { first: PAGE, after, maxBytes: 8 * 1024 * 1024 });
      seen.push(...rows.map((r) => Number(r.dataversion)));
      expect(ahead, "where the page after this one starts").toBe(rows.length === PAGE ? Number(rows[PAGE - 1]!.dataversion) : null);
      if (!more) break;
      after = Number(rows.at(-1)!.dataversion);
    }
    const { rows: expected } = await sql<{ dataversion: number }>`select dataversion from records
      where owner_user_id = ${userId} or table_name = 'chat_messages' or (owner_user_id is null and owner_install_id = ${INSTALL})
      order by dataversion`.execute(database.handle.db);
    expect(seen).toEqual(expected.map((r) => Number(r.dataversion)));
    // Her 600 (one record in each of her 20 runs is chat), the other 1,180 chat messages, the install's 5.
    expect(seen).toHaveLength(600 + 1_180 + 5);
  });
});
