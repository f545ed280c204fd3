import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { formatFeedCursor } from "../sync/feed-position.js";
import { untilFeedReadsWritesSoFar } from "./feed-horizon.js";
import { Device, type Login } from "./sync-device.js";
import { UsersRepository } from "../auth/users.repository.js";
import { hashToken, newToken } from "../auth/token.js";
import { checkSupervisor, type ModelSupervisor } from "./supervisor-model.js";

/** A seeded PRNG (mulberry32): one seed, one schedule, replayable with SYNC_SEED=<seed>. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

export interface ModelWorld {
  db: Kysely<Database>;
  users: Login[];
  server(): { baseUrl: string; wsUrl: string };
  /** Restarts the server process (in-process: a new app on the same database); absent: not in this run. */
  restart?(): Promise<void>;
  /** Ends the server's LISTEN connection (PostgreSQL); absent on PGlite. */
  dropListen?(): Promise<void>;
  /** The supervisor of a team of `users` (docs/teams.md), checked after each schedule (supervisor-model.ts); absent: none. */
  supervisor?: ModelSupervisor;
}

/** One edit a worker made, to be found stored exactly once, or shown as rejected. */
interface Made {
  device: Device;
  uuid: string;
  op: "UPSERT" | "DELETE";
  clientname: string;
  poison: boolean;
}

/** The random operations of the model test (docs/sync-and-api.md, "Proving it: the model-based test"), with their weights. */
const OPERATIONS = [
  ["edit", 26],
  ["editShared", 8],
  ["delete", 5],
  ["poison", 4],
  ["sync", 20],
  ["syncTogether", 8],
  ["catchUp", 6],
  ["offline", 6],
  ["reload", 4],
  ["kill", 4],
  ["unauthorized", 3],
  ["login", 4],
  ["logout", 2],
  ["dropNotices", 3],
  ["failFetches", 3],
  ["dropListen", 2],
  ["restart", 1],
] as const;
type Operation = (typeof OPERATIONS)[number][0];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [, w]) => sum + w, 0);

/**
 * Runs one random schedule of `steps` operations over `deviceCount` devices, lets it quiesce, and
 * checks the invariants of the model test (docs/sync-and-api.md, "Proving it: the model-based test"). Throws naming the broken invariant; `log` lists the steps.
 */
export async function runSchedule(world: ModelWorld, seed: number, steps: number, deviceCount: number, log: string[] = []): Promise<void> {
  const rng = random(seed);
  // This run's records are drawn after `floor`; the feed's devices start where it stands now.
  const { rows } = await sql<{ last: number | null; horizon: string }>`select max(dataversion) as last, pg_snapshot_xmin(pg_current_snapshot())::text as horizon
    from records`.execute(world.db);
  const floor = Number(rows[0]?.last ?? 0);
  const devices: Device[] = [];
  const sessionOn = deviceSessions(world.db);
  for (let i = 0; i < deviceCount; i++) {
    const device = new Device(
      `model-${seed}-${i}-${randomUUID()}`,
      randomUUID(),
      () => world.server(),
      formatFeedCursor({ xid: rows[0]!.horizon, dataversion: 0 }),
    );
    await device.open();
    const who = rng.int(3);
    if (who < 2) {
      device.owner = world.users[who]!.id;
      await device.setUser(await sessionOn(device, world.users[who]!));
    }
    devices.push(device);
  }
  const made: Made[] = [];
  try {
    for (let step = 0; step < steps; step++) {
      const device = rng.pick(devices);
      const op = choose(rng.next());
      log.push(`${step} ${op} on ${devices.indexOf(device)} (${device.user ? `user ${device.user.id}` : "anonymous"}${device.online ? "" : ", offline"})`);
      await perform(op, device, devices, world, rng, made, `${seed}.${step}`, sessionOn);
    }
    await quiesce(devices, world, sessionOn);
    await checkInvariants(devices, world, made, floor);
    if (world.supervisor) {
      await checkSupervisor(world.db, () => world.server().baseUrl, world.supervisor, world.users, [...new Set(made.map((m) => m.uuid))]);
    }
  } finally {
    for (const device of devices) await device.close();
  }
}

/** A worker's session on one device: the app logs in on each phone, and a session acts as its own install only (docs/shared-phone.md). */
type SessionOn = (device: Device, user: Login) => Promise<Login>;

/** Each device's own session of each worker (until its next logout), made as a login would make it. */
function deviceSessions(db: Kysely<Database>): SessionOn {
  const made = new Map<string, Login>();
  return async (device, user) => {
    const key = `${device.name}:${device.logouts}:${user.id}`;
    let login = made.get(key);
    if (!login) {
      const token = newToken();
      await new UsersRepository(db).insertToken(hashToken(token), user.id);
      login = { id: user.id, token };
      made.set(key, login);
    }
    return login;
  };
}

function choose(x: number): Operation {
  let at = x * TOTAL_WEIGHT;
  for (const [op, weight] of OPERATIONS) {
    if (at < weight) return op;
    at -= weight;
  }
  return "sync";
}

