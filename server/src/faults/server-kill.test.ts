import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { createPostgresDatabase } from "../test-support/postgres-database.js";
import { startServerProcess } from "../test-support/server-process.js";
import { postForm } from "../test-support/test-server.js";

/** Trials in `npm test`; `npm run soak:faults` runs 50 (FAULT_TRIALS). */
const TRIALS = Number(process.env.FAULT_TRIALS ?? 8);
const BATCH = 500;
const installId = randomUUID();

type ServerProcess = ReturnType<typeof startServerProcess>;

/** One batch of 500: half new clients, half edits of the clients the batch before created. */
function batchOf(trial: number, firstMutationId: number, editable: string[]) {
  const created = Array.from({ length: BATCH - editable.length }, () => randomUUID());
  const uuids = [...editable, ...created];
  const entries = uuids.map((uuid, i) => makeEntry(makeClient({ uuid, clientname: `trial ${trial} client ${i}` }), { clientMutationId: firstMutationId + i }));
  return { entries, created };
}

async function save(baseUrl: string, entries: unknown[]) {
  return postForm(`${baseUrl}/api/saveTables/${installId}`, { payload: JSON.stringify(entries) });
}

describe("the server killed with SIGKILL mid-batch (fault test)", () => {
  const running = new Set<ServerProcess>();
  let sql: pg.Pool | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const server of running) server.child.kill("SIGKILL");
    await sql?.end();
    await dropDatabase?.();
  });

  function start(databaseUrl: string): ServerProcess {
    // 21 batches of 500 from one anonymous install: the record quota (docs/SECURITY.md, "Limits and quotas") is lifted here.
    const server = startServerProcess({ DATABASE_URL: databaseUrl, ANONYMOUS_RECORDS_PER_INSTALL: "100000000", ANONYMOUS_RECORDS_PER_ADDRESS: "100000000" });
    running.add(server);
    void server.exited.then(() => running.delete(server));
    return server;
  }

  const countNamed = async (trial: number) =>
    Number(
      (await sql!.query<{ count: string }>("select count(*) from records where content->>'clientname' like $1", [`trial ${trial} client %`])).rows[0]!.count,
    );

  // Bounded: each trial is one server start (about 3 s, begun two trials ahead) and two batches of
  // 500, about 2.5 s on 2 quiet cores; cut off at 15 s a trial, 30 s more for the start.
  it(
    `${TRIALS} trials: no half-written batch, and after the retry each entry is stored exactly once`,
    async () => {
      const database = await createPostgresDatabase(inject("postgresUrl"));
      dropDatabase = database.drop;
      sql = new pg.Pool({ connectionString: database.url, max: 2 });
      let current = start(database.url);
      let baseUrl = await current.baseUrl;

      // A batch that is not cut: its time bounds where the first kill lands, and trial 1 edits its clients.
      const warmUp = batchOf(0, 1, []);
      const began = Date.now();
      expect((await save(baseUrl, warmUp.entries)).status).toBe(200);
      let batchMs = Date.now() - began;
      let editable = warmUp.created.slice(0, BATCH / 2);
      let nextMutationId = BATCH + 1;
      const outcomes = { cutBeforeCommit: 0, committedUnanswered: 0, answered: 0 };

      // Two spare servers boot while a trial runs (one per core), so a trial seldom waits for one.
      const spares = [start(database.url), start(database.url)];
      for (let trial = 1; trial <= TRIALS; trial += 1) {
        const spare = spares.shift()!;
        if (trial + spares.length < TRIALS) spares.push(start(database.url));
        const batch = batchOf(trial, nextMutationId, editable);
        const request = save(baseUrl, batch.entries).catch((error: Error) => error);
        await new Promise((r) => setTimeout(r, Math.random() * batchMs * 1.2));
        current.child.kill("SIGKILL");
        await current.exited;
        const first = await request;

        // The batch is one transaction: either every entry of it is stored, or none.
        const storedAfterKill = await countNamed(trial);
        expect([0, BATCH]).toContain(storedAfterKill);
        if (!(first instanceof Error)) outcomes.answered += 1;
        else if (storedAfterKill === 0) outcomes.cutBeforeCommit += 1;
        else outcomes.committedUnanswered += 1;

        // The client retries the same entries (same mutation ids) on the server that is up now.
        current = spare;
        baseUrl = await current.baseUrl;
        const retryBegan = Date.now();
        const retry = await save(baseUrl, batch.entries);
        expect(retry.status).toBe(200);
        // The next kill lands within the time a batch takes now (spares booting slow it down).
        if (storedAfterKill === 0) batchMs = Date.now() - retryBegan;
        expect(await countNamed(trial)).toBe(BATCH);
        editable = batch.created.slice(0, BATCH / 2);
        nextMutationId += BATCH;
      }
      console.log(`server kill trials: ${JSON.stringify(outcomes)} (the last full batch took ${batchMs} ms)`);
      expect(outcomes.cutBeforeCommit).toBeGreaterThan(0);

      const single = async (query: string) => Number((await sql!.query<{ count: string }>(query)).rows[0]!.count);
      // No loss: every client of every batch is there, with its last edit.
      expect(await single("select count(*) from records")).toBe(BATCH + TRIALS * (BATCH / 2));
      expect(await single(`select count(*) from records where content->>'clientname' like 'trial ${TRIALS} client %'`)).toBe(BATCH);
      // Each entry applied exactly once: one mutation row per id, one history row per edit, no dataversion twice.
      expect(await single(`select count(*) from sync_mutations where install_id = '${installId}'`)).toBe((TRIALS + 1) * BATCH);
      expect(await single("select count(distinct client_mutation_id) from sync_mutations")).toBe((TRIALS + 1) * BATCH);
      expect(await single("select count(*) from record_history")).toBe(TRIALS * (BATCH / 2));
      expect(await single("select count(*) from (select uuid from record_history group by uuid having count(*) > 1) twice")).toBe(0);
      expect(await single("select count(*) - count(distinct dataversion) as count from records")).toBe(0);
      expect(await single("select count(*) from record_history h join records r using (table_name, uuid, dataversion)")).toBe(0);
      expect(await single("select count(*) - count(distinct dataversion) as count from record_history")).toBe(0);
      expect(await single(`select last_mutation_id as count from app_installs where uuid = '${installId}'`)).toBe((TRIALS + 1) * BATCH);
    },
    30_000 + TRIALS * 15_000,
  );
});
