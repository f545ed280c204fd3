import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Logger } from "../../logger.js";
import { RetentionSchedule, runRetentionOnce } from "./retention-job.repository.js";
import { retentionPolicies } from "./retention-policies.repository.js";

/** How often the server asks whether the daily purge is due (docs/operating.md, "Retention"). */
export const RETENTION_TICK_MS = 60 * 60 * 1000;

export interface RunningRetention {
  /** Runs the purge now if a day has passed on the clock since the last run; never throws (a failure is logged). */
  tick(): Promise<boolean>;
  /** Stops the timer and waits for a purge under way to end. */
  stop(): Promise<void>;
}

/**
 * The purge by each deployment's policy, started by the server (server/src/app.ts; docs/operating.md,
 * "Retention"): a timer, unref'd so it never keeps the process alive, ticks every hour; the purge runs
 * at the first tick and then once a day by `clock`. A failure is logged and tried again at the next
 * tick; it never ends the server.
 */
export function startRetentionSchedule(db: Kysely<Database>, logger: Logger, clock: () => Date = () => new Date()): RunningRetention {
  const schedule = new RetentionSchedule(clock, async (now) => {
    const counts = await runRetentionOnce(db, await retentionPolicies(db), now);
    if (counts === null) logger.info("retention: another replica is purging; this one waits for its next day");
    else {
      const purged = [...counts].filter(([, c]) => c.historyVersions + c.tombstones > 0);
      logger.info({ deployments: counts.size, purged: Object.fromEntries(purged) }, "retention: purged by each deployment's policy");
    }
  });
  let running: Promise<boolean> | null = null;
  const tick = () => {
    running ??= schedule
      .tick()
      .catch((error: unknown) => {
        logger.error({ err: error }, "retention: the purge failed; it is tried again within the hour");
        return false;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), RETENTION_TICK_MS);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