async function perform(
  op: Operation,
  device: Device,
  devices: Device[],
  world: ModelWorld,
  rng: ReturnType<typeof random>,
  made: Made[],
  tag: string,
  sessionOn: SessionOn,
) {
  const edit = async (uuid: string, kind: "UPSERT" | "DELETE", clientname: string, poison = false) => {
    await device.edit(uuid, kind, clientname);
    made.push({ device, uuid, op: kind, clientname, poison });
  };
  const known = [...device.cache.keys()];
  switch (op) {
    case "edit":
      return edit(known.length > 0 && rng.next() < 0.5 ? rng.pick(known) : randomUUID(), "UPSERT", `name ${tag}`);
    case "editShared": {
      // Two devices of one worker edit the same record: a concurrent edit.
      const other = devices.find((d) => d !== device && d.user?.id === device.user?.id && device.user !== null);
      const shared = other ? [...other.cache.keys()].filter((k) => device.cache.has(k)) : [];
      if (shared.length === 0) return edit(randomUUID(), "UPSERT", `name ${tag}`);
      const uuid = rng.pick(shared);
      await edit(uuid, "UPSERT", `name ${tag}`);
      await other!.edit(uuid, "UPSERT", `name ${tag} other`);
      made.push({ device: other!, uuid, op: "UPSERT", clientname: `name ${tag} other`, poison: false });
      return;
    }
    case "delete":
      return known.length > 0 ? edit(rng.pick(known), "DELETE", "") : undefined;
    case "poison":
      return edit(
        known.length > 0 && rng.next() < 0.5 ? rng.pick(known) : randomUUID(),
        "UPSERT",
        rng.next() < 0.5 ? `nul\u0000${tag}` : `half\uD800${tag}`,
        true,
      );
    case "sync":
      return device.sync();
    case "syncTogether":
      // Every device's batch in flight at once: different workers' batches run in
      // parallel, and on PostgreSQL each commit is delayed at random (protocol-model.test.ts).
      await Promise.all(devices.map((d) => d.sync()));
      return;
    case "catchUp":
      return device.catchUp();
    case "offline":
      device.online = !device.online;
      // Coming online: a sync and a catch-up, as the runtime does.
      if (device.online) {
        await device.sync();
        await device.catchUp();
      }
      return;
    case "reload":
      return device.reload();
    case "kill":
      device.killNextAnswer = true;
      await device.sync();
      device.killNextAnswer = false;
      return device.reload();
    case "unauthorized":
      if (device.user) device.tokenRevoked = true;
      return;
    case "login": {
      // The first worker to log in on a device keeps it (each worker has her own install on the
      // phone, docs/shared-phone.md; the model keeps one worker per device).
      const owner = world.users.find((u) => u.id === device.owner) ?? rng.pick(world.users);
      device.owner = owner.id;
      return device.setUser(await sessionOn(device, owner));
    }
    case "logout":
      // The app refuses to log out while edits (rejected ones too) wait.
      if ((await device.entries()).length === 0) await device.logout();
      return;
    case "dropNotices":
      device.dropNotices = !device.dropNotices;
      return;
    case "failFetches":
      device.failFetches = 1 + rng.int(2);
      return;
    case "dropListen":
      return world.dropListen?.();
    case "restart":
      if (!world.restart) return;
      await world.restart();
      for (const d of devices) d.reconnect();
      return;
  }
}

