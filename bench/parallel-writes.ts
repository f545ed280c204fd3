import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { E2E_ADMIN_TOKEN } from "../e2e/support/global-setup.js";
import { startPostgresCluster } from "../server/src/test-support/postgres-cluster.js";
import { createPostgresDatabase } from "../server/src/test-support/postgres-database.js";
import { startServerProcess } from "../server/src/test-support/server-process.js";
import { clientRecord, newWorker, send, syncMutationRequest, type Worker } from "./support/api.js";
import { startDelayProxy } from "./support/delay-proxy.js";
import { ms, percentile, type BenchRow } from "./support/stats.js";

/** The database's distance each way (a database in another zone). */
const DELAY_MS = 10;
const DEVICES = 16;
/** Records in each device's batch: a worker's small sync. */
const BATCH = 5;
/** How long each phase counts batches, after WARM_UP_MS of the same load uncounted. */
const PHASE_MS = 10_000;
const WARM_UP_MS = 2_000;
const TARGET_RATIO = 5;

interface Device {
  worker: Worker;
  installId: string;
  made: number;
}

/**
 * Batches of different workers no longer wait for one another. The built server on a
 * PostgreSQL behind a TCP proxy that holds every chunk 10 ms each way; 16 workers' devices, each
 * syncing batches of 5 clients back to back (GraphQL sync) for 10 s, against one device alone
 * doing the same for 10 s, in the same run: the ratio of their batches a second.
 */
export async function benchParallelWrites(): Promise<BenchRow[]> {
  const cluster = await startPostgresCluster();
  const database = await createPostgresDatabase(cluster.url);
  const url = new URL(database.url);
  const proxy = await startDelayProxy({ host: url.hostname, port: Number(url.port) }, DELAY_MS);
  url.host = `127.0.0.1:${proxy.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-bench-"));
  const server = startServerProcess({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, ADMIN_TOKEN: E2E_ADMIN_TOKEN }, { built: true });
  try {
    const baseUrl = await server.baseUrl;
    const devices: Device[] = [];
    for (let i = 0; i < DEVICES; i += 1) devices.push({ worker: await newWorker(baseUrl), installId: randomUUID(), made: 0 });
    const phase = async (group: Device[]) => {
      const latencies: number[] = [];
      let counting = false;
      const stopAt = performance.now() + WARM_UP_MS + PHASE_MS;
      setTimeout(() => (counting = true), WARM_UP_MS);
      await Promise.all(
        group.map(async (device) => {
          while (performance.now() < stopAt) {
            const records = Array.from({ length: BATCH }, () => clientRecord((device.made += 1)));
            const request = syncMutationRequest(baseUrl, device.worker.token, device.installId, records);
            const t0 = performance.now();
            await send(request);
            if (counting && performance.now() <= stopAt) latencies.push(performance.now() - t0);
          }
        }),
      );
      return { perSecond: latencies.length / (PHASE_MS / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
    };
    const alone = await phase(devices.slice(0, 1));
    const together = await phase(devices);
    const ratio = together.perSecond / alone.perSecond;
    console.error(
      `bench: parallel-writes: one device ${alone.perSecond.toFixed(1)} batches/s (p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}), ${DEVICES} devices ${together.perSecond.toFixed(1)} batches/s (p50 ${ms(together.p50)}, p99 ${ms(together.p99)}), ${ratio.toFixed(2)}x`,
    );
    return [
      {
        benchmark: `Parallel writes: ${DEVICES} workers' devices syncing ${BATCH} clients a batch back to back (GraphQL), database ${DELAY_MS} ms away each way, ${PHASE_MS / 1000} s`,
        figure: `${together.perSecond.toFixed(1)} batches/s (p50 ${ms(together.p50)}, p99 ${ms(together.p99)} a batch)`,
        baseline: `one device alone: ${alone.perSecond.toFixed(1)} batches/s (p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)})`,
        ratio: `${ratio.toFixed(2)}x`,
        target: `>= ${TARGET_RATIO}x`,
        met: ratio >= TARGET_RATIO,
      },
    ];
  } finally {
    await new Promise((resolve) => {
      server.child.once("exit", resolve);
      server.child.kill("SIGTERM");
    });
    await proxy.close();
    await database.drop();
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
