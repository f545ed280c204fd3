import "./node-env.js";
import { runBackupCommand } from "./modules/backup/backup-command.js";

/** `npm run backup` (scripts/backup.mjs runs the build of this file): docs/operating.md, "Backing up". */
process.exitCode = await runBackupCommand(process.env, process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
