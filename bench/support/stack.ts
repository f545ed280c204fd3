import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN_TOKEN } from "../../e2e/support/global-setup.js";
import { startPostgresCluster } from "../../server/src/test-support/postgres-cluster.js";
import { createPostgresDatabase } from "../../server/src/test-support/postgres-database.js";
import { startServerProcess } from "../../server/src/test-support/server-process.js";

export interface Stack {
  /** Base URLs of the server replicas, all on one PostgreSQL database. */
  replicas: string[];
  /** Process ids of the replicas, in the same order (for their CPU time and memory from /proc). */
  pids: number[];
  databaseUrl: string;
  close(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A throwaway PostgreSQL on 127.0.0.1 and `replicas` processes of the built server on it (the
 * e2e tests' admin token, so their account helpers work), with `extraEnv` added to the servers'
 * environment (another WEB_DIST, for example), started by `startServer` (the built server of this checkout
 * unless told otherwise). Run `npm run build` first.
 */
export async function startStack(
  replicas: number,
  extraEnv: Record<string, string> = {},
  startServer: (env: Record<string, string>) => { child: ChildProcess; baseUrl: Promise<string> } = (env) => startServerProcess(env, { built: true }),
): Promise<Stack> {
  for (const built of ["server/dist/main.js", "apps/web/dist/index.html"]) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const cluster = await startPostgresCluster();
  const database = await createPostgresDatabase(cluster.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-"));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_TOKEN: E2E_ADMIN_TOKEN, ...extraEnv };
  const processes: ChildProcess[] = [];
  const urls: string[] = [];
  try {
    // One after the other: the first runs the migrations.
    for (let i = 0; i < replicas; i += 1) {
      const server = startServer(env);
      processes.push(server.child);
      urls.push(await server.baseUrl);
    }
  } catch (error) {
    for (const child of processes) child.kill("SIGKILL");
    await cluster.stop();
    throw error;
  }
  return {
    replicas: urls,
    pids: processes.map((child) => child.pid!),
    databaseUrl: database.url,
    async close() {
      await Promise.all(
        processes.map(
          (child) =>
            new Promise((resolve) => {
              child.once("exit", resolve);
              child.kill("SIGTERM");
            }),
        ),
      );
      await database.drop();
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
