import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import type { Identity } from "../auth/identity.js";
import { createServices } from "../services.js";
import { makeClient, makeEntry, makeUser } from "../test-support/factories.js";
import { replicaOn } from "../test-support/replica-feed.js";
import { RECORDS_CHANGED_CHANNEL, writerOf } from "./change-feed.js";
import { ChangeFeedRepository } from "./change-feed.repository.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";

/**
 * docs/sync-and-api.md, "The server's feed: NOTIFY wakes, the database tells": NOTIFY is a wake-up; each replica reads committed changes by cursor, so
 * neither a batch's size nor a LISTEN reconnect loses a notice.
 */
describe.each(databaseKinds)("the change feed read by cursor on %s", (kind) => {
  const database = useTestDatabase(kind);
  const services = () => createServices(database.handle.db, { adminToken: undefined });
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  const replica = () => replicaOn(database.handle, stops);

  it("applies and announces an anonymous batch of 40 cycle_descriptions once dataversions pass 10,000,000", async () => {
    await sql`select setval('dataversion_seq', 10000000)`.execute(database.handle.db);
    const feed = await replica();
    const installId = randomUUID();
    const anonymous: Identity = { user: null, installId, isAdmin: false };
    const batch = Array.from({ length: 40 }, (_, i) =>
      makeEntry(
        { uuid: randomUUID(), client_uuid: randomUUID(), description: `Cycle ${i}`, goal: "Walk to the well" },
        { table: "cycle_descriptions", clientMutationId: i + 1 },
      ),
    );
    const results = await services().sync.applyBatch(anonymous, installId, batch, "payload");
    expect(results.map((r) => r.status)).toEqual(batch.map(() => "APPLIED"));
    expect(results[39]!.dataversion).toBe(10000040);
    await expect.poll(feed.announced, { timeout: 10_000 }).toEqual(batch.map((e) => e.uuid));
    expect(new Set(feed.events.map((e) => e.appID))).toEqual(new Set([sha256(installId.toLowerCase())]));
  });

  it("names the writing transaction in each notice, whose changes the reader reads by it", async () => {
    const s = services();
    const a = await makeUser(s);
    const heard: string[] = [];
    stops.push(await database.handle.listen(RECORDS_CHANGED_CHANNEL, (payload) => heard.push(payload)));
    const batch = [makeEntry(makeClient()), makeEntry(makeClient())];
    const answers = await s.sync.applyBatch(a.identity, a.identity.installId, batch, "payload");
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(1);
    const xid = writerOf(heard[0]);
    expect(heard[0]).toBe(`${xid}:${answers[0]!.dataversion}:${answers[1]!.dataversion}`);
    const { rows } = await new ChangeFeedRepository(database.handle.db).committedBy([xid!], 10);
    expect(rows.map((r) => r.uuid)).toEqual(batch.map((e) => e.uuid));
    // Anything else on the channel names no transaction: the reader only reads by position then.
    // A build before sent `<first>:<last>`, whose first number is no transaction's id.
    expect(["", "12:3", "012:3:4", ":1:2", "1x:1:2", "1:2:3:4", "123456789012345678901:1:1", "18446744073709551616:1:1"].map(writerOf)).toEqual([
      null,
      null,
      "12",
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("announces each replica's writes in dataversion order, with the hash of the writing install's id as appID", async () => {
    const s = services();
    const a = await makeUser(s);
    const b: Identity = { ...a.identity, installId: randomUUID() };
    const feed = await replica();
    const first = makeClient();
    const second = makeClient();
    await s.sync.applyBatch(a.identity, a.identity.installId, [makeEntry(first)], "payload");
    await s.sync.applyBatch(b, b.installId, [makeEntry(second)], "payload");
    await expect.poll(feed.announced, { timeout: 10_000 }).toEqual([first.uuid, second.uuid]);
    expect(feed.events.map((e) => [e.appID, e.records.map((r) => r.dataversion)])).toEqual([
      [sha256(a.identity.installId!.toLowerCase()), [1]],
      [sha256(b.installId!.toLowerCase()), [2]],
    ]);
    // docs/shared-phone.md: what a notice says of the writer never lets anyone act as it.
    expect(feed.events.map((e) => e.appID)).not.toContain(a.identity.installId);
  });
});

/** A notice's appID (docs/shared-phone.md): the lowercase hex SHA-256 of the lowercased install id. */
function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

describe("the change feed across LISTEN reconnects on postgres", () => {
  const database = useTestDatabase("postgres");
  const services = () => createServices(database.handle.db, { adminToken: undefined });
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });
  const replica = () => replicaOn(database.handle, stops);

  it("loses no notice while its LISTEN connection is terminated and reconnects", async () => {
    const s = services();
    const { identity } = await makeUser(s);
    const feed = await replica();
    const url = await connectionUrl();
    const written: string[] = [];
    for (let round = 0; round < 3; round++) {
      await terminateListeners(url);
      // Written while the replica listens to nothing: NOTIFY reaches nobody.
      const client = makeClient({ clientname: `Round ${round}` });
      await s.sync.applyBatch(identity, identity.installId, [makeEntry(client)], "payload");
      written.push(client.uuid as string);
    }
    await expect.poll(feed.announced, { timeout: 15_000 }).toEqual(written);
    // A terminated backend may stay in pg_stat_activity a moment after it ended; a listener left open stays.
    await expect.poll(() => listenConnections(url), { timeout: 10_000 }).toBe(1);
  }, 60_000);

  async function connectionUrl(): Promise<string> {
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(database.handle.db);
    const url = new URL(inject("postgresUrl"));
    url.pathname = `/${rows[0]!.db}`;
    return url.toString();
  }

  async function query<T>(url: string, statement: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(statement)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function terminateListeners(url: string) {
    await query(
      url,
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()",
    );
  }

  async function listenConnections(url: string): Promise<number> {
    const rows = await query<{ n: number }>(
      url,
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and query like '%stepwise_records_changed%'",
    );
    return rows[0]!.n;
  }
});
