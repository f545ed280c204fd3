import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import type { TestProject } from "vitest/node";
import { migrateToLatest, openDatabase } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { startPostgresCluster } from "./postgres-cluster.js";
import "./provided-context.js";

const TEMPLATE = "stepwise_migrated_template";

interface Prepared {
  postgresUrl: string;
  snapshotFile: string;
  stop(): Promise<void>;
}

/** The one preparation of the run, and how many projects use it (read through globalThis, below). */
interface Shared {
  prepared: Promise<Prepared>;
  users: number;
}

const SHARED = Symbol.for("stepwise.postgres-global-setup");

/**
 * One PostgreSQL server for the whole run; each test file makes its own databases on it. Migrating
 * a fresh database costs seconds on PGlite, so it is done once here, for both kinds, and each test
 * database starts as a copy of the migrated one.
 *
 * Vitest calls a global setup once for each project (the root and its two), each through its own
 * copy of this module: the preparation is kept on globalThis, so it is made once and stopped after
 * the last project. Made three times, it took 37 s of a CI run before the first test.
 */
export default async function setup(project: TestProject) {
  const registry = globalThis as unknown as Record<symbol, Shared | undefined>;
  const shared = (registry[SHARED] ??= { prepared: prepare(), users: 0 });
  shared.users += 1;
  const { postgresUrl, snapshotFile } = await shared.prepared;
  project.provide("postgresUrl", postgresUrl);
  project.provide("postgresTemplate", TEMPLATE);
  project.provide("pgliteSnapshotFile", snapshotFile);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry[SHARED] = undefined;
    await (await shared.prepared).stop();
  };
}

/** A migrated PostgreSQL template and a migrated PGlite snapshot, made at once (one waits on PostgreSQL, the other computes). */
async function prepare(): Promise<Prepared> {
  const [cluster, snapshot] = await Promise.all([startMigratedTemplate(), migratedPgliteSnapshot()]);
  return {
    postgresUrl: cluster.url,
    snapshotFile: snapshot.file,
    async stop() {
      fs.rmSync(snapshot.dir, { recursive: true, force: true });
      await cluster.stop();
    },
  };
}

async function startMigratedTemplate() {
  const cluster = await startPostgresCluster();
  const templateUrl = new URL(cluster.url);
  templateUrl.pathname = `/${TEMPLATE}`;
  const admin = await import("pg").then(({ default: pg }) => new pg.Client({ connectionString: cluster.url }));
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const template = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: "unused", reportError: () => undefined });
  await template.close();
  return cluster;
}

async function migratedPgliteSnapshot() {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const snapshot = await pglite.dumpDataDir("none");
  await db.destroy();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-pglite-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  return { dir, file };
}
