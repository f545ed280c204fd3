import { pino, type Logger } from "pino";

export type { Logger };

/**
 * The server's one structured logger. Lines go to stdout through an asynchronous destination:
 * under load the lines of many requests leave in one write instead of one blocking write each;
 * pino flushes what is left when the process exits (and main.ts flushes on shutdown).
 */
export function createLogger(level: string): Logger {
  const options = { level, base: { service: "stepwise-server" } };
  if (level === "silent") return pino(options);
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
