import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../../server/src/test-support/postgres-cluster.js";
import { createPostgresDatabase } from "../../server/src/test-support/postgres-database.js";
import { launchChromium } from "./browser.js";
import { E2E_LANES } from "./lanes.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** One Chromium for each lane of the suite, shared by the lane's files (`laneBrowser`). */
    browserEndpoints: string[];
  }
}

/**
 * The built server on 127.0.0.1 over a throwaway PostgreSQL, as a user would run it, and a Chromium
 * for each lane.
 */
export default async function setup(project: TestProject) {
  for (const built of ["server/dist/main.js", "apps/web/dist/index.html"]) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  // What was started, stopped in the reverse order at the end, or at once when a later start fails.
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const cluster = await startPostgresCluster();
    stops.push(() => cluster.stop());
    const database = await createPostgresDatabase(cluster.url);
    stops.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-e2e-"));
    stops.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server: ChildProcess = spawn(process.execPath, ["server/dist/main.js"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        LOG_LEVEL: "info",
        // Every browser of the suite is an anonymous install on 127.0.0.1: the record quota of
        // docs/SECURITY.md, "Limits and quotas" (tested in the server suite) would refuse the fault tests' hundreds of edits.
        ANONYMOUS_RECORDS_PER_INSTALL: "100000000",
        ANONYMOUS_RECORDS_PER_ADDRESS: "100000000",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    stops.push(async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
    });
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let output = "";
      server.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"port":(\d+)/.exec(output);
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      server.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
    });
    project.provide("baseUrl", baseUrl);
    project.provide("databaseUrl", database.url);
    const launched = await Promise.allSettled(Array.from({ length: E2E_LANES }, () => launchChromium()));
    const browsers = launched.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    stops.push(() => Promise.all(browsers.map((browser) => browser.close())).then(() => undefined));
    const failed = launched.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    project.provide(
      "browserEndpoints",
      browsers.map((browser) => browser.wsEndpoint()),
    );
  } catch (error) {
    // Nothing is left behind by a start that failed halfway (a PostgreSQL, a server, a Chromium).
    await stopAll().catch((stopError: unknown) => console.error("could not stop what the e2e setup started", stopError));
    throw error;
  }
  return stopAll;
}
