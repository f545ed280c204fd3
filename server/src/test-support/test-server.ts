import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createApp, type AppOptions } from "../app.js";
import { toAuthUser } from "../auth/auth.service.js";
import { hashPassword } from "../auth/password.js";
import { hashToken, newToken } from "../auth/token.js";
import { UsersRepository } from "../auth/users.repository.js";
import { loadConfig } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import { createLogger } from "../logger.js";

export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789";

/** The real server on 127.0.0.1 and a free port, over the given database (`options`: e.g. the retention schedule's clock). */
export async function startTestServer(database: DatabaseHandle, env: Record<string, string> = {}, options: AppOptions = {}) {
  const config = loadConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, LOG_LEVEL: "silent", WEB_DIST: "/nonexistent-web-dist", ...env });
  const app = await createApp(config, database, createLogger("silent"), options);
  await new Promise<void>((resolve) => app.httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  databasesOf.set(`http://127.0.0.1:${port}`, database);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    /** docs/operating.md, "Retention": the server's own schedule, to tick on the injected clock. */
    retention: app.retention,
    close: () => {
      databasesOf.delete(`http://127.0.0.1:${port}`);
      return app.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The real server over the describe's database, started before its tests and closed after them.
 * Its address is read when a test runs (`server.baseUrl`), never while the describe is collected.
 */
export function useTestServer(database: { readonly handle: DatabaseHandle }, env: Record<string, string> = {}): Omit<TestServer, "close" | "retention"> {
  let running: TestServer | null = null;
  beforeAll(async () => {
    running = await startTestServer(database.handle, env);
  });
  afterAll(async () => {
    await running?.close();
    running = null;
  });
  const started = () => {
    if (!running) throw new Error("the test server is not started yet (useTestServer starts it in beforeAll)");
    return running;
  };
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get wsUrl() {
      return started().wsUrl;
    },
  };
}

/**
 * Servers on one database, as replicas behind a balancer are (each with its own memory: sessions,
 * subscribers, limits), started before the describe's tests and closed after them: `a` and `b` are
 * the first two, `all` every one. Each may have its own settings (`envs[i]`).
 */
export function useReplicas(
  database: { readonly handle: DatabaseHandle },
  envs: Record<string, string>[] = [{}, {}],
): { readonly a: TestServer; readonly b: TestServer; readonly all: readonly TestServer[] } {
  const all: TestServer[] = [];
  beforeAll(async () => {
    for (const env of envs) all.push(await startTestServer(database.handle, env));
  });
  afterAll(async () => {
    await Promise.all(all.splice(0).map((replica) => replica.close()));
  });
  const started = (index: number) => {
    const replica = all[index];
    if (!replica) throw new Error(`replica ${index} is not started yet (useReplicas starts them in beforeAll)`);
    return replica;
  };
  return {
    get a() {
      return started(0);
    },
    get b() {
      return started(1);
    },
    all,
  };
}

/** POSTs form fields the way legacy clients do (urlencoded, or multipart when asked). */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  options: { token?: string; installId?: string; secret?: string; multipart?: boolean } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.installId) headers["x-app-install-id"] = options.installId;
  if (options.secret) headers["x-app-install-secret"] = options.secret;
  let body: FormData | URLSearchParams;
  if (options.multipart) {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
  } else {
    body = new URLSearchParams(fields);
  }
  const response = await fetch(url, { method: "POST", headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A GraphQL request over HTTP. */
/** One entry's answer in a Sync mutation, as far as the tests ask for it. */
export interface SyncResultAnswer {
  clientMutationId?: number;
  table?: string;
  uuid?: string;
  dataversion: number;
  status: string;
  reason?: string | null;
}
export interface SyncAnswer {
  sync: { results: SyncResultAnswer[] };
}

/** TData: the shape of `data` the caller's query asks for. */
export async function graphql<TData = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: TData; errors?: Array<{ message: string; extensions?: { code?: string; reason?: string } }> };
}

export const WORKER_PASSWORD = "correct horse";

/** The database under each in-process test server, by its base URL. */
const databasesOf = new Map<string, DatabaseHandle>();

/** One argon2id hash of WORKER_PASSWORD per test process (an argon2 hash or check costs 0.3-1 s here). */
let workerPasswordHash: Promise<string> | undefined;

/**
 * A logged-in worker account. On an in-process test server it is stored as the operator's
 * createUser stores it and given a session as a login does (the same repository and token
 * functions), without two argon2 runs per worker: hundreds of tests make workers, and argon2 was
 * minutes of the suite. createUser and the login are tested on their own (accounts.test.ts,
 * login-attacks.test.ts). Given an admin token, or a server in another process, it goes the
 * operator's way over HTTP (admin createUser, then REST /api/login).
 */
export async function createWorker(baseUrl: string, options: { application?: string; adminToken?: string } = {}) {
  const database = options.adminToken === undefined ? databasesOf.get(baseUrl) : undefined;
  if (database) return storedWorker(database, options.application ?? "default");
  return createWorkerOverHttp(baseUrl, options);
}

async function storedWorker(database: DatabaseHandle, application: string) {
  const email = `w-${randomUUID().slice(0, 8)}@example.org`;
  workerPasswordHash ??= hashPassword(WORKER_PASSWORD);
  const users = new UsersRepository(database.db);
  const row = await users.insert({ application, email, name: "Worker", password_hash: await workerPasswordHash });
  const token = newToken();
  await users.insertToken(hashToken(token), row.id);
  return { email, password: WORKER_PASSWORD, token, user: toAuthUser(row) };
}

/**
 * Another session of a worker, as her login on another phone starts one: a session acts as one
 * install only (docs/shared-phone.md), so each install a test uses as her needs its own.
 */
export async function anotherSession(baseUrl: string, worker: { email: string; password: string; user: { id: number } }): Promise<string> {
  const database = databasesOf.get(baseUrl);
  if (!database) {
    const login = await postForm(`${baseUrl}/api/login`, { email: worker.email, password: worker.password });
    return (login.body as { token: string }).token;
  }
  const token = newToken();
  await new UsersRepository(database.db).insertToken(hashToken(token), worker.user.id);
  return token;
}

async function createWorkerOverHttp(baseUrl: string, options: { application?: string; adminToken?: string }) {
  const email = `w-${randomUUID().slice(0, 8)}@example.org`;
  const created = await graphql(
    baseUrl,
    "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }",
    { input: { application: options.application ?? "default", email, name: "Worker", password: WORKER_PASSWORD } },
    { authorization: `Bearer ${options.adminToken ?? TEST_ADMIN_TOKEN}` },
  );
  if (created.errors) throw new Error(`createUser failed: ${JSON.stringify(created.errors)}`);
  const login = await postForm(`${baseUrl}/api/login`, { email, password: WORKER_PASSWORD });
  const { token, user } = login.body as { token: string; user: { id: number; email: string } };
  return { email, password: WORKER_PASSWORD, token, user };
}
