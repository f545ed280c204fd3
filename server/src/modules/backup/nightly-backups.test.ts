import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { useTestDatabase } from "../../test-support/test-database.js";
import { listBackups } from "./backup-store.js";
import { startNightlyBackups } from "./nightly-backups.js";

// docs/operating.md, "Backing up": the server's nightly backup as main.ts starts and stops it.

const root = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-nightly-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, lines };
}

describe("startNightlyBackups on pglite", () => {
  const database = useTestDatabase("pglite");

  it("is off with one warning when BACKUP_PASSPHRASE is not set", async () => {
    const { logger, lines } = capturedLogger();
    const stop = startNightlyBackups(loadConfig({ BACKUP_DIR: path.join(root, "off") }), database.handle, logger, undefined, { firstAfterMs: 0, everyMs: 10 });
    await stop();
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [40, 'backups are off: BACKUP_PASSPHRASE is not set; docs/operating.md, "Backing up", says how to turn them on'],
    ]);
    expect(fs.existsSync(path.join(root, "off"))).toBe(false);
  });

  it("makes the first backup at its first check, then none while the last is younger than 24 hours, and stops", async () => {
    const { logger, lines } = capturedLogger();
    const dir = path.join(root, "on");
    const config = loadConfig({ BACKUP_PASSPHRASE: "nightly test passphrase", BACKUP_DIR: dir });
    const stop = startNightlyBackups(config, database.handle, logger, undefined, { firstAfterMs: 0, everyMs: 20 });
    const made = () => database.handle.db.selectFrom("audit_events").select(["actor", "action", "target"]).execute();
    while ((await made()).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    // Several more checks pass meanwhile: none is due.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stop();
    const events = await made();
    const files = listBackups(dir);
    expect(files).toHaveLength(1);
    expect(events).toEqual([{ actor: "backup schedule", action: "backup.made", target: files[0] }]);
    expect(lines.map(({ msg }) => msg)).toEqual(["nightly backups on", "made the nightly backup"]);
  });
});
