/** The p-th percentile (0..100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error("percentile of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** One line of the results table. */
export interface BenchRow {
  benchmark: string;
  figure: string;
  baseline: string;
  ratio: string;
  target: string;
  met: boolean;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Prints the rows as a Markdown table (it goes into docs/PERFORMANCE.md as printed). */
export function printTable(rows: BenchRow[]): void {
  const header = ["Benchmark", "Figure", "Baseline (same run)", "Ratio", "Target", "Met"];
  const lines = rows.map((r) => [r.benchmark, r.figure, r.baseline, r.ratio, r.target, r.met ? "yes" : "NO"]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}
