import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Never logged (docs/SECURITY.md, "Rules, and the test that proves each"): credentials, and what a failed query or body carries (SQL
 * parameters hold client names and health notes; a body may hold a password).
 */
const REDACTED = [
  "password",
  "*.password",
  "token",
  "*.token",
  "authorization",
  "*.authorization",
  "req.headers",
  "body",
  "*.body",
  "err.body",
  "err.parameters",
  "err.params",
  "err.query",
  "err.sql",
  "err.cause.parameters",
  "err.cause.query",
];

/**
 * The server's one structured logger. Lines go to stdout through an asynchronous destination:
 * under load the lines of many requests leave in one write instead of one blocking write each;
 * pino flushes what is left when the process exits (and main.ts flushes on shutdown).
 */
export function createLogger(level: string): Logger {
  const options = { level, base: { service: "stepwise-server" }, redact: { paths: REDACTED, censor: "[redacted]" } };
  if (level === "silent") return pino(options);
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
