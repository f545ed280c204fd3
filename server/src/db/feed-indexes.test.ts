import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Identity } from "../auth/identity.js";
import { readableBy } from "../sync/records.repository.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";

const user = { id: 7, application: "default", email: "w@example.org", name: "Worker" };
const callers: Array<{ who: string; identity: Identity; index: string }> = [
  { who: "a logged-in worker", identity: { user, installId: null, isAdmin: false }, index: "records_user_feed" },
  { who: "an anonymous install", identity: { user: null, installId: "an-install", isAdmin: false }, index: "records_install_feed" },
  { who: "a worker reading the deployment's chat", identity: { user, installId: null, isAdmin: false }, index: "records_application_feed" },
];

describe.each(databaseKinds)("the records feed indexes on %s (migration 2026_11_23_2200_partial_feed_indexes)", (kind) => {
  const database = useTestDatabase(kind);

  it("keep only the rows they serve: users' records, anonymous installs' records, chat", async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
      where tablename = 'records' and indexname in ('records_user_feed', 'records_install_feed', 'records_application_feed') order by indexname`.execute(
      database.handle.db,
    );
    expect(rows.map((r) => [r.indexname, r.indexdef.replace(/^.*WHERE /, "")])).toEqual([
      ["records_application_feed", "(table_name = 'chat_messages'::text)"],
      ["records_install_feed", "(owner_user_id IS NULL)"],
      ["records_user_feed", "(owner_user_id IS NOT NULL)"],
    ]);
  });

  it.each(callers)("still serve the change feed's read for $who (by index, no scan of the table)", async ({ identity, index }) => {
    const shared = index === "records_application_feed" ? ["chat_messages"] : [];
    const plan = await database.handle.db.transaction().execute(async (trx) => {
      // With sequential scans priced out, a plan that cannot use the index shows a Seq Scan anyway.
      await sql`set local enable_seqscan = off`.execute(trx);
      const query = trx
        .selectFrom("records")
        .select(["table_name", "uuid", "dataversion"])
        .where(readableBy(identity, shared))
        .where("dataversion", ">", 0)
        .orderBy("dataversion", "asc")
        .limit(100);
      return (await query.explain<Record<string, string>>()).map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on records/);
  });
});
