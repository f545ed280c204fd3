import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { preFixChangesSince } from "../test-support/pre-fix-feed.js";
import { freshPglite, takeTransactionIdsUntil } from "../test-support/transaction-ids.js";
import { Device } from "../test-support/sync-device.js";
import { anotherSession, createWorker, startTestServer } from "../test-support/test-server.js";

const CLIENTS = 1200;
const BATCH = 10;

/**
 * docs/sync-and-api.md, "Cursors from the build that sorted by text": a phone in the field already holds a cursor from the build that ordered the
 * feed by the xid's text, past records it never received. After the upgrade, its catch-up is read
 * again from the start (the server recognises the cursor), it fetches only the records it lacks, and
 * its waiting edits stay in its outbox and go out. The devices run the web app's real outbox and
 * change feed (sync-device.ts) against the real server over HTTP; the build before answers through
 * its own statement (pre-fix-feed.ts). On a PGlite of its own, whose ids start below 1,000: the
 * 1,200 records are written by transactions on both sides of it.
 */
describe("a phone whose cursor skipped records under the build that sorted the feed by text, after the upgrade, on pglite", () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const devices: Device[] = [];

  beforeAll(async () => {
    handle = await freshPglite();
    server = await startTestServer(handle);
  });
  afterAll(async () => {
    for (const device of devices) await device.close();
    await server.close();
    await handle.close();
  });

  async function phone(name: string): Promise<Device> {
    const device = new Device(`${name}-${randomUUID()}`, randomUUID(), () => server, "0");
    devices.push(device);
    await device.open();
    return device;
  }

  it("reads the feed again from the start, fetches only the records it lacks, and keeps and sends its waiting edits", async () => {
    const worker = await createWorker(server.baseUrl);
    const login = { id: worker.user.id, token: worker.token };
    await takeTransactionIdsUntil(handle.db, 1000n - BigInt(CLIENTS / BATCH) / 2n);

    // Her first phone writes 1,200 clients, ten a batch: transactions on both sides of 1,000.
    const a = await phone("first-phone");
    await a.setUser(login);
    const uuids: string[] = [];
    for (let batch = 0; batch < CLIENTS / BATCH; batch++) {
      for (let i = 0; i < BATCH; i++) {
        const uuid = randomUUID();
        uuids.push(uuid);
        await a.edit(uuid, "UPSERT", `Client ${uuids.length}`);
      }
      await a.sync();
    }
    expect(await a.entries()).toEqual([]);
    const { rows: span } = await sql<{
      low: string;
      high: string;
      n: number;
    }>`select min(feed_xid)::text as low, max(feed_xid)::text as high, count(*)::int as n
      from records where owner_user_id = ${worker.user.id}`.execute(handle.db);
    expect(span[0]!.n).toBe(CLIENTS);
    expect(BigInt(span[0]!.low)).toBeLessThan(1000n);
    expect(BigInt(span[0]!.high)).toBeGreaterThanOrEqual(1000n);

    // Her second phone caught up under the build before: pages of 500 sorted as text skip records.
    const b = await phone("second-phone");
    b.olderServer = preFixChangesSince(handle.db, worker.user.id);
    // Her login on the second phone is a session of its own: a session acts as its own install only.
    await b.setUser({ id: worker.user.id, token: await anotherSession(server.baseUrl, worker) });
    expect(await b.catchUp()).toBe(true);
    const skipped = uuids.filter((uuid) => !b.cache.has(uuid));
    expect(skipped.length).toBeGreaterThan(0);
    expect(b.cache.size).toBe(CLIENTS - skipped.length);
    expect(await b.heldCursor()).toMatch(/^[1-9]\d*:\d+$/);

    // Offline, she edits a record she holds and adds one; meanwhile her first phone edits a record the second skipped.
    b.online = false;
    const editedUuid = uuids.find((uuid) => b.cache.has(uuid))!;
    const heldVersion = b.cache.get(editedUuid)!.dataversion;
    await b.edit(editedUuid, "UPSERT", "Edited offline");
    const addedUuid = randomUUID();
    await b.edit(addedUuid, "UPSERT", "Added offline");
    await a.edit(skipped[0]!, "UPSERT", "Changed on the first phone");
    await a.sync();

    // The upgrade: the same phone, its outbox and cursor kept, now talks to this build.
    b.olderServer = null;
    b.online = true;
    const fetchedBefore = b.received.length;
    expect(await b.catchUp()).toBe(true);
    expect(
      uuids.filter((uuid) => !b.cache.has(uuid)),
      `of the ${skipped.length} records skipped under the build before, still missing`,
    ).toEqual([]);
    expect(b.restartedPages).toBe(1);
    // Only what it lacked was fetched: the records skipped (one of them changed since), none it held.
    expect(
      b.received
        .slice(fetchedBefore)
        .map((r) => r.uuid)
        .sort(),
    ).toEqual([...skipped].sort());
    const { rows: stored } = await sql<{ uuid: string; dataversion: string; name: string }>`select uuid, dataversion, content->>'clientname' as name
      from records where owner_user_id = ${worker.user.id}`.execute(handle.db);
    const onServer = new Map(stored.map((row) => [row.uuid, { dataversion: Number(row.dataversion), clientname: row.name }]));
    for (const uuid of uuids) {
      // The record with her waiting edit is left to the outbox; every other one as the server holds it.
      if (uuid === editedUuid) expect(b.cache.get(uuid)!.dataversion).toBe(heldVersion);
      else expect(b.cache.get(uuid)).toEqual(onServer.get(uuid));
    }
    expect(b.cache.get(skipped[0]!)!.clientname).toBe("Changed on the first phone");
    expect(await b.heldCursor()).toMatch(/^0\d+:\d+$/);

    // Her waiting edits were kept, and go out as hers.
    expect((await b.entries()).map((e) => e.uuid).sort()).toEqual([editedUuid, addedUuid].sort());
    await b.sync();
    expect(await b.entries()).toEqual([]);
    const { rows: sent } = await sql<{ uuid: string; name: string; owner: number }>`select uuid, content->>'clientname' as name, owner_user_id as owner
      from records where uuid in (${editedUuid}, ${addedUuid}) order by content->>'clientname'`.execute(handle.db);
    expect(sent).toEqual([
      { uuid: addedUuid, name: "Added offline", owner: worker.user.id },
      { uuid: editedUuid, name: "Edited offline", owner: worker.user.id },
    ]);
    // And the next catch-up reads on from its new cursor: nothing from the start again.
    expect(await b.catchUp()).toBe(true);
    expect(b.restartedPages).toBe(1);
  }, 120_000);
});
