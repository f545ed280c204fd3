import type { BackupEventsRepository } from "./backup-events.repository.js";

/** A backup is due when the last good one is older than this (docs/operating.md, "Backing up"). */
export const BACKUP_DUE_MS = 24 * 60 * 60 * 1000;
/** How often the server asks whether one is due. */
export const BACKUP_CHECK_MS = 60 * 60 * 1000;

export type BackupTick = "made" | "not-due" | "locked";

/**
 * The nightly backup, its clock passed in so tests need no sleeps. `tick` (called every hour)
 * makes a backup when the audit log's last `backup.made` is older than 24 hours or there is none:
 * the log, not this process, remembers it, so a restart or another replica does not make a second
 * one. One replica at a time holds the lock; the others answer "locked". A failed backup is due
 * again at the next tick.
 */
export class BackupSchedule {
  constructor(
    private readonly clock: () => Date,
    private readonly events: BackupEventsRepository,
    private readonly backup: (now: Date) => Promise<unknown>,
  ) {}

  private async due(now: Date): Promise<boolean> {
    const last = await this.events.latest("backup.made");
    return last === null || now.getTime() - last.at.getTime() >= BACKUP_DUE_MS;
  }

  async tick(): Promise<BackupTick> {
    const now = this.clock();
    if (!(await this.due(now))) return "not-due";
    // Asked again under the lock: another replica may have just finished one.
    const result = await this.events.whileLocked(async (): Promise<BackupTick> => {
      if (!(await this.due(now))) return "not-due";
      await this.backup(now);
      return "made";
    });
    return result ?? "locked";
  }
}

/**
 * Runs `tick` soon after the start and then every hour, its failures reported (they are in the
 * audit log as `backup.failed` too). Answers a stop that clears the timers and waits for a backup
 * under way.
 */
export function startBackupTimer(
  schedule: Pick<BackupSchedule, "tick">,
  report: (error: unknown) => void,
  { firstAfterMs = 60_000, everyMs = BACKUP_CHECK_MS } = {},
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running.then(() => schedule.tick().then(() => undefined, report));
  };
  const first = setTimeout(run, firstAfterMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
