import fs from "node:fs";
import type { Config } from "../../config.js";
import type { BackupSettings } from "./backup.service.js";

/** The server's version, as the backup's manifest records it: server/package.json's, from src/ and from dist/ alike. */
export const SERVER_VERSION = (JSON.parse(fs.readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }).version;

/** The backup settings of the configuration (docs/operating.md, "Backing up"). */
export function backupSettingsOf(config: Pick<Config, "BACKUP_PASSPHRASE" | "BACKUP_DIR" | "BACKUP_COPY_DIR" | "BACKUP_KEEP">): BackupSettings {
  return {
    passphrase: config.BACKUP_PASSPHRASE,
    dir: config.BACKUP_DIR,
    copyDir: config.BACKUP_COPY_DIR,
    keep: config.BACKUP_KEEP,
    serverVersion: SERVER_VERSION,
  };
}

/** The database a PostgreSQL backup reads: the schema's owner when there is one (it reads every table), else DATABASE_URL. */
export function backupDatabaseUrl(config: Pick<Config, "DATABASE_URL" | "MIGRATION_DATABASE_URL">): string | undefined {
  return config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
}
