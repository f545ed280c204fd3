import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { QUOTAS } from "./auth/quotas.js";
import { SESSION_RECHECK_DEFAULT_SECONDS, SOCKET_QUOTA_DEFAULTS } from "./request/limits.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional(),
  /** docs/SECURITY.md, "The database roles": the schema's owner, for the migrations alone; DATABASE_URL is then a role that owns nothing. */
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional(),
  ADMIN_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, "apps/web/dist")),
  NODE_ENV: z.string().default("production"),
  /** Proxies in front of the server whose X-Forwarded-For is believed (docs/SECURITY.md, "Limits and quotas"); 0: none, the socket's address counts. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Records an install without a login may send an hour (docs/SECURITY.md, "Limits and quotas"): per install, and per address (raise it where devices share a carrier's NAT). */
  ANONYMOUS_RECORDS_PER_INSTALL: z.coerce.number().int().min(1).default(QUOTAS.anonymousRecords.perInstall),
  ANONYMOUS_RECORDS_PER_ADDRESS: z.coerce.number().int().min(1).default(QUOTAS.anonymousRecords.perAddress),
  /** graphql-ws sockets and operations per caller and in all (docs/SECURITY.md). */
  WS_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(SOCKET_QUOTA_DEFAULTS.socketsPerUser),
  WS_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(SOCKET_QUOTA_DEFAULTS.socketsPerAddress),
  WS_SOCKETS_TOTAL: z.coerce.number().int().min(1).default(SOCKET_QUOTA_DEFAULTS.socketsTotal),
  WS_OPERATIONS_PER_CALLER: z.coerce.number().int().min(1).default(SOCKET_QUOTA_DEFAULTS.operationsPerCaller),
  WS_OPERATIONS_TOTAL: z.coerce.number().int().min(1).default(SOCKET_QUOTA_DEFAULTS.operationsTotal),
  /** How often open sockets' sessions are asked about again, whatever notices say. */
  WS_SESSION_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(SESSION_RECHECK_DEFAULT_SECONDS),
  /** Bytes of records (JSON as stored) the same callers may send an hour, per install and per address. */
  ANONYMOUS_BYTES_PER_INSTALL: z.coerce.number().int().min(1).default(QUOTAS.anonymousBytes.perInstall),
  ANONYMOUS_BYTES_PER_ADDRESS: z.coerce.number().int().min(1).default(QUOTAS.anonymousBytes.perAddress),
  /** docs/operating.md, "Backing up": the passphrase backups are encrypted with; without it no backup is made. */
  BACKUP_PASSPHRASE: z.string().min(1).optional(),
  /** Where backups are written (made if missing, mode 0700). */
  BACKUP_DIR: z.string().min(1).default("./backups"),
  /** A second place each backup is copied to (a mounted disk), when set. */
  BACKUP_COPY_DIR: z.string().min(1).optional(),
  /** How many of the newest backups each folder keeps. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
});

export type Config = z.infer<typeof EnvSchema>;

/** Every environment variable the server reads, parsed and validated in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  return parsed.data;
}
