import http from "node:http";
import { sendOne, type OpenLoopRequest } from "./open-loop.js";

export interface ClosedLoopResult {
  /** Requests answered per second over the run: the server's throughput at saturation. */
  rate: number;
  answered: number;
}

/**
 * A closed loop: `connections` keep-alive connections, each sending its next request as soon as the
 * last is answered, for `seconds`. With enough connections to keep the server busy, the rate it
 * answers is its throughput at saturation (docs/PERFORMANCE.md, "List query").
 */
export async function closedLoop(baseUrl: string, connections: number, seconds: number, next: (i: number) => OpenLoopRequest): Promise<ClosedLoopResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let issued = 0;
  let answered = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      sendOne(url, agent, next(issued++), reject, (check) => {
        try {
          check();
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        await one();
        answered += 1;
      }
    }),
  );
  agent.destroy();
  return { rate: answered / ((performance.now() - start) / 1000), answered };
}
