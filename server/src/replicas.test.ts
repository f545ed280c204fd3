import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createClient, type Client as WsClient } from "graphql-ws";
import { afterAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { makeClient, makeEntry } from "./test-support/factories.js";
import { startServerProcess } from "./test-support/server-process.js";
import { createPostgresDatabase } from "./test-support/postgres-database.js";
import { createWorker, postForm } from "./test-support/test-server.js";

const adminToken = "replica-test-admin-token";

describe("two server replicas on one PostgreSQL", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("a subscriber on replica B hears a write made through replica A (LISTEN/NOTIFY)", async () => {
    const database = await createPostgresDatabase(inject("postgresUrl"));
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, ADMIN_TOKEN: adminToken };
    const replicaA = startServerProcess(env);
    cleanups.push(() => void (replicaA.child as ChildProcess).kill("SIGKILL"));
    const urlA = await replicaA.baseUrl;
    const replicaB = startServerProcess(env);
    cleanups.push(() => void (replicaB.child as ChildProcess).kill("SIGKILL"));
    const urlB = await replicaB.baseUrl;

    const { token } = await createWorker(urlA, { adminToken });

    const notices: unknown[] = [];
    const subscriber: WsClient = createClient({
      url: `${urlB.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${token}`, "X-App-Install-Id": randomUUID() },
    });
    cleanups.push(() => subscriber.dispose());
    const connected = new Promise<void>((resolve) => subscriber.on("connected", () => resolve()));
    subscriber.subscribe(
      { query: "subscription { recordsChanged { appID mutatedRecords { table uuid dataversion } } }" },
      { next: (msg) => notices.push((msg.data as { recordsChanged: unknown }).recordsChanged), error: () => {}, complete: () => {} },
    );
    await connected;
    await new Promise((r) => setTimeout(r, 200));

    const writer = randomUUID();
    const client = makeClient();
    const saved = await postForm(`${urlA}/api/saveTables/${writer}`, { payload: JSON.stringify([makeEntry(client)]) }, { token });
    expect(saved.status).toBe(200);
    await expect.poll(() => notices.length, { timeout: 5000 }).toBe(1);
    expect(notices[0]).toEqual({ appID: writer, mutatedRecords: [{ table: "clients", uuid: client.uuid, dataversion: 1 }] });
  }, 60_000);
});
