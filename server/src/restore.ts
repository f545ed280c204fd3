import "./node-env.js";
import { createInterface } from "node:readline/promises";
import { runRestoreCommand } from "./modules/restore/restore-command.js";

/** `npm run restore` (scripts/restore.mjs runs the build of this file): docs/operating.md, "Restoring". */
process.exitCode = await runRestoreCommand(process.env, process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  ask: async (question) => {
    if (!process.stdin.isTTY) return null;
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await terminal.question(question);
    } finally {
      terminal.close();
    }
  },
});
