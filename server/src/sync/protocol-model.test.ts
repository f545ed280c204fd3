import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, startTestServer } from "../test-support/test-server.js";
import { random, runSchedule, type ModelWorld } from "../test-support/sync-model.js";
import type { Login } from "../test-support/sync-device.js";
import { superviseWorkers, type ModelSupervisor } from "../test-support/supervisor-model.js";

/**
 * docs/sync-and-api.md, "Proving it: the model-based test": the whole sync protocol under random schedules. Simulated devices run the web app's
 * real outbox, sync engine and change feed against the real server (in-process, HTTP and
 * graphql-ws); after each schedule quiesces, the invariants of sync-model.ts must hold.
 * SYNC_SEED=<n> replays one schedule; `npm run soak` (SYNC_SOAK=1, SOAK_STEPS) runs a long one.
 */
const replay = process.env.SYNC_SEED === undefined ? null : Number(process.env.SYNC_SEED);
const soakSteps = process.env.SYNC_SOAK ? Number(process.env.SOAK_STEPS ?? 100_000) : 0;
/**
 * Schedules per database kind in `npm test` (600 in all, about 30 s on 2 cores), and the time they
 * may take; `npm run soak` runs the long one (docs/testing.md, "How long").
 */
const SCHEDULES = { pglite: Number(process.env.SYNC_SCHEDULES ?? 400), postgres: Number(process.env.SYNC_SCHEDULES ?? 200) };
const RESTART_EVERY = 100;
/** Schedules running at once. */
const LANES = 4;
/** Fewer than this within the budget means something got slow: the test fails. */
const MIN_SCHEDULES = 25;
const BUDGET_MS = { pglite: 60_000, postgres: 30_000 } as const;
/**
 * The model's anonymous devices write months of edits within a minute, all from 127.0.0.1: the
 * anonymous record quota (docs/SECURITY.md, "Limits and quotas", its own test) is lifted so it does not refuse them.
 */
const SERVER_ENV = { ANONYMOUS_RECORDS_PER_INSTALL: "100000000", ANONYMOUS_RECORDS_PER_ADDRESS: "100000000" };

