import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashToken, newToken } from "../auth/token.js";
import { UsersRepository } from "../auth/users.repository.js";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { createPostgresDatabase } from "../test-support/postgres-database.js";
import { freePort, startServerProcess } from "../test-support/server-process.js";
import { createWorker } from "../test-support/test-server.js";
import { openGraphQLSocket, type GraphQLSocket, type SocketAnswer } from "../test-support/ws-client.js";
import { anyCase, type Case } from "./fuzz-cases.js";
import { keepAliveClient, type RawAnswer } from "./keep-alive-client.js";

/**
 * Cases in all (docs/SECURITY.md, "Rules, and the test that proves each": 10,000); FUZZ_CASES changes it, e.g. FUZZ_CASES=100000 for a
 * long run. They go in waves of WAVE requests at once over CONNECTIONS kept-alive connections;
 * wave i is drawn from seed FUZZ_SEED + i, so a failure is replayed with the FUZZ_SEED it names.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const WAVE = 40;
const CONNECTIONS = 8;

/** What an answer must be: under 500, and a refusal says why. */
function problemWith(answer: RawAnswer): string | null {
  if (answer.status >= 500 || answer.status < 200) return `status ${answer.status}`;
  let body: { error?: unknown; errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> };
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    return "the answer is not JSON";
  }
  if (body.errors?.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR")) return "INTERNAL_SERVER_ERROR";
  if (
    answer.status >= 400 &&
    !(typeof body.error === "string" && /\S/.test(body.error)) &&
    !body.errors?.every((e) => typeof e.message === "string" && /\S/.test(e.message))
  ) {
    return "a refusal without a message";
  }
  return null;
}

/** What an answer over graphql-ws must be: no internal error, no socket closed under it, a refusal says why. */
function problemWithSocketAnswer(answer: SocketAnswer): string | null {
  const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
  if (codes.includes("INTERNAL_SERVER_ERROR")) return "INTERNAL_SERVER_ERROR";
  const closed = codes.find((code) => typeof code === "string" && code.startsWith("CLOSED_"));
  if (closed) return `the socket closed under the operation (${closed})`;
  if (answer.errors?.some((e) => typeof e.message !== "string" || !/\S/.test(e.message))) return "a refusal without a message";
  return null;
}

/** Sockets a fuzz wave's GraphQL cases go over: the worker's, and one of its own for each case without a login. */
const WORKER_SOCKETS = 4;

/**
 * One server process (the other core does the server's work while this one generates and sends),
 * on PostgreSQL (PGlite's start alone took 5 to 10 s of the budget), logging warnings only.
 */
