import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Identity } from "../../auth/identity.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createServices } from "../../services.js";
import { DownloadRepository } from "../download/download.repository.js";
import { StoredRecordsRepository } from "../stored-records/stored-records.repository.js";

/*
 * docs/sync-and-api.md, "Records as documents": documents are cut by the same limits as the typed
 * rows (a page's `first` and bytes, the first record always coming; storedRecords' withheld keys).
 */
describe.each(databaseKinds)("documents under the answer's limits on %s", (kind) => {
  const database = useTestDatabase(kind);

  /** A worker with 12 clients of growing size, the 4th deleted; the records' sizes as stored JSON, in dataversion order. */
  async function store() {
    const db = database.handle.db;
    const user = await db
      .insertInto("users")
      .values({ application: "default", email: `limits-${Math.random()}@example.org`, name: "L", password_hash: "x" })
      .returning(["id"])
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{
      uuid: string;
      bytes: number;
      deleted: boolean;
    }>`insert into records (table_name, uuid, owner_user_id, application, dataversion, content, updated_at, deleted_at)
      select 'clients', 'limit-' || ${user.id} || '-' || n, ${user.id}, 'default', nextval('dataversion_seq'),
        jsonb_build_object('uuid', 'limit-' || ${user.id} || '-' || n, 'clientname', repeat('x', n * 10), 'quote', 'a "quoted" \\ text, $& and $1'),
        now(), case when n = 4 then now() end
      from generate_series(1, 12) as n
      returning uuid, octet_length(content::text) as bytes, deleted_at is not null as deleted`.execute(db);
    const identity = { user: { id: user.id, application: "default", email: "", name: "" }, installId: null, isAdmin: false } as Identity;
    return { db, identity, rows };
  }

  it("a download page of documents holds the rows the typed page holds, for any first and byte limit", async () => {
    const { db, identity, rows } = await store();
    const live = rows.filter((r) => !r.deleted);
    const repository = new DownloadRepository(db);
    const limits = [1, live[0]!.bytes + live[1]!.bytes, live[0]!.bytes + live[1]!.bytes + live[2]!.bytes - 1, 1_000_000];
    for (const first of [1, 3, 20]) {
      for (const maxBytes of limits) {
        for (const after of [null, 0]) {
          const page = { first, after, maxBytes };
          const typed = await repository.page(identity, page);
          const docs = await repository.pageDocuments(identity, page);
          const documents = JSON.parse(docs.documents) as Array<{ uuid: string; dataversion: number; content: unknown }>;
          const label = JSON.stringify(page);
          expect(
            documents.map((d) => d.dataversion),
            label,
          ).toEqual(typed.rows.map((r) => Number(r.dataversion)));
          expect(
            documents.map((d) => d.content),
            label,
          ).toEqual(typed.rows.map((r) => r.content));
          expect({ count: docs.count, more: docs.more, bytes: Number(docs.bytes) }, label).toEqual({
            count: typed.rows.length,
            more: typed.more,
            bytes: typed.rows.reduce((sum, r) => sum + Number(r.bytes), 0),
          });
          expect(docs.last === null ? null : Number(docs.last)).toEqual(typed.rows.length ? Number(typed.rows.at(-1)!.dataversion) : null);
        }
      }
    }
    // Room for none: the first still comes, and more follow.
    const one = await repository.pageDocuments(identity, { first: 20, after: null, maxBytes: 1 });
    expect([one.count, one.more]).toEqual([1, true]);
    expect((JSON.parse(one.documents) as Array<{ uuid: string }>).map((d) => d.uuid)).toEqual([live[0]!.uuid]);
  });

  it("storedDocuments' rows: the kept ones as documents, the others withheld, as storedRecords keeps and withholds them", async () => {
    const { db, identity, rows } = await store();
    const keys = [...rows].reverse().map((r) => ({ table: "clients", uuid: r.uuid }));
    const repository = new StoredRecordsRepository(db);
    for (const maxBytes of [1, rows[11]!.bytes + rows[10]!.bytes, 1_000_000]) {
      const typed = await repository.read(identity, keys, maxBytes);
      const docs = await repository.readDocuments(identity, keys, maxBytes);
      const documents = JSON.parse(docs.documents) as Array<{ uuid: string; deleted: boolean; content: unknown }>;
      const kept = typed.filter((r) => r.content !== null);
      expect(documents.map((d) => [d.uuid, d.deleted, d.content])).toEqual(kept.map((r) => [r.uuid, r.deleted_at !== null, r.content]));
      expect(docs.withheld).toEqual(typed.filter((r) => r.content === null).map((r) => ({ table: "clients", uuid: r.uuid })));
      expect(Number(docs.bytes)).toBe(kept.reduce((sum, r) => sum + Number(r.bytes), 0));
    }
    const none = await repository.readDocuments(identity, [], 1);
    expect(none).toEqual({ documents: "[]", withheld: [], bytes: 0 });
  });

  it("a page asked as documents alone builds no typed list (the documents are not parsed in Node), both shapes the same records", async () => {
    const { db, identity } = await store();
    const download = createServices(db, { adminToken: "admin" }).download;
    const page = { first: 5, after: null };
    const alone = await download.page(identity, page, { lists: false, documents: true });
    expect(alone).not.toHaveProperty("clients");
    expect(alone.documents).not.toBeNull();
    const both = await download.page(identity, page, { lists: true, documents: true });
    const uuids = (JSON.parse(both.documents!.text) as Array<{ uuid: string }>).map((d) => d.uuid);
    expect(((both as Record<string, unknown>).clients as Array<{ uuid: string }>).map((c) => c.uuid)).toEqual(uuids);
    const typed = await download.page(identity, page);
    expect(typed.documents).toBeNull();
    expect(((typed as Record<string, unknown>).clients as Array<{ uuid: string }>).map((c) => c.uuid)).toEqual(uuids);
  });
});