describe.each(databaseKinds)("the sync protocol under random schedules on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const users: Login[] = [];
  let world: ModelWorld;
  beforeAll(async () => {
    if (kind === "postgres") await delayCommitsAtRandom(database.handle.db);
    server = await startTestServer(database.handle, SERVER_ENV);
    world = {
      db: database.handle.db,
      users,
      server: () => server,
      dropListen: kind === "postgres" ? () => terminateListen(database.handle.db) : undefined,
    };
  });
  afterAll(() => server.close());

  /** Two workers of their own: schedules running at once never share an account. */
  async function twoWorkers(): Promise<Login[]> {
    const made: Login[] = [];
    for (let i = 0; i < 2; i++) {
      const worker = await createWorker(server.baseUrl);
      made.push({ id: worker.user.id, token: worker.token });
    }
    return made;
  }

  // The database is emptied before each test: its two workers are made in it.
  beforeEach(async () => {
    users.splice(0, users.length, ...(await twoWorkers()));
  });

  // Schedules running at once may ask for a restart together: one restart serves them all.
  let restarting: Promise<void> | null = null;
  const restart = () =>
    (restarting ??= (async () => {
      await server.close();
      server = await startTestServer(database.handle, SERVER_ENV);
    })().finally(() => (restarting = null)));

  /** A supervisor of the workers' team (docs/teams.md), an account of her own: she reads their records and writes none. */
  async function supervisorOf(workers: Login[]): Promise<ModelSupervisor> {
    const account = await createWorker(server.baseUrl);
    return superviseWorkers(database.handle.db, { id: account.user.id, token: account.token }, workers);
  }

  /** A server restart costs seconds: only one schedule in RESTART_EVERY may restart it (all in a soak). */
  async function runOne(seed: number, steps: number, devices: number, restarts = seed % RESTART_EVERY === 0, accounts = users, supervisor?: ModelSupervisor) {
    const log: string[] = [];
    try {
      await runSchedule({ ...world, users: accounts, restart: restarts ? restart : undefined, supervisor }, seed, steps, devices, log);
    } catch (error) {
      throw new Error(`schedule failed; replay with SYNC_SEED=${seed} (${kind})\n${log.join("\n")}\n${(error as Error).message}`);
    }
  }

  if (replay === null && soakSteps === 0)
    it(`keeps every edit through up to ${SCHEDULES[kind]} random schedules of 2 devices`, async () => {
      const started = Date.now();
      const base = Number(process.env.SYNC_BASE_SEED ?? Date.now() % 1_000_000_000);
      let next = 0;
      let done = 0;
      // Schedules are independent (their own accounts, installs and records), so a few run at once.
      const lane = async () => {
        const accounts = await twoWorkers();
        const supervisor = await supervisorOf(accounts);
        while (next < SCHEDULES[kind] && Date.now() - started < BUDGET_MS[kind]) {
          const seed = base + next++;
          await runOne(seed, 2 + random(seed).int(7), 2, seed % RESTART_EVERY === 0, accounts, supervisor);
          done += 1;
        }
      };
      await Promise.all(Array.from({ length: LANES }, lane));
      console.info(`sync model on ${kind}: ${done} schedules in ${Math.round((Date.now() - started) / 1000)} s (seeds ${base}..${base + done - 1})`);
      expect(done).toBeGreaterThanOrEqual(Math.min(SCHEDULES[kind], MIN_SCHEDULES));
    }, 180_000);

  // With SYNC_SOAK set, a seed is replayed in the soak's shape (its steps, 3 devices, restarts).
  if (replay !== null)
    it(`replays schedule SYNC_SEED=${replay}`, async () => {
      if (soakSteps > 0) await runOne(replay, 20 + random(replay).int(80), 3, true);
      else await runOne(replay, 2 + random(replay).int(7), 2);
    }, 180_000);

  // `npm run soak` picks the PGlite one (-t pglite); SOAK_LANES schedules run at once, each lane
  // with its own accounts, and any schedule may restart the server under all of them.
  if (soakSteps > 0)
    it(
      `soaks ${soakSteps} steps of 3 devices on ${kind}`,
      async () => {
        const started = Date.now();
        let done = 0;
        let seed = Number(process.env.SYNC_BASE_SEED ?? 1);
        const lane = async () => {
          const accounts = await twoWorkers();
          while (done < soakSteps) {
            const mine = seed++;
            const steps = 20 + random(mine).int(80);
            await runOne(mine, steps, 3, true, accounts);
            done += steps;
            console.info(`soak on ${kind}: ${done} steps in ${Math.round((Date.now() - started) / 1000)} s, last seed ${mine}`);
          }
        };
        await Promise.all(Array.from({ length: Number(process.env.SOAK_LANES ?? LANES) }, lane));
      },
      24 * 3600_000,
    );
});

/**
 * batches of different workers write at once, and a batch that drew its dataversions
 * first may commit last. On PostgreSQL every transaction that writes records waits 0 to 20 ms at
 * its commit (a deferred trigger, once per transaction), so batches in flight together commit in
 * random order; the change feed must still lose, skip and repeat nothing (docs/sync-and-api.md).
 */
async function delayCommitsAtRandom(db: ModelWorld["db"]) {
  await sql`create or replace function model_commit_delay() returns trigger language plpgsql as $$
    begin
      if current_setting('model.delayed', true) is distinct from 'yes' then
        perform set_config('model.delayed', 'yes', true);
        perform pg_sleep(random() * 0.02);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger model_commit_delay after insert or update on records deferrable initially deferred
    for each row execute function model_commit_delay()`.execute(db);
}

async function terminateListen(db: ModelWorld["db"]) {
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`.execute(
    db,
  );
}
