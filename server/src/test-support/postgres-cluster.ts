import { execFile, execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
  /** Restarts the server (pg_ctl restart, fast mode): every connection to it breaks. */
  restart(): Promise<void>;
  /** Stops the server (fast mode) and keeps its data, until resume(): a PostgreSQL that is down. */
  halt(): Promise<void>;
  resume(): Promise<void>;
}

/** The newest PostgreSQL binaries under /usr/lib/postgresql/<version>/bin. */
function findPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error("PostgreSQL not found: install the postgresql package (apt-get install -y postgresql)");
  return path.join(root, versions[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** How many ports a cluster's start tries before it gives up. */
const PORT_TRIES = 5;

/**
 * Starts a new cluster on a free port. The port is free when asked, but another process (a test
 * server listening on port 0) may take it before PostgreSQL binds it: then its log says "Address
 * already in use" and the start is tried again on another port, at most PORT_TRIES times.
 */
async function startOnFreePort(bin: string, dataDir: string, dir: string): Promise<{ port: number; options: string }> {
  const log = path.join(dir, "log");
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -k ${dir}`;
    const logged = fs.existsSync(log) ? fs.statSync(log).size : 0;
    try {
      runAsPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", log, "-w", "start"]);
      return { port, options };
    } catch (error) {
      const said = fs.readFileSync(log).subarray(logged).toString("utf8");
      if (attempt >= PORT_TRIES || !said.includes("Address already in use")) throw error;
    }
  }
}

/** The command line of a PostgreSQL binary; as root it runs as the postgres user, since initdb refuses root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ["su", ["postgres", "-s", "/bin/bash", "-c", [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ")]];
}

function runAsPostgres(command: string, args: string[]): void {
  const result = spawnSync(...asPostgres(command, args), { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

/** The same without blocking this process, so its own clients keep running meanwhile. */
async function runAsPostgresAsync(command: string, args: string[]): Promise<void> {
  const [file, argv] = asPostgres(command, args);
  await promisify(execFile)(file, argv).catch((error: Error & { stderr?: string }) => {
    throw new Error(`${path.basename(command)} failed: ${error.stderr || error.message}`);
  });
}

async function waitForConnections(url: string, deadline: number): Promise<void> {
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** What a test asks of its cluster. */
export interface ClusterWanted {
  /** A cluster of its own even when TEST_DATABASE_URL names a server. */
  throwaway?: boolean;
  /** The first transaction id (its low 32 bits) the cluster hands out: where a test wants ids to cross a power of ten. */
  nextXid?: number;
  /** The epoch of its transaction ids: an xid8 is epoch * 2^32 + xid, 20 digits from epoch 2,328,306,437 on. */
  xidEpoch?: number;
}

/** One clog segment (pg_xact): 32 pages of 8 KiB, two bits a transaction. */
const CLOG_SEGMENT_BYTES = 256 * 1024;
const XIDS_PER_CLOG_SEGMENT = CLOG_SEGMENT_BYTES * 4;
/** pg_resetwal refuses the epoch 2^32 - 1 ("must not be -1"). */
const MAX_XID_EPOCH = 0xfffffffe;

/** The clog segment holding a transaction's status, named as PostgreSQL names it (`%04X` of its number). */
function clogSegmentName(xid: number): string {
  return Math.floor(xid / XIDS_PER_CLOG_SEGMENT)
    .toString(16)
    .toUpperCase()
    .padStart(4, "0");
}

/** The cluster's next transaction id as its control file says (pg_controldata's `NextXID: <epoch>:<xid>`). */
function controlNextXid(bin: string, dataDir: string): { epoch: number; xid: number } {
  const result = spawnSync(...asPostgres(path.join(bin, "pg_controldata"), ["-D", dataDir]), { encoding: "utf8" });
  const found = /NextXID:\s+(\d+):(\d+)/.exec(result.stdout ?? "");
  if (result.status !== 0 || !found) throw new Error(`pg_controldata failed: ${result.stderr || result.stdout}`);
  return { epoch: Number(found[1]), xid: Number(found[2]) };
}

/**
 * Moves a stopped cluster's transaction ids forward (pg_resetwal -x / -e), never back: ids already
 * handed out would be handed out again. The server reads the clog page of its next id at start
 * ("could not access status of transaction" when its segment is missing), so that segment is made,
 * zero-filled (every transaction in it not yet committed), named as PostgreSQL names it.
 */
function moveTransactionIds(bin: string, dataDir: string, wanted: ClusterWanted): void {
  if (wanted.nextXid === undefined && wanted.xidEpoch === undefined) return;
  const now = controlNextXid(bin, dataDir);
  const epoch = wanted.xidEpoch ?? now.epoch;
  const xid = wanted.nextXid ?? now.xid;
  if (!Number.isInteger(xid) || xid < 3 || xid > 0xffffffff) throw new Error(`nextXid: must be a transaction id from 3 to 2^32 - 1 (got ${xid})`);
  if (!Number.isInteger(epoch) || epoch < 0 || epoch > MAX_XID_EPOCH) throw new Error(`xidEpoch: must be from 0 to 2^32 - 2 (got ${epoch})`);
  const full = (e: number, x: number) => (BigInt(e) << 32n) | BigInt(x);
  if (full(epoch, xid) < full(now.epoch, now.xid)) {
    throw new Error(`transaction ids only move forward: the cluster is at ${now.epoch}:${now.xid}, asked for ${epoch}:${xid}`);
  }
  const segment = path.join(dataDir, "pg_xact", clogSegmentName(xid));
  // A segment initdb made holds only the pages it used: a later page of it is read past its end.
  if (!fs.existsSync(segment) || fs.statSync(segment).size < CLOG_SEGMENT_BYTES) {
    fs.writeFileSync(segment, Buffer.alloc(0), { flag: "a", mode: 0o600 });
    fs.truncateSync(segment, CLOG_SEGMENT_BYTES);
    if (process.getuid?.() === 0) execFileSync("chown", ["postgres", segment]);
  }
  runAsPostgres(path.join(bin, "pg_resetwal"), ["-x", String(xid), "-e", String(epoch), dataDir]);
}

/**
 * A throwaway PostgreSQL cluster for tests, on 127.0.0.1 and a free port, or the server named by
 * TEST_DATABASE_URL when that is set. `nextXid` and `xidEpoch` place its transaction ids (a
 * throwaway cluster only), set between initdb and the first start.
 */
export async function startPostgresCluster(wanted: ClusterWanted = {}): Promise<PostgresCluster> {
  if ((wanted.nextXid !== undefined || wanted.xidEpoch !== undefined) && !wanted.throwaway) {
    throw new Error("nextXid and xidEpoch place the ids of a cluster the test owns: ask for a throwaway one");
  }
  if (process.env.TEST_DATABASE_URL && !wanted.throwaway) {
    return {
      url: process.env.TEST_DATABASE_URL,
      stop: async () => {},
      restart: async () => {
        throw new Error("TEST_DATABASE_URL names a server these tests do not own: ask for a throwaway cluster to restart");
      },
      halt: async () => {
        throw new Error("TEST_DATABASE_URL names a server these tests do not own: ask for a throwaway cluster to stop");
      },
      resume: async () => {},
    };
  }
  const bin = findPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-pg-"));
  fs.chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const dataDir = path.join(dir, "data");
  runAsPostgres(path.join(bin, "initdb"), ["-D", dataDir, "--auth=trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  try {
    moveTransactionIds(bin, dataDir, wanted);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const { port, options } = await startOnFreePort(bin, dataDir, dir);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitForConnections(url, Date.now() + 30_000);
  return {
    url,
    async restart() {
      // -l again: without it the new postmaster keeps this process's pipes open and spawnSync never returns.
      await runAsPostgresAsync(path.join(bin, "pg_ctl"), ["-D", dataDir, "-l", path.join(dir, "log"), "-m", "fast", "-w", "restart"]);
      await waitForConnections(url, Date.now() + 30_000);
    },
    async halt() {
      await runAsPostgresAsync(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    },
    async resume() {
      await runAsPostgresAsync(path.join(bin, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
      await waitForConnections(url, Date.now() + 30_000);
    },
    async stop() {
      try {
        runAsPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
