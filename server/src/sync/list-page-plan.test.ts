import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Identity } from "../auth/identity.js";
import { scannedRows } from "../test-support/plan-rows.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { RecordsRepository } from "./records.repository.js";

const WORKERS = 3;
/** Each worker's clients, stored in one run of dataversions as a batch stores them, and as many diaries after them. */
const CLIENTS_EACH = 400;
const PAGE = 50;

describe.each(databaseKinds)("a page of a list on %s reads about a page of rows (records.repository.ts listPageQuery)", (kind) => {
  const database = useTestDatabase(kind);

  async function store(): Promise<{ user: { id: number; application: string; email: string; name: string }; installId: string }> {
    const db = database.handle.db;
    const users = await db
      .insertInto("users")
      .values(Array.from({ length: WORKERS }, (_, i) => ({ application: "default", email: `w${i}@example.org`, name: `W${i}`, password_hash: "x" })))
      .returning(["id"])
      .execute();
    const installId = "5f0c6a1e-2b1d-4c3e-9a4f-1b2c3d4e5f60";
    // Worker by worker: each one's clients, then diaries, then one anonymous client of the install.
    for (const { id } of users) {
      for (const table of ["clients", "diaries"]) {
        await sql`insert into records (table_name, uuid, owner_user_id, application, dataversion, content, updated_at)
          select ${table}, ${`${table}-${id}-`} || n, ${id}, 'default', nextval('dataversion_seq'), jsonb_build_object('uuid', ${`${table}-${id}-`} || n, 'clientname', 'Client ' || n), now()
          from generate_series(1, ${CLIENTS_EACH}) as n`.execute(db);
      }
    }
    await sql`insert into records (table_name, uuid, owner_install_id, application, dataversion, content, updated_at)
      values ('clients', 'anonymous-1', ${installId}, 'default', nextval('dataversion_seq'), '{"uuid": "anonymous-1"}', now())`.execute(db);
    return { user: { id: users[1]!.id, application: "default", email: "w1@example.org", name: "W1" }, installId };
  }

  async function scanned(identity: Identity, after: number | null): Promise<{ scanned: number; rows: number }> {
    const records = new RecordsRepository(database.handle.db, ["chat_messages"]);
    return scannedRows(database.handle.db, records.listPageQuery(identity, "clients", false, undefined, { first: PAGE, after, maxBytes: 8 * 1024 * 1024 }));
  }

  // Analyzed, as autovacuum leaves a table within a minute of a load. Before it has statistics,
  // PostgreSQL may still AND in the primary key's entries of the whole table (docs/PERFORMANCE.md).
  it("the first page, a middle page and an anonymous install's, the records analyzed", async () => {
    const { user, installId } = await store();
    await sql`analyze records`.execute(database.handle.db);
    const worker: Identity = { user, installId, isAdmin: false };
    // A page of 50 asks for 51 rows (the 51st says another page follows) from each of the two parts.
    const first = await scanned(worker, null);
    expect(first.rows).toBe(PAGE + 1);
    expect(first.scanned).toBeLessThanOrEqual(2 * (PAGE + 1));
    const {
      rows: [middle],
    } = await sql<{ dataversion: number }>`select dataversion from records
      where owner_user_id = ${user.id} and table_name = 'clients' order by dataversion offset 200 limit 1`.execute(database.handle.db);
    const next = await scanned(worker, Number(middle!.dataversion));
    expect(next.rows).toBe(PAGE + 1);
    expect(next.scanned).toBeLessThanOrEqual(2 * (PAGE + 1));
    const anonymous = await scanned({ user: null, installId, isAdmin: false }, null);
    expect(anonymous).toEqual({ scanned: 1, rows: 1 });
  });
});