describe("malformed input never breaks the doors (a server process on PostgreSQL)", () => {
  const adminToken = "fuzz-admin-token-0123456789";
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let server: ReturnType<typeof startServerProcess>;
  let client: ReturnType<typeof keepAliveClient>;
  let baseUrl: string;
  beforeAll(async () => {
    database = await createPostgresDatabase(inject("postgresUrl"));
    server = startServerProcess({ DATABASE_URL: database.url, ADMIN_TOKEN: adminToken, LOG_LEVEL: "warn", PORT: String(await freePort()) });
    baseUrl = await server.baseUrl;
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused", reportError: () => {} });
    client = keepAliveClient(baseUrl, CONNECTIONS);
  });
  afterAll(async () => {
    client?.close();
    server?.child.kill("SIGTERM");
    await server?.exited;
    await handle?.close();
    await database?.drop();
  });

  it(`${CASES} hostile requests to the sync and logging doors (full Unicode, malformed multipart, long strings, values inline in the document), over HTTP and graphql-ws, answer under 500, and nothing refused is stored`, async () => {
    const worker = await createWorker(baseUrl, { adminToken });
    // docs/shared-phone.md: a session acts as its own install only, so the worker has a session per install a case names,
    // made as a login there would make it; a case naming none goes with her first session.
    const sessions = new Map<string, Promise<string>>();
    const sessionOf = (installId: string | undefined): Promise<string> => {
      if (installId === undefined) return Promise.resolve(worker.token);
      const made =
        sessions.get(installId) ??
        (async () => {
          const token = newToken();
          await new UsersRepository(handle.db).insertToken(hashToken(token), worker.user.id, installId);
          return token;
        })();
      sessions.set(installId, made);
      return made;
    };
    const wsUrl = `${baseUrl.replace(/^http/, "ws")}/graphql`;
    const workerSockets: GraphQLSocket[] = [];
    for (let i = 0; i < WORKER_SOCKETS; i++) {
      const install = randomUUID();
      workerSockets.push(await openGraphQLSocket(wsUrl, { Authorization: `Bearer ${await sessionOf(install)}`, "X-App-Install-Id": install }));
    }
    const versions = new Set<number>();
    const removed = new Set<string>();
    const statuses = new Map<number, number>();
    let sent = 0;
    let overSockets = 0;

    const record = (text: string, kase: Case) => {
      const body = JSON.parse(text) as {
        dataversions?: Array<{ dataversion: number }>;
        data?: { sync?: { results: Array<{ dataversion: number; status: string }> } };
      };
      for (const d of body.dataversions ?? []) versions.add(d.dataversion);
      for (const r of body.data?.sync?.results ?? []) if (r.status !== "REJECTED") versions.add(r.dataversion);
      for (const uuid of kase.removes ?? []) removed.add(uuid);
    };

    /** A GraphQL case over graphql-ws: the worker's sockets in turn, or a socket of the case's install without a login. */
    const sendOverSocket = async (kase: Case, asWorker: boolean, operation: NonNullable<Case["operation"]>): Promise<void> => {
      const socket = asWorker ? workerSockets[sent % WORKER_SOCKETS]! : await openGraphQLSocket(wsUrl, { "X-App-Install-Id": kase.installId ?? randomUUID() });
      try {
        const answer = await socket.request(operation.query, operation.variables);
        sent += 1;
        overSockets += 1;
        const problem = problemWithSocketAnswer(answer);
        if (problem) {
          throw new Error(
            `${kase.door} over graphql-ws ${JSON.stringify(operation).slice(0, 400)}: ${problem}: ${JSON.stringify(answer).slice(0, 300)}; replay with FUZZ_SEED=${SEED}`,
          );
        }
        if (answer.data) record(JSON.stringify(answer), kase);
      } finally {
        if (!asWorker) socket.close();
      }
    };

    /** As the logged-in worker, or as an install without a login (four cases in five are the worker's). */
    const send = async (kase: Case, asWorker: boolean, overSocket: boolean): Promise<void> => {
      if (overSocket && kase.operation) return sendOverSocket(kase, asWorker, kase.operation);
      const caller: Record<string, string> = asWorker
        ? { authorization: `Bearer ${await sessionOf(kase.installId)}` }
        : { "x-app-install-id": kase.installId ?? randomUUID() };
      const answer = await client.post(kase.path, { ...kase.headers, ...caller }, kase.body);
      sent += 1;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = problemWith(answer);
      if (problem) {
        const sentText = JSON.stringify(kase.body.subarray(0, 400).toString("latin1"));
        throw new Error(
          `${kase.door} POST ${kase.path} ${JSON.stringify(kase.headers)} ${sentText}: ${problem}: ${answer.text.slice(0, 300)}; replay with FUZZ_SEED=${SEED}`,
        );
      }
      if (answer.status === 200) record(answer.text, kase);
    };

    // A GraphQL case goes over graphql-ws one time in three.
    const caseAndCaller = fc.tuple(
      anyCase,
      fc.nat(4).map((n) => n > 0),
      fc.nat(2).map((n) => n === 0),
    );
    for (let wave = 0; wave * WAVE < CASES; wave++) {
      const cases = fc.sample(caseAndCaller, { numRuns: Math.min(WAVE, CASES - wave * WAVE), seed: SEED + wave });
      await Promise.all(cases.map(([kase, asWorker, overSocket]) => send(kase, asWorker, overSocket)));
    }
    for (const socket of workerSockets) socket.close();
    expect(sent).toBeGreaterThanOrEqual(CASES);
    // About one case in eight goes over graphql-ws.
    expect(overSockets).toBeGreaterThan(CASES / 20);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);

    // Every row the doors wrote was answered as stored: a refused request (or entry) left nothing.
    const rows = await sql<{ dataversion: string; uuid: string }>`
      select dataversion::text, uuid from records union all select dataversion::text, uuid from record_history`.execute(handle.db);
    expect(rows.rows.filter((r) => !versions.has(Number(r.dataversion)) && !removed.has(r.uuid))).toEqual([]);
    // Nothing was logged as an error (a 500, a failed resolver) either.
    expect(
      server
        .output()
        .split("\n")
        .filter((line) => /"level":(?:50|60)/.test(line)),
    ).toEqual([]);
  }, 600_000);
});
