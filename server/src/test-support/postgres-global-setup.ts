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

/**
 * One PostgreSQL server for the whole run; each test file makes its own databases on it. Migrating
 * a fresh database costs seconds on PGlite, so it is done once here, for both kinds, and each test
 * database starts as a copy of the migrated one.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);

  const templateUrl = new URL(cluster.url);
  templateUrl.pathname = `/${TEMPLATE}`;
  const admin = await import("pg").then(({ default: pg }) => new pg.Client({ connectionString: cluster.url }));
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const template = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: "unused", reportError: () => undefined });
  await template.close();
  project.provide("postgresTemplate", TEMPLATE);

  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const snapshot = await pglite.dumpDataDir("none");
  await db.destroy();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-pglite-"));
  const snapshotFile = path.join(dir, "migrated.tar");
  fs.writeFileSync(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshotFile", snapshotFile);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await cluster.stop();
  };
}
