import { randomUUID } from "node:crypto";
import { clientRecord, newWorker, saveTablesRequest, send, sessionOn, syncMutationRequest } from "./support/api.js";
import { rssBytes } from "./support/proc.js";
import { startStack } from "./support/stack.js";
import { median, ms, percentile, type BenchRow } from "./support/stats.js";

const DEVICES = 200;
const RECORDS_PER_SYNC = 5;
const LOAD_S = 20;
const SAMPLE_EVERY_MS = 250;
/** Batches of 500 for the throughput each setting gives (REST, timed one at a time after warm-up). */
const BATCHES = 12;
const WARM_UP = 4;
/** V8's default semi-space on 64-bit Node 20 (16 MB), against the server's flag (server/src/node-flags.ts). */
const SETTINGS = [
  { label: "--max-semi-space-size=64 (the server's flag)", extraArgs: "" },
  { label: "V8's default semi-space (16 MB)", extraArgs: "--max-semi-space-size=16" },
] as const;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface Measured {
  rest: number;
  peak: number;
  typical: number;
  rate: number;
  p99: number;
  batchRate: number;
}

/** One server with the setting: RSS at rest, during 200 devices syncing, and 500-record batches per second. */
async function measure(extraArgs: string): Promise<Measured> {
  const before = process.env.SERVER_NODE_ARGS;
  // server-process.ts puts SERVER_NODE_ARGS after the server's own flags: the later value wins.
  process.env.SERVER_NODE_ARGS = [before ?? "", extraArgs].join(" ").trim();
  const stack = await startStack(1).finally(() => {
    if (before === undefined) delete process.env.SERVER_NODE_ARGS;
    else process.env.SERVER_NODE_ARGS = before;
  });
  try {
    const baseUrl = stack.replicas[0]!;
    const pid = stack.pids[0]!;
    const worker = await newWorker(baseUrl);
    // Each device logs in on its own install (a session acts as its own install only), before RSS at rest is read.
    const devices: { installId: string; token: string }[] = [];
    for (let d = 0; d <= DEVICES; d += 1) {
      const installId = randomUUID();
      devices.push({ installId, token: await sessionOn(baseUrl, worker, installId) });
    }
    await new Promise((r) => setTimeout(r, 2000));
    const rest = rssBytes(pid);

    const samples: number[] = [];
    const latencies: number[] = [];
    let synced = 0;
    const until = performance.now() + LOAD_S * 1000;
    const sampler = setInterval(() => samples.push(rssBytes(pid)), SAMPLE_EVERY_MS);
    await Promise.all(
      devices.slice(0, DEVICES).map(async ({ installId, token }, d) => {
        for (let b = 0; performance.now() < until; b += 1) {
          const request = syncMutationRequest(
            baseUrl,
            token,
            installId,
            Array.from({ length: RECORDS_PER_SYNC }, (_, i) => clientRecord(d * 100_000 + b * RECORDS_PER_SYNC + i)),
          );
          const began = performance.now();
          await send(request);
          latencies.push(performance.now() - began);
          synced += RECORDS_PER_SYNC;
        }
      }),
    );
    clearInterval(sampler);

    let elapsed = 0;
    const batcher = devices[DEVICES]!;
    for (let b = 0; b < WARM_UP + BATCHES; b += 1) {
      const request = saveTablesRequest(
        baseUrl,
        batcher.token,
        batcher.installId,
        Array.from({ length: 500 }, (_, i) => clientRecord(b * 500 + i)),
      );
      const began = performance.now();
      await send(request);
      if (b >= WARM_UP) elapsed += performance.now() - began;
    }
    return {
      rest,
      peak: Math.max(...samples),
      typical: median(samples),
      rate: synced / LOAD_S,
      p99: percentile(latencies, 99),
      batchRate: (BATCHES * 500) / (elapsed / 1000),
    };
  } finally {
    await stack.close();
  }
}

/** Server RSS at rest and under the 200-device load, with the server's semi-space flag and without it. */
export async function benchServerMemory(): Promise<BenchRow[]> {
  const [flagged, plain] = [await measure(SETTINGS[0].extraArgs), await measure(SETTINGS[1].extraArgs)];
  const rows: BenchRow[] = [];
  for (const [setting, m] of [
    [SETTINGS[0], flagged],
    [SETTINGS[1], plain],
  ] as const) {
    rows.push(
      { benchmark: `Server RSS at rest, ${setting.label}`, figure: mb(m.rest), baseline: "-", ratio: "-", target: "-", met: true },
      {
        benchmark: `Server RSS during ${DEVICES} devices syncing ${RECORDS_PER_SYNC} records back to back for ${LOAD_S} s, ${setting.label} (${m.rate.toFixed(0)} records/s, p99 ${ms(m.p99)})`,
        figure: `peak ${mb(m.peak)}, median ${mb(m.typical)}`,
        baseline: `at rest ${mb(m.rest)}`,
        ratio: `${(m.peak / m.rest).toFixed(1)}x`,
        target: "-",
        met: true,
      },
    );
  }
  rows.push({
    benchmark: "What --max-semi-space-size=64 buys: REST batches of 500, records/s with the flag against without",
    figure: `${flagged.batchRate.toFixed(0)} records/s (peak RSS ${mb(flagged.peak)})`,
    baseline: `${plain.batchRate.toFixed(0)} records/s (peak RSS ${mb(plain.peak)})`,
    ratio: (flagged.batchRate / plain.batchRate).toFixed(2),
    target: "-",
    met: true,
  });
  return rows;
}
