import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { afterEach, describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "./test-support/factories.js";
import { startServerProcess as startServer } from "./test-support/server-process.js";
import { createWorker, graphql, postForm } from "./test-support/test-server.js";

const adminToken = "shutdown-test-admin-token";

function startServerProcess(dataDir: string) {
  return startServer({ DATA_DIR: dataDir, ADMIN_TOKEN: adminToken });
}

describe("server process", () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
  });

  it("finishes an in-flight save on SIGTERM, exits 0, and keeps the data across a restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-shutdown-"));
    const first = startServerProcess(dataDir);
    children.push(first.child);
    const baseUrl = await first.baseUrl;
    const { token } = await createWorker(baseUrl, { adminToken });

    const clients = Array.from({ length: MAX_SYNC_BATCH }, () => makeClient());
    const inFlight = postForm(`${baseUrl}/api/saveTables/${randomUUID()}`, { payload: JSON.stringify(clients.map((c) => makeEntry(c))) }, { token });
    await new Promise((r) => setTimeout(r, 100));
    first.child.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((answer.body as { dataversions: unknown[] }).dataversions).toHaveLength(MAX_SYNC_BATCH);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("shutting down: finishing in-flight requests");
    expect(first.output()).toContain('"msg":"stopped"');

    const second = startServerProcess(dataDir);
    children.push(second.child);
    const restartedUrl = await second.baseUrl;
    const list = await graphql(restartedUrl, "{ clients { uuid } }", {}, { authorization: `Bearer ${token}` });
    expect(list.data!.clients).toHaveLength(MAX_SYNC_BATCH);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 120_000);
});
