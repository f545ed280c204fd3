import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { MAX_BODY_BYTES } from "../request/limits.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, useReplicas, TEST_ADMIN_TOKEN } from "../test-support/test-server.js";
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from "./websocket.js";

const RECORDS_CHANGED = "subscription { recordsChanged { appID } }";

interface OpenSocket {
  socket: WebSocket;
  messages: Array<{ id?: string; type: string; payload?: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A raw graphql-ws connection, acknowledged; nothing reconnects behind the test's back. */
async function connect(wsUrl: string, token: string, installId = randomUUID()): Promise<OpenSocket> {
  const socket = new WebSocket(wsUrl, "graphql-transport-ws");
  const messages: OpenSocket["messages"] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  // ws hands a text frame over as a Buffer (its default binaryType).
  socket.on("message", (data) => messages.push(JSON.parse((data as Buffer).toString()) as OpenSocket["messages"][number]));
  await new Promise((resolve, reject) => {
    socket.on("open", resolve);
    socket.on("error", reject);
  });
  socket.send(JSON.stringify({ type: "connection_init", payload: { Authorization: `Bearer ${token}`, "X-App-Install-Id": installId } }));
  await expect.poll(() => messages.some((m) => m.type === "connection_ack"), { timeout: 10_000 }).toBe(true);
  return { socket, messages, closed };
}

describe.each(databaseKinds)("graphql-ws sockets on %s", (kind) => {
  const database = useTestDatabase(kind);
  const replicas = useReplicas(database);

  it("a logout on one replica closes the session's open sockets on both (4403)", async () => {
    const worker = await createWorker(replicas.a.baseUrl);
    // Her phone's sockets, one on each replica: a session acts as its own install only.
    const install = randomUUID();
    const sockets = [await connect(replicas.a.wsUrl, worker.token, install), await connect(replicas.b.wsUrl, worker.token, install)];
    for (const { socket } of sockets) socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: RECORDS_CHANGED } }));
    expect((await postForm(`${replicas.a.baseUrl}/api/logout`, {}, { token: worker.token })).status).toBe(200);
    for (const { closed } of sockets) expect(await closed).toEqual({ code: 4403, reason: "Forbidden: the session was revoked" });
  });

  it("a password set with a one-time token revokes the user's other sessions (their sockets closed) and other login tokens", async () => {
    const worker = await createWorker(replicas.a.baseUrl);
    const open = await connect(replicas.b.wsUrl, worker.token);
    const issue = async () => {
      const answer = await graphql(
        replicas.a.baseUrl,
        "mutation($email: String!) { createLoginToken(email: $email) }",
        { email: worker.email },
        { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      );
      return answer.data!.createLoginToken as string;
    };
    const [first, second] = [await issue(), await issue()];
    expect((await postForm(`${replicas.a.baseUrl}/api/users/setpassword`, { token: first, password: "a new password" })).status).toBe(200);
    expect(await open.closed).toEqual({ code: 4403, reason: "Forbidden: the session was revoked" });
    const oldSession = await graphql(replicas.b.baseUrl, "{ clients { uuid } }", {}, { authorization: `Bearer ${worker.token}` });
    expect(oldSession.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await postForm(`${replicas.a.baseUrl}/api/users/setpassword`, { token: second, password: "another password" })).status).toBe(401);
  });

  it(`a message past the HTTP body limit (${MAX_BODY_BYTES} bytes) closes the socket (1009) instead of being read`, async () => {
    const worker = await createWorker(replicas.a.baseUrl);
    const { socket, closed } = await connect(replicas.a.wsUrl, worker.token);
    socket.send(JSON.stringify({ id: "big", type: "subscribe", payload: { query: `{ clients { uuid } } #${"x".repeat(MAX_BODY_BYTES)}` } }));
    expect((await closed).code).toBe(1009);
  });

  it(`at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions run on one socket; the next is refused with an error`, async () => {
    const worker = await createWorker(replicas.a.baseUrl);
    const { socket, messages } = await connect(replicas.a.wsUrl, worker.token);
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_SOCKET; i++)
      socket.send(JSON.stringify({ id: `s${i}`, type: "subscribe", payload: { query: RECORDS_CHANGED } }));
    await expect.poll(() => messages.filter((m) => m.type === "error").length, { timeout: 10_000 }).toBe(1);
    const refused = messages.find((m) => m.type === "error")!;
    expect(refused.id).toBe(`s${MAX_SUBSCRIPTIONS_PER_SOCKET}`);
    expect((refused.payload as { message: string }[])[0]?.message).toBe(`at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`);
    // Two completed: room again for two operations (a subscription and a query whose answer ends the wait).
    for (const id of ["s0", "s1"]) socket.send(JSON.stringify({ id, type: "complete" }));
    socket.send(JSON.stringify({ id: "again", type: "subscribe", payload: { query: RECORDS_CHANGED } }));
    socket.send(JSON.stringify({ id: "q", type: "subscribe", payload: { query: "{ __typename }" } }));
    await expect.poll(() => messages.some((m) => m.id === "q" && m.type === "complete"), { timeout: 10_000 }).toBe(true);
    expect(messages.filter((m) => m.type === "error")).toHaveLength(1);
    socket.close();
  });
});
