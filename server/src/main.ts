import "./node-env.js";
import "reflect-metadata";
import type { AddressInfo } from "node:net";
import { createApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { rolePowers } from "./db/database-roles.repository.js";
import { createLogger } from "./logger.js";
import { seedDeploymentsIfEmpty, topUpSeedContent } from "./modules/content/seed.js";
import { startNightlyBackups } from "./modules/backup/nightly-backups.js";
import { removeServerMark, writeServerMark } from "./modules/backup/running-server.js";
import { ClientErasureRepository } from "./modules/erasure/client-erasure.repository.js";
import { RestoreMarksRepository } from "./sync/restore-marks.repository.js";

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  migrationDatabaseUrl: config.MIGRATION_DATABASE_URL,
  dataDir: config.DATA_DIR,
  reportError: (error, context) => logger.warn({ err: error }, context),
});
if (database.kind === "postgres") {
  for (const power of await rolePowers(database.db)) {
    logger.warn(
      `the server's database role can bypass the audit log: ${power}; docs/SECURITY.md, "The database roles", says how to run it as a role that owns nothing`,
    );
  }
}
// docs/operating.md, "Restoring": a dump loaded by hand, or a restore the command could not finish, is marked now.
const foundRestore = await new RestoreMarksRepository(database.db).markIfUnmarked({
  backupMadeAt: null,
  replacedThrough: null,
  actor: { actor_kind: "server", actor: "found at the start" },
  source: null,
});
if (foundRestore) {
  logger.warn(
    { restoredThrough: foundRestore.restoredThrough, resumedFrom: foundRestore.resumedFrom },
    'found a restored database that was not marked; marked it (docs/operating.md, "Restoring")',
  );
}
// docs/operating.md, "Erasing a client": a restored backup loses the erased clients again.
const replayed = await new ClientErasureRepository(database.db).replayErasures();
if (replayed > 0) logger.info({ replayed }, "replayed the erasures of clients");
if (await seedDeploymentsIfEmpty(database.db)) logger.info("seeded the HIAPP, MALA and default deployments with their content");
else {
  const added = await topUpSeedContent(database.db);
  if (added > 0) logger.info({ added }, "added the content items this release ships that the deployments lacked");
}
const app = await createApp(config, database, logger);
// docs/operating.md, "Backing up": the nightly backup, stopped at shutdown.
const stopBackups = startNightlyBackups(config, database, logger);

app.httpServer.listen(config.PORT, config.HOST, () => {
  const { port } = app.httpServer.address() as AddressInfo;
  // docs/operating.md, "Backing up": `npm run backup` asks this server while it holds the PGlite folder.
  if (database.kind === "pglite") writeServerMark(config.DATA_DIR, { pid: process.pid, port, host: config.HOST });
  logger.info(
    { port, host: config.HOST, database: database.kind, admin: config.ADMIN_TOKEN !== undefined },
    `Stepwise listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    logger.error("in-flight requests did not finish in time; exiting");
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  force.unref();
  await app.close();
  await stopBackups();
  await database.close();
  if (database.kind === "pglite") removeServerMark(config.DATA_DIR);
  logger.info("stopped");
  // The last lines reach the log before the process ends.
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
