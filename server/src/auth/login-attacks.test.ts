import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, startTestServer, useReplicas } from "../test-support/test-server.js";
import { MAX_ADDRESS_FAILURES, MAX_LOGIN_FAILURES } from "./login-throttle.js";

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function login(baseUrl: string, email: string, password: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/login`, { method: "POST", headers, body: new URLSearchParams({ email, password }) });
  await response.text();
  return { status: response.status, retryAfter: response.headers.get("retry-after"), ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// argon2 runs for every checked attempt, slow on a shared machine: generous time per test.
describe.each(databaseKinds)("login attacks on %s", { timeout: 120_000 }, (kind) => {
  const database = useTestDatabase(kind);
  let direct: Server;
  let behindProxy: Server;
  beforeAll(async () => {
    direct = await startTestServer(database.handle);
    behindProxy = await startTestServer(database.handle, { TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it(`60 parallel wrong passwords: at most ${MAX_LOGIN_FAILURES} are checked, the rest answer 429 with Retry-After, and the right password then too`, async () => {
    const worker = await createWorker(direct.baseUrl);
    const answers = await Promise.all(Array.from({ length: 60 }, () => login(behindProxy.baseUrl, worker.email, "wrong password", "203.0.113.7")));
    const unauthorized = answers.filter((a) => a.status === 401).length;
    expect(unauthorized).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    expect(answers.filter((a) => a.status === 429).length).toBe(60 - unauthorized);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(900);
    expect((await login(behindProxy.baseUrl, worker.email, worker.password, "203.0.113.7")).status).toBe(429);
  });

  it("the attacker's failures do not lock the real user out from the user's own address", async () => {
    const worker = await createWorker(direct.baseUrl);
    for (let i = 0; i < MAX_LOGIN_FAILURES + 3; i++) await login(behindProxy.baseUrl, worker.email, "wrong password", "203.0.113.8");
    expect((await login(behindProxy.baseUrl, worker.email, worker.password, "203.0.113.8")).status).toBe(429);
    expect((await login(behindProxy.baseUrl, worker.email, worker.password, "198.51.100.20")).status).toBe(200);
  });

  it(`one address may fail ${MAX_ADDRESS_FAILURES} times over any accounts, then answers 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESS_FAILURES + 5 }, (_, i) => login(behindProxy.baseUrl, `nobody-${i}@example.org`, "wrong password", "203.0.113.9")),
    );
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(MAX_ADDRESS_FAILURES);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(5);
    expect((await login(behindProxy.baseUrl, "nobody-else@example.org", "wrong password", "203.0.113.9")).status).toBe(429);
  });

  it("without TRUST_PROXY a client's own X-Forwarded-For does not give it a fresh key: 30 rotating values, only 5 answered 401", async () => {
    const worker = await createWorker(direct.baseUrl);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(direct.baseUrl, worker.email, "wrong password", `10.1.0.${i}`)));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(30 - MAX_LOGIN_FAILURES);
  });

  it("an unknown e-mail takes as long as a known one with a wrong password: argon2 runs for both", async () => {
    const worker = await createWorker(direct.baseUrl);
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each from its own address so no limit is reached; medians, as the machine is shared.
    for (let i = 0; i < 5; i++) {
      known.push((await login(behindProxy.baseUrl, worker.email, "wrong password", `192.0.2.${i}`)).ms);
      unknown.push((await login(behindProxy.baseUrl, `nobody-${randomUUID()}@example.org`, "wrong password", `192.0.2.${100 + i}`)).ms);
    }
    // Before: unknown 9-13 ms, known 144-151 ms (a ratio of 0.07).
    expect(median(unknown) / median(known)).toBeGreaterThan(0.6);
    expect(median(unknown) / median(known)).toBeLessThan(1.6);
  });
});

describe("login limits shared by replicas", { timeout: 120_000 }, () => {
  const database = useTestDatabase("postgres");
  const replicas = useReplicas(database).all;

  it(`${MAX_LOGIN_FAILURES} failures spread over two replicas lock the pair on both`, async () => {
    const worker = await createWorker(replicas[0]!.baseUrl);
    const statuses = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES + 2; i++) statuses.push((await login(replicas[i % 2]!.baseUrl, worker.email, "wrong password")).status);
    expect(statuses).toEqual([...Array<number>(MAX_LOGIN_FAILURES).fill(401), 429, 429]);
  });
});
