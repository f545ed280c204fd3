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

/**
 * A throwaway PostgreSQL cluster for tests, on 127.0.0.1 and a free port, or the server named by
 * TEST_DATABASE_URL when that is set.
 */
export async function startPostgresCluster(wanted: { throwaway?: boolean } = {}): Promise<PostgresCluster> {
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
  const port = await freePort();
  runAsPostgres(path.join(bin, "initdb"), ["-D", dataDir, "--auth=trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -k ${dir}`;
  runAsPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
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
