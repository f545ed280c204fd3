import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { QUOTAS } from "../auth/quotas.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, startTestServer, useTestServer } from "../test-support/test-server.js";

const { perInstall, perAddress } = QUOTAS.anonymousRecords;

/** A batch of `size` small records (a client followed with milestones), as an outbox sends them. */
const batch = (size: number) => Array.from({ length: size }, () => ({ table: "client_milestones", uuid: randomUUID(), record: { client_uuid: randomUUID() } }));
const withUuids = (entries: ReturnType<typeof batch>) => entries.map((e) => ({ ...e, record: { ...e.record, uuid: e.uuid } }));

/**
 * docs/SECURITY.md, "Limits and quotas" over real HTTP (PGlite): an install without a login may store at most
 * QUOTAS.anonymousRecords (1,000 records per install and 5,000 per address an hour); past it a
 * batch answers 429 with Retry-After, stores nothing, and is taken back so the device's retries
 * pass once the hour has gone.
 */
describe(`records of anonymous installs: ${perInstall} per install and ${perAddress} per address an hour`, () => {
  const database = useTestDatabase("pglite");
  const server = useTestServer(database);

  const saveTables = (installId: string, entries: ReturnType<typeof batch>, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/saveTables/${installId}`, {
      method: "POST",
      headers: { "x-app-install-id": installId, ...headers },
      body: new URLSearchParams({ payload: JSON.stringify(withUuids(entries)) }),
    });
  const stored = async () => Number((await sql<{ n: number }>`select count(*)::int as n from records`.execute(database.handle.db)).rows[0]!.n);
  const lastEventId = async () => (await sql<{ id: string }>`select max(id)::text as id from throttle_events`.execute(database.handle.db)).rows[0]!.id;
  /** The hour passes for the quota uses recorded up to event `id`. */
  const anHourPassesFor = (id: string) => sql`update throttle_events set at = at - interval '61 minutes' where id <= ${id}::bigint`.execute(database.handle.db);

  it(`one install: ${perInstall / MAX_SYNC_BATCH} full batches pass, the next is 429 with Retry-After over REST and GraphQL (its id in upper case too), storing nothing`, async () => {
    const installId = randomUUID();
    const uuid = randomUUID();
    for (let i = 0; i < perInstall / MAX_SYNC_BATCH; i++) expect((await saveTables(installId, batch(MAX_SYNC_BATCH))).status).toBe(200);
    expect(await stored()).toBe(perInstall);

    const refused = await saveTables(installId, batch(1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^quota reached: at most 5000 anonymousRecords per address and 1000 per install in an hour/,
    );

    const viaGraphQL = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-app-install-id": installId },
      body: JSON.stringify({
        query: "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }",
        variables: {
          input: { appInstallId: installId, entries: [{ clientMutationId: 1, table: "client_milestones", uuid, clientMilestone: { uuid, client_uuid: "c" } }] },
        },
      }),
    });
    expect(viaGraphQL.status).toBe(429);
    expect(Number(viaGraphQL.headers.get("retry-after"))).toBeGreaterThan(3500);
    const body = (await viaGraphQL.json()) as { errors: Array<{ extensions: { code: string; retryAfterSeconds: number } }> };
    expect(body.errors[0]!.extensions).toEqual({ code: "TOO_MANY_REQUESTS", retryAfterSeconds: Number(viaGraphQL.headers.get("retry-after")) });
    expect(await stored()).toBe(perInstall);

    // The same install spelled in upper case is the same install: no fresh quota.
    const upperCase = await saveTables(installId.toUpperCase(), batch(1));
    expect(upperCase.status).toBe(429);
    expect(await stored()).toBe(perInstall);

    // A logged-in worker is accountable: not held to the anonymous quota.
    const worker = await createWorker(server.baseUrl);
    expect((await saveTables(randomUUID(), batch(MAX_SYNC_BATCH), { authorization: `Bearer ${worker.token}` })).status).toBe(200);
  });

  it("parallel batches of one install never store more than its quota together", async () => {
    const installId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => saveTables(installId, batch(MAX_SYNC_BATCH))));
    const passed = answers.filter((a) => a.status === 200).length;
    expect(answers.map((a) => a.status).sort()).toEqual([...Array<number>(passed).fill(200), ...Array<number>(4 - passed).fill(429)]);
    expect(passed).toBeLessThanOrEqual(perInstall / MAX_SYNC_BATCH);
    expect(await stored()).toBe(passed * MAX_SYNC_BATCH);
  });

  it("a refused batch is taken back: the outbox retrying it passes once the hour of the stored ones has gone", async () => {
    const installId = randomUUID();
    for (let i = 0; i < perInstall / MAX_SYNC_BATCH; i++) expect((await saveTables(installId, batch(MAX_SYNC_BATCH))).status).toBe(200);
    const storedUses = await lastEventId();
    // The same outbox entries, sent again and again (the web app retries at most a minute apart).
    const waiting = batch(MAX_SYNC_BATCH);
    for (let retry = 0; retry < 3; retry++) expect((await saveTables(installId, waiting)).status).toBe(429);
    await anHourPassesFor(storedUses);
    expect((await saveTables(installId, waiting)).status).toBe(200);
    expect(await stored()).toBe(perInstall + MAX_SYNC_BATCH);
  });

  it(`one address: ${perAddress} records from any number of installs, then 429`, async () => {
    for (let i = 0; i < perAddress / MAX_SYNC_BATCH; i++) expect((await saveTables(randomUUID(), batch(MAX_SYNC_BATCH))).status).toBe(200);
    const refused = await saveTables(randomUUID(), batch(1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await stored()).toBe(perAddress);
  });

  it("ANONYMOUS_RECORDS_PER_INSTALL and _PER_ADDRESS set a deployment's own figures", async () => {
    const own = await startTestServer(database.handle, { ANONYMOUS_RECORDS_PER_INSTALL: String(MAX_SYNC_BATCH), ANONYMOUS_RECORDS_PER_ADDRESS: "100000" });
    try {
      const installId = randomUUID();
      const post = (entries: ReturnType<typeof batch>) =>
        fetch(`${own.baseUrl}/api/saveTables/${installId}`, {
          method: "POST",
          headers: { "x-app-install-id": installId },
          body: new URLSearchParams({ payload: JSON.stringify(withUuids(entries)) }),
        });
      expect((await post(batch(MAX_SYNC_BATCH))).status).toBe(200);
      const refused = await post(batch(1));
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /^quota reached: at most 100000 anonymousRecords per address and 500 per install in an hour/,
      );
    } finally {
      await own.close();
    }
  });
});
