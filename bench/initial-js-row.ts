import { execFileSync } from "node:child_process";
import path from "node:path";
import type { BenchRow } from "./support/stats.js";

const BUDGET_KB = 200;

/** The initial JavaScript of the built PWA, gzip, as bench/initial-js.mjs prints it, against the 200 KB budget. */
// eslint-disable-next-line @typescript-eslint/require-await -- async like every bench row function, so its failure is a rejection
export async function benchInitialJs(): Promise<BenchRow[]> {
  const output = execFileSync(process.execPath, [path.join(import.meta.dirname, "initial-js.mjs")], { encoding: "utf8" });
  const match = /initial JavaScript: ([\d.]+) KB raw, ([\d.]+) KB gzip/.exec(output);
  if (!match) throw new Error(`bench/initial-js.mjs printed no total:\n${output}`);
  const gzipKb = Number(match[2]);
  return [
    {
      benchmark: `PWA initial JavaScript, gzip (${match[1]} KB raw)`,
      figure: `${gzipKb.toFixed(1)} KB`,
      baseline: `budget ${BUDGET_KB} KB`,
      ratio: (gzipKb / BUDGET_KB).toFixed(2),
      target: `<= ${BUDGET_KB} KB`,
      met: gzipKb <= BUDGET_KB,
    },
  ];
}
