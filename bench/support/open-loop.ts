import http from "node:http";
import zlib from "node:zlib";

/** One request of an open-loop run: its path, headers and body, and how to check its answer. */
export interface OpenLoopRequest {
  path: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** Throws when the answer is not what it should be (read whole, and decoded when it came compressed). */
  check(status: number, body: string): void;
}

export interface OpenLoopResult {
  /** Milliseconds from each request's scheduled send time to its whole answer, in schedule order. */
  latencies: number[];
  /** Requests answered per second over the run. */
  achievedRate: number;
  /** The most the sender fell behind its schedule (its own lateness, counted in the latencies). */
  maxSendLag: number;
}

/**
 * A constant-arrival-rate (open-loop) load generator: request i is due at start + i / rate, whether
 * or not earlier ones have been answered, and its latency runs from that scheduled time, so a
 * stalled server or a late sender shows in the figures instead of slowing the arrivals down
 * (no coordinated omission). Requests go over keep-alive connections, as many as are needed.
 *
 * Written here because none of the load generators at hand fits (docs/PERFORMANCE.md): autocannon's
 * `overallRate` sends each connection's share in bursts once a second and corrects for coordinated
 * omission assuming 1 ms intervals; artillery's arrival phases do start virtual users at a constant
 * rate, but time each request from when it was actually sent, not from when it was due, and bring
 * several hundred packages; wrk2, which times from the schedule, is not packaged for Debian.
 */
export async function openLoop(baseUrl: string, rate: number, seconds: number, next: (i: number) => OpenLoopRequest): Promise<OpenLoopResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const latencies = new Array<number>(total);
  const interval = 1000 / rate;
  let maxSendLag = 0;
  let failure: unknown = null;
  let answered = 0;
  const start = performance.now() + 20;
  await new Promise<void>((resolve, reject) => {
    let sent = 0;
    const finish = () => {
      answered += 1;
      if (answered === total) resolve();
    };
    const fire = (i: number) => {
      const due = start + i * interval;
      maxSendLag = Math.max(maxSendLag, performance.now() - due);
      const request = next(i);
      sendOne(url, agent, request, reject, (check) => {
        latencies[i] = performance.now() - due;
        try {
          check();
        } catch (error) {
          failure ??= error;
        }
        finish();
      });
    };
    // A 1 ms tick sends every request that has come due (timers cannot be finer than that).
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) fire(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - performance.now())));
    };
    setTimeout(tick, 20);
  });
  agent.destroy();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the first failure, rethrown as it was caught
  if (failure) throw failure;
  return { latencies, achievedRate: total / ((performance.now() - start) / 1000), maxSendLag };
}

/**
 * Sends one request over `agent`; once its whole answer is in, calls `answered` with the request's
 * check of it (decoding happens in the check, so a caller can take its time before). Shared by the
 * open and the closed loop.
 */
export function sendOne(url: URL, agent: http.Agent, request: OpenLoopRequest, failed: (error: Error) => void, answered: (check: () => void) => void): void {
  const req = http.request({ host: url.hostname, port: url.port, path: request.path, method: request.method, headers: request.headers, agent }, (res) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => answered(() => request.check(res.statusCode ?? 0, decoded(Buffer.concat(chunks), res.headers["content-encoding"]).toString())));
  });
  req.on("error", failed);
  req.end(request.body);
}

/** An answer's body as sent before its Content-Encoding (checked after the clock: the latency is taken first). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case undefined:
    case "identity":
      return body;
    case "gzip":
      return zlib.gunzipSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    default:
      throw new Error(`an answer came in an encoding the load generator does not read: ${encoding}`);
  }
}
