import "./node-env.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { createLogger } from "./logger.js";

/**
 * `node server/dist/migrate.js` (docs/SECURITY.md, "The database roles"): the migrations, run once as
 * the schema's owner (MIGRATION_DATABASE_URL), which then grants the server's role (DATABASE_URL's)
 * its rows. The servers start after it with DATABASE_URL alone, so no server process holds the
 * owner's password; docker-compose.yml runs it as the service `migrate`.
 */
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
if (!config.DATABASE_URL || !config.MIGRATION_DATABASE_URL) {
  logger.fatal("migrate needs MIGRATION_DATABASE_URL (the schema's owner) and DATABASE_URL (the server's role, to be granted its rows)");
  process.exit(2);
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  migrationDatabaseUrl: config.MIGRATION_DATABASE_URL,
  dataDir: config.DATA_DIR,
  reportError: (error, context) => logger.warn({ err: error }, context),
});
await database.close();
logger.info("migrated the database as its owner and granted the server's role its rows");
