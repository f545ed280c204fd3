import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeClient, makeEntry } from "./test-support/factories.js";
import { startServerProcess as startServer } from "./test-support/server-process.js";
import { createWorker, graphql } from "./test-support/test-server.js";

const adminToken = "shutdown-test-admin-token";

function startServerProcess(dataDir: string) {
  return startServer({ DATA_DIR: dataDir, ADMIN_TOKEN: adminToken });
}

/**
 * A form POST sent as `Expect: 100-continue`: `taken` resolves once the server has read the
 * request's head and asks for its body, which `sendBody` then sends; `answer` is the server's answer.
 */
function saveWithBodyLater(url: string, fields: Record<string, string>, token: string) {
  const body = new URLSearchParams(fields).toString();
  const request = http.request(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": Buffer.byteLength(body),
      authorization: `Bearer ${token}`,
      expect: "100-continue",
    },
  });
  const taken = new Promise<void>((resolve) => request.once("continue", () => resolve()));
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
  });
  request.flushHeaders();
  return { taken, answer, sendBody: () => request.end(body) };
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

    // The save is in flight for sure: the server has taken its request (answered 100 Continue) and
    // begun shutting down before the body, and with it the batch of 500, reaches it.
    const clients = Array.from({ length: MAX_SYNC_BATCH }, () => makeClient());
    const inFlight = saveWithBodyLater(`${baseUrl}/api/saveTables/${randomUUID()}`, { payload: JSON.stringify(clients.map((c) => makeEntry(c))) }, token);
    await inFlight.taken;
    first.child.kill("SIGTERM");
    await vi.waitFor(() => expect(first.output()).toContain("shutting down: finishing in-flight requests"), { timeout: 10_000 });
    inFlight.sendBody();
    const answer = await inFlight.answer;
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
