import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { makeClient, makeEntry } from "./test-support/factories.js";
import { listenForNotices, type NoticeListener } from "./test-support/notice-listener.js";
import { startServerProcess } from "./test-support/server-process.js";
import { createPostgresDatabase } from "./test-support/postgres-database.js";
import { startLoadBalancer } from "./test-support/load-balancer.js";
import { anotherSession, createWorker, postForm } from "./test-support/test-server.js";
import { noticeAppId } from "./sync/change-feed.js";

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

    const worker = await createWorker(urlA, { adminToken });
    const { token } = worker;

    // The subscriber's install writes through A until it hears itself on B: B's subscription and LISTEN are live.
    const subscriberInstall = randomUUID();
    const subscriber = await listenForNotices(
      `${urlB.replace("http", "ws")}/graphql`,
      { Authorization: `Bearer ${token}`, "X-App-Install-Id": subscriberInstall },
      async (uuid) => {
        const answer = await postForm(`${urlA}/api/saveTables/${subscriberInstall}`, { payload: JSON.stringify([makeEntry(makeClient({ uuid }))]) }, { token });
        expect(answer.status).toBe(200);
      },
    );
    cleanups.push(() => subscriber.client.dispose());

    // Her other phone writes, with a session of its own (a session acts as its own install only).
    const writer = randomUUID();
    const client = makeClient();
    const saved = await postForm(
      `${urlA}/api/saveTables/${writer}`,
      { payload: JSON.stringify([makeEntry(client)]) },
      { token: await anotherSession(urlA, worker) },
    );
    expect(saved.status).toBe(200);
    const [{ dataversion }] = (saved.body as { dataversions: [{ dataversion: number }] }).dataversions;
    await expect.poll(() => subscriber.notices.length, { timeout: 5000 }).toBe(1);
    expect(subscriber.notices[0]).toEqual({ appID: noticeAppId(writer), mutatedRecords: [{ table: "clients", uuid: client.uuid, dataversion }] });
  }, 60_000);

  // Bounded: two server starts (about 3 s each) and four saves; 60 s at most.
  it("behind a round-robin load balancer, subscribers on either replica hear writes made through either one", async () => {
    const database = await createPostgresDatabase(inject("postgresUrl"));
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, ADMIN_TOKEN: adminToken };
    const replicas = [startServerProcess(env), startServerProcess(env)];
    for (const replica of replicas) cleanups.push(() => void (replica.child as ChildProcess).kill("SIGKILL"));
    const balancer = await startLoadBalancer(await Promise.all(replicas.map((r) => r.baseUrl)));
    cleanups.push(() => balancer.close());
    const worker = await createWorker(balancer.url, { adminToken });
    // Each phone of hers logs in: a session acts as its own install only.
    const sessions = [worker.token, await anotherSession(balancer.url, worker), await anotherSession(balancer.url, worker)];

    // Two devices of the worker: the balancer puts the first socket on replica A, the second on B. Each
    // is live once it has heard a write of its own, made through the balancer on either replica.
    const devices: NoticeListener[] = [];
    for (let i = 0; i < 2; i += 1) {
      const installId = randomUUID();
      const token = sessions[i]!;
      const device = await listenForNotices(
        `${balancer.url.replace("http", "ws")}/graphql`,
        { Authorization: `Bearer ${token}`, "X-App-Install-Id": installId },
        async (uuid) => {
          const answer = await postForm(
            `${balancer.url}/api/saveTables/${installId}`,
            { payload: JSON.stringify([makeEntry(makeClient({ uuid }))]) },
            { token },
          );
          expect(answer.status).toBe(200);
        },
      );
      cleanups.push(() => device.client.dispose());
      devices.push(device);
    }
    expect(balancer.spread().upgrades).toEqual([1, 1]);

    // Four saves in turn land on A, B, A, B; each device hears all four, whichever replica took them.
    const requestsBefore = balancer.spread().requests;
    const saved: string[] = [];
    const writer = randomUUID();
    for (let i = 0; i < 4; i += 1) {
      const client = makeClient();
      const answer = await postForm(`${balancer.url}/api/saveTables/${writer}`, { payload: JSON.stringify([makeEntry(client)]) }, { token: sessions[2]! });
      expect(answer.status).toBe(200);
      saved.push(client.uuid as string);
    }
    const requestsAfter = balancer.spread().requests;
    expect(requestsAfter.map((n, i) => n - requestsBefore[i]!)).toEqual([2, 2]);
    for (const { heard } of devices) await expect.poll(() => saved.every((uuid) => heard.has(uuid)), { timeout: 5000 }).toBe(true);
  }, 60_000);
});