/** Every device back online, each held edit sent by its own worker, then a catch-up everywhere. */
async function quiesce(devices: Device[], world: ModelWorld, sessionOn: SessionOn) {
  for (const device of devices) {
    device.online = true;
    device.dropNotices = false;
    device.failFetches = 0;
  }
  // Rounds until nothing waits and every catch-up read everything: a schedule running beside this
  // one may be restarting the server, and a device retries as the app does (a later sync or catch-up).
  const deadline = Date.now() + QUIESCE_MS;
  for (let round = 0; ; round++) {
    let waiting = false;
    for (const device of devices) {
      const entries = (await device.entries()).filter((e) => !e.rejected);
      if (entries.length === 0) continue;
      waiting = true;
      // Each identity's edits go out as it: the phone's own (made without a login) while nobody is logged in.
      for (const owner of new Set(entries.map((e) => e.user_id))) {
        const user = owner === null ? null : (world.users.find((u) => String(u.id) === owner) ?? null);
        if (device.tokenRevoked || device.user?.id !== user?.id) await device.setUser(user && (await sessionOn(device, user)));
        await device.sync();
      }
    }
    if (waiting && round < 8) continue;
    // Every write so far readable by the feed: a schedule running beside this one may hold its
    // horizon a moment (docs/sync-and-api.md, "The feed's lag"), and a catch-up that read everything
    // below it would end before this schedule's last changes (seed 902119527).
    await feedHorizonPassed(world.db, deadline);
    let complete = true;
    for (const device of devices) complete = (await device.catchUp()) && complete;
    if ((complete && !waiting) || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the feed's horizon as untilFeedReadsWritesSoFar does, asking again while a restart beside it cuts the connection. */
async function feedHorizonPassed(db: Kysely<Database>, deadline: number): Promise<void> {
  for (;;) {
    try {
      return await untilFeedReadsWritesSoFar(db, Math.max(1000, deadline - Date.now()));
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** How long quiescence may take: a restart beside it takes a few seconds. */
const QUIESCE_MS = 30_000;

async function checkInvariants(devices: Device[], world: ModelWorld, made: Made[], floor: number) {
  // Only this schedule's records: others run at the same time for the same workers.
  const uuids = [...new Set(made.map((m) => m.uuid))];
  const current =
    uuids.length === 0 ? [] : await world.db.selectFrom("records").selectAll().where("table_name", "=", "clients").where("uuid", "in", uuids).execute();
  const history =
    uuids.length === 0 ? [] : await world.db.selectFrom("record_history").selectAll().where("table_name", "=", "clients").where("uuid", "in", uuids).execute();
  const versions = [...current, ...history];

  for (const device of devices) {
    const waiting = (await device.entries()).filter((e) => !e.rejected);
    if (waiting.length > 0)
      throw new Error(`device ${device.name}: ${waiting.length} edits still waiting after quiescence (${device.lastError}): ${JSON.stringify(waiting)}`);
  }

  // 1. Every edit is stored exactly once with its content, or (the device's last edit of a record) shown as rejected.
  for (const m of made) {
    if (m.op === "DELETE") continue;
    const stored = versions.filter((v) => v.uuid === m.uuid && v.deleted_at === null && v.content.clientname === m.clientname).length;
    if (m.poison) {
      if (stored !== 0) throw new Error(`poison edit "${m.clientname}" of ${m.uuid} was stored`);
      const mine = made.filter((x) => x.device === m.device && x.uuid === m.uuid);
      if (mine[mine.length - 1] !== m) continue;
      const shown = (await m.device.entries()).find((e) => e.uuid === m.uuid && e.rejected);
      if (!shown?.rejected?.reason) throw new Error(`rejected edit of ${m.uuid} on ${m.device.name} is not shown with a reason`);
      continue;
    }
    if (stored !== 1) throw new Error(`edit "${m.clientname}" of ${m.uuid} is stored ${stored} times, not once`);
  }
  for (const m of made.filter((x) => x.op === "DELETE")) {
    if (!versions.some((v) => v.uuid === m.uuid && v.deleted_at !== null)) throw new Error(`delete of ${m.uuid} left no tombstone`);
  }

  // 2. Every device holds exactly the server's records (of this run) that it may read.
  for (const device of devices) {
    const readable = current.filter((r) => r.deleted_at === null && Number(r.dataversion) > floor && mayRead(device.user?.id ?? null, device.installId, r));
    const expected = Object.fromEntries(readable.map((r) => [r.uuid, { dataversion: Number(r.dataversion), clientname: r.content.clientname }]));
    const held = Object.fromEntries([...device.cache].filter(([uuid]) => uuids.includes(uuid)));
    const rejectedShown = new Set((await device.entries()).filter((e) => e.rejected).map((e) => e.uuid));
    for (const uuid of rejectedShown) if (!(uuid in expected)) delete held[uuid];
    if (JSON.stringify(sorted(held)) !== JSON.stringify(sorted(expected))) {
      throw new Error(
        `device ${device.name} (${device.user ? `user ${device.user.id}` : "anonymous"}) holds ${JSON.stringify(sorted(held))}, the server ${JSON.stringify(sorted(expected))}`,
      );
    }
  }

  // 3. No device read a change of the feed twice (sync-device.ts caughtUp).
  for (const device of devices) {
    if (device.readTwice.length > 0) throw new Error(`device ${device.name} read changes twice: ${device.readTwice.join("; ")}`);
  }

  // 4. No device ever received a notice or a record it may not read.
  for (const device of devices) {
    for (const got of device.received) {
      const row = current.find((r) => r.uuid === got.uuid);
      if (row && !mayRead(got.userId, got.installId, row)) throw new Error(`device ${device.name} received ${got.uuid}, which it may not read`);
    }
  }

  // 5. A conflict keeps both versions: each answered dataversion is the current one or in history.
  for (const answer of devices.flatMap((d) => d.answers)) {
    if (answer.status !== "APPLIED" && answer.status !== "CONFLICT") continue;
    if (!versions.some((v) => v.uuid === answer.uuid && Number(v.dataversion) === answer.dataversion)) {
      throw new Error(`${answer.status} version ${answer.dataversion} of ${answer.uuid} is neither stored nor in history`);
    }
  }
}

function mayRead(userId: number | null, installId: string, row: { owner_user_id: number | null; owner_install_id: string | null }): boolean {
  if (row.owner_user_id !== null) return row.owner_user_id === userId;
  return row.owner_install_id === installId;
}

function sorted<T>(map: Record<string, T>): [string, T][] {
  return Object.entries(map).sort(([a], [b]) => a.localeCompare(b));
}
