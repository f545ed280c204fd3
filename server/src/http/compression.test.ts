import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createLogger } from "../logger.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, postForm, TEST_ADMIN_TOKEN } from "../test-support/test-server.js";
import express from "express";
import { COMPRESS_FROM_BYTES, precompressedAssets } from "./compression.js";

/** A GET or POST whose answer is read as the bytes that crossed the wire, not decoded. */
function rawRequest(url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; encoding: string | undefined; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method: body ? "POST" : "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("HTTP compression over real HTTP", () => {
  const database = useTestDatabase("pglite");
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-compression-"));
  // A script of 60 KB, like the built PWA's chunks.
  const script = Array.from({ length: 1500 }, (_, i) => `export const value${i} = "${"x".repeat(20)}${i}";`).join("\n");
  let baseUrl = "";
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "assets", "index-abc.js"), script);
    // As the web build leaves an asset (apps/web/scripts/precompress.mjs): its brotli and gzip copies beside it.
    fs.writeFileSync(path.join(webDist, "assets", "pre-abc.js"), script);
    fs.writeFileSync(path.join(webDist, "assets", "pre-abc.js.br"), zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(path.join(webDist, "assets", "pre-abc.js.gz"), zlib.gzipSync(script, { level: 9 }));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Stepwise</title>");
    const config = loadConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, LOG_LEVEL: "silent", WEB_DIST: webDist });
    const app = await createApp(config, database.handle, createLogger("silent"));
    await new Promise<void>((resolve) => app.httpServer.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
    close = async () => {
      await app.close();
      await new Promise((resolve) => app.httpServer.close(resolve));
    };
  });
  afterAll(async () => {
    await close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("serves a static script brotli-compressed to a browser that accepts brotli, the same bytes once decoded", async () => {
    const answer = await rawRequest(`${baseUrl}/assets/index-abc.js`, { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(answer.bytes).toString()).toBe(script);
    expect(answer.bytes.length).toBeLessThan(script.length / 5);
  });

  it("serves it gzip-compressed to a client that accepts only gzip, and as it is to one that accepts nothing", async () => {
    const gzip = await rawRequest(`${baseUrl}/assets/index-abc.js`, { "accept-encoding": "gzip" });
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(script);
    const plain = await rawRequest(`${baseUrl}/assets/index-abc.js`, { "accept-encoding": "identity" });
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
  });

  it("sends a precompressed asset's brotli or gzip copy as it is, with the script's type and caching", async () => {
    const onDisk = fs.readFileSync(path.join(webDist, "assets", "pre-abc.js.br"));
    const brotli = await rawRequest(`${baseUrl}/assets/pre-abc.js`, { "accept-encoding": "gzip, br" });
    expect(brotli.encoding).toBe("br");
    expect(brotli.bytes.equals(onDisk)).toBe(true);
    expect(brotli.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    const gzip = await rawRequest(`${baseUrl}/assets/pre-abc.js?v=1`, { "accept-encoding": "gzip" });
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(script);
    const plain = await rawRequest(`${baseUrl}/assets/pre-abc.js`, { "accept-encoding": "identity" });
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
    // No way out of the assets folder through the copies.
    const outside = await rawRequest(`${baseUrl}/assets/..%2findex.html`, { "accept-encoding": "br" });
    expect(outside.encoding).toBeUndefined();
  });

  it("knows only the copies the build left: 1,000 requests for distinct unknown assets remember nothing", async () => {
    const lookup = precompressedAssets(webDist);
    expect(lookup.knownCopies).toBe(2);
    const app = express().use(lookup, express.static(webDist));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (let wave = 0; wave < 10; wave++) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) => rawRequest(`${url}/assets/${"u".repeat(200)}-${wave}-${i}.js`, { "accept-encoding": "br, gzip" })),
        );
        expect(answers.every((a) => a.status === 404 && a.encoding === undefined)).toBe(true);
      }
      // A copy written after start is not looked for on disk either: the list is the build's.
      fs.writeFileSync(path.join(webDist, "assets", "index-abc.js.br"), zlib.brotliCompressSync(script));
      expect((await rawRequest(`${url}/assets/index-abc.js`, { "accept-encoding": "br" })).encoding).toBeUndefined();
      expect(lookup.knownCopies).toBe(2);
      expect((await rawRequest(`${url}/assets/pre-abc.js`, { "accept-encoding": "br" })).encoding).toBe("br");
    } finally {
      fs.rmSync(path.join(webDist, "assets", "index-abc.js.br"), { force: true });
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("gzips a large GraphQL list answer, and leaves an answer under the threshold as it is", async () => {
    const { token } = await createWorker(baseUrl);
    const installId = randomUUID();
    const payload = Array.from({ length: 60 }, (_, i) => ({
      uuid: randomUUID(),
      table: "clients",
      record: { uuid: randomUUID(), clientname: `Client ${i} ${"n".repeat(40)}` },
    }));
    payload.forEach((entry) => (entry.record.uuid = entry.uuid));
    expect((await postForm(`${baseUrl}/api/saveTables/${installId}`, { payload: JSON.stringify(payload) }, { token })).status).toBe(200);
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}`, "accept-encoding": "gzip" };
    const list = await rawRequest(`${baseUrl}/graphql`, headers, JSON.stringify({ query: "{ clients { uuid clientname } }" }));
    expect(list.status).toBe(200);
    expect(list.encoding).toBe("gzip");
    const decoded = zlib.gunzipSync(list.bytes).toString();
    expect(decoded.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect((JSON.parse(decoded) as { data: { clients: unknown[] } }).data.clients).toHaveLength(60);
    // Sent whole, in one piece with its length, not as a chunked stream, and never hashed for an ETag.
    expect(list.headers["content-length"]).toBe(String(list.bytes.length));
    expect(list.headers["transfer-encoding"]).toBeUndefined();
    expect(list.headers.etag).toBeUndefined();
    expect(list.headers.vary).toMatch(/Accept-Encoding/i);
    // A browser takes brotli.
    const brotli = await rawRequest(
      `${baseUrl}/graphql`,
      { ...headers, "accept-encoding": "gzip, deflate, br" },
      JSON.stringify({ query: "{ clients { uuid clientname } }" }),
    );
    expect(brotli.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.bytes).toString()).toBe(decoded);
    expect(brotli.bytes.length).toBeLessThan(decoded.length / 2);
    const plain = await rawRequest(
      `${baseUrl}/graphql`,
      { ...headers, "accept-encoding": "identity" },
      JSON.stringify({ query: "{ clients { uuid clientname } }" }),
    );
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(decoded);
    const small = await rawRequest(`${baseUrl}/graphql`, headers, JSON.stringify({ query: "{ clients(first: 1) { uuid } }" }));
    expect(small.encoding).toBeUndefined();
    expect((JSON.parse(small.bytes.toString()) as { data: { clients: unknown[] } }).data.clients).toHaveLength(1);
    const health = await rawRequest(`${baseUrl}/healthz`, { "accept-encoding": "gzip, br" });
    expect(health.encoding).toBeUndefined();
    expect(JSON.parse(health.bytes.toString())).toEqual({ status: "ok" });
  });
});
