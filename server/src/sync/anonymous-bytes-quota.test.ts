import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { QUOTAS } from "../auth/quotas.js";
import { entityManifests } from "@stepwise/domain/entities";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, startTestServer, useTestServer } from "../test-support/test-server.js";
import { storedBytesOf } from "./record-bounds.js";
import { TableRegistry } from "./synced-table.js";

const { perInstall, perAddress } = QUOTAS.anonymousBytes;
const images = new TableRegistry(entityManifests).get("client_images")!;

/** A client picture whose record is `bytes` bytes as stored. */
function pictureRecord(bytes: number) {
  const record = { uuid: randomUUID(), client_uuid: "client-of-pictures", image: "data:image/jpeg;base64," };
  record.image += "A".repeat(bytes - storedBytesOf(images.schema.parse(record)));
  return record;
}

/**
 * Over real HTTP (PGlite): besides their records, installs without a login may
 * store QUOTAS.anonymousBytes an hour (20 MiB per install, 100 MiB per address, as stored); past it
 * a batch is 429 with Retry-After, stores nothing and is taken back whole (docs/SECURITY.md).
 */
describe(`bytes of anonymous installs: ${perInstall} per install and ${perAddress} per address an hour`, () => {
  const database = useTestDatabase("pglite");
  const server = useTestServer(database);

  const saveTables = (baseUrl: string, installId: string, records: ReturnType<typeof pictureRecord>[], headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/saveTables/${installId}`, {
      method: "POST",
      headers: { "x-app-install-id": installId, ...headers },
      body: new URLSearchParams({ payload: JSON.stringify(records.map((record) => ({ table: "client_images", uuid: record.uuid, record }))) }),
    });
  const stored = async () => Number((await sql<{ n: number }>`select count(*)::int as n from records`.execute(database.handle.db)).rows[0]!.n);
  const uses = async (key: string) =>
    Number((await sql<{ n: number }>`select coalesce(sum(uses), 0)::int as n from throttle_events where key = ${key}`.execute(database.handle.db)).rows[0]!.n);

  it("one install stores 10 pictures of 2,000,000 bytes; the 11th is 429 with Retry-After, stores nothing, and its record is not counted", async () => {
    const installId = randomUUID();
    for (let i = 0; i < 10; i++) expect((await saveTables(server.baseUrl, installId, [pictureRecord(2_000_000)])).status).toBe(200);
    const refused = await saveTables(server.baseUrl, installId, [pictureRecord(2_000_000)]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      new RegExp(`^quota reached: at most ${perAddress} anonymousBytes per address and ${perInstall} per install in an hour: try again in \\d+ minutes$`),
    );
    expect(await stored()).toBe(10);
    expect([await uses(`anonymousBytes-install:${installId}`), await uses(`anonymousRecords-install:${installId}`)]).toEqual([20_000_000, 10]);

    // A logged-in worker is accountable: not held to the anonymous quota.
    const worker = await createWorker(server.baseUrl);
    expect((await saveTables(server.baseUrl, randomUUID(), [pictureRecord(2_000_000)], { authorization: `Bearer ${worker.token}` })).status).toBe(200);
  });

  it("ANONYMOUS_BYTES_PER_INSTALL and _PER_ADDRESS set a deployment's own figures", async () => {
    const own = await startTestServer(database.handle, { ANONYMOUS_BYTES_PER_INSTALL: "50000", ANONYMOUS_BYTES_PER_ADDRESS: "100000" });
    try {
      const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
      const statuses = [];
      statuses.push((await saveTables(own.baseUrl, first, [pictureRecord(40_000)])).status);
      statuses.push((await saveTables(own.baseUrl, first, [pictureRecord(10_001)])).status); // 50,001 for the install
      statuses.push((await saveTables(own.baseUrl, first, [pictureRecord(10_000)])).status); // 50,000 for the install
      statuses.push((await saveTables(own.baseUrl, second, [pictureRecord(40_000)])).status); // 90,000 for the address
      const refused = await saveTables(own.baseUrl, third, [pictureRecord(10_001)]); // 100,001 for the address
      statuses.push(refused.status);
      statuses.push((await saveTables(own.baseUrl, third, [pictureRecord(5_000), pictureRecord(5_000)])).status); // 100,000
      expect(statuses).toEqual([200, 429, 200, 200, 429, 200]);
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /^quota reached: at most 100000 anonymousBytes per address and 50000 per install in an hour/,
      );
      expect(await stored()).toBe(5);
    } finally {
      await own.close();
    }
  });
});
