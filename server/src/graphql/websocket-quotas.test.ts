import { afterEach, describe, expect, it } from "vitest";
import { openRawSocket, type RawSocket } from "../test-support/raw-socket.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, startTestServer } from "../test-support/test-server.js";

const RECORDS_CHANGED = "subscription { recordsChanged { appID } }";

// The counts live in the server's memory, whatever the database: PGlite only.
describe("sockets and operations per caller and in all", () => {
  const database = useTestDatabase("pglite");
  const opened: RawSocket[] = [];
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const open of opened.splice(0)) open.socket.close();
    for (const close of closers.splice(0)) await close();
  });

  /** A server behind one proxy hop, so each test names the caller's address in X-Forwarded-For. */
  async function server(env: Record<string, string>) {
    const started = await startTestServer(database.handle, { TRUST_PROXY: "1", ...env });
    closers.push(started.close);
    return started;
  }

  async function socket(wsUrl: string, address: string, params: Record<string, string> = {}) {
    const open = await openRawSocket(wsUrl, params, { "x-forwarded-for": address });
    opened.push(open);
    return open;
  }

  it("an address without a login holds at most WS_SOCKETS_PER_ADDRESS sockets; the next is closed 1008 with the reason; others are not held back", async () => {
    const { wsUrl, baseUrl } = await server({ WS_SOCKETS_PER_ADDRESS: "3" });
    const mine = [await socket(wsUrl, "10.0.0.1"), await socket(wsUrl, "10.0.0.1"), await socket(wsUrl, "10.0.0.1")];
    for (const open of mine) expect(await open.acknowledged).toBe(true);
    const fourth = await socket(wsUrl, "10.0.0.1");
    expect(await fourth.acknowledged).toBe(false);
    expect(await fourth.closed).toEqual({ code: 1008, reason: "too many sockets from this address without a login: at most 3" });
    // Another address, and a logged-in worker at the same address, still connect.
    expect(await (await socket(wsUrl, "10.0.0.2")).acknowledged).toBe(true);
    const worker = await createWorker(baseUrl);
    expect(await (await socket(wsUrl, "10.0.0.1", { Authorization: `Bearer ${worker.token}` })).acknowledged).toBe(true);
    // A closed socket gives its place back.
    mine[0]!.socket.close();
    await mine[0]!.closed;
    await expect.poll(async () => await (await socket(wsUrl, "10.0.0.1")).acknowledged, { timeout: 10_000 }).toBe(true);
  });

  it("a user holds at most WS_SOCKETS_PER_USER sockets, from any address", async () => {
    const { wsUrl, baseUrl } = await server({ WS_SOCKETS_PER_USER: "2" });
    const worker = await createWorker(baseUrl);
    const auth = { Authorization: `Bearer ${worker.token}` };
    expect(await (await socket(wsUrl, "10.0.1.1", auth)).acknowledged).toBe(true);
    expect(await (await socket(wsUrl, "10.0.1.2", auth)).acknowledged).toBe(true);
    const third = await socket(wsUrl, "10.0.1.3", auth);
    expect(await third.closed).toEqual({ code: 1008, reason: "too many sockets for this user: at most 2" });
    const other = await createWorker(baseUrl);
    expect(await (await socket(wsUrl, "10.0.1.3", { Authorization: `Bearer ${other.token}` })).acknowledged).toBe(true);
  });

  it("the server holds at most WS_SOCKETS_TOTAL sockets; the next is closed 1013 (try again later)", async () => {
    const { wsUrl } = await server({ WS_SOCKETS_TOTAL: "3" });
    for (const address of ["10.0.2.1", "10.0.2.2", "10.0.2.3"]) expect(await (await socket(wsUrl, address)).acknowledged).toBe(true);
    const fourth = await socket(wsUrl, "10.0.2.4");
    expect(await fourth.closed).toEqual({ code: 1013, reason: "the server holds its most sockets (3); try again later" });
  });

  it("a caller runs at most WS_OPERATIONS_PER_CALLER operations over all its sockets, and the server WS_OPERATIONS_TOTAL", async () => {
    const { wsUrl, baseUrl } = await server({ WS_OPERATIONS_PER_CALLER: "3", WS_OPERATIONS_TOTAL: "5" });
    const worker = await createWorker(baseUrl);
    const auth = { Authorization: `Bearer ${worker.token}` };
    const [a, b] = [await socket(wsUrl, "10.0.3.1", auth), await socket(wsUrl, "10.0.3.2", auth)];
    for (const open of [a, b]) expect(await open.acknowledged).toBe(true);
    a.subscribe("a1", RECORDS_CHANGED);
    a.subscribe("a2", RECORDS_CHANGED);
    b.subscribe("b1", RECORDS_CHANGED);
    b.subscribe("b2", RECORDS_CHANGED);
    await expect.poll(() => b.messages.find((m) => m.type === "error"), { timeout: 10_000 }).toBeDefined();
    expect(b.messages.filter((m) => m.type === "error")).toEqual([
      {
        id: "b2",
        type: "error",
        payload: [{ message: "at most 3 operations at once over all of a caller's sockets", extensions: { code: "TOO_MANY_REQUESTS" } }],
      },
    ]);
    expect(a.messages.filter((m) => m.type === "error")).toEqual([]);
    // Another caller: the server's fourth and fifth operations are taken, the sixth refused.
    const other = await socket(wsUrl, "10.0.3.3", { Authorization: `Bearer ${(await createWorker(baseUrl)).token}` });
    expect(await other.acknowledged).toBe(true);
    other.subscribe("o1", RECORDS_CHANGED);
    other.subscribe("o2", RECORDS_CHANGED);
    other.subscribe("o3", RECORDS_CHANGED);
    await expect.poll(() => other.messages.filter((m) => m.type === "error").length, { timeout: 10_000 }).toBe(1);
    expect(other.messages.filter((m) => m.type === "error").map((m) => [m.id, (m.payload as Array<{ message: string }>)[0]!.message])).toEqual([
      ["o3", "the server runs its most operations (5); try again later"],
    ]);
  });
});
