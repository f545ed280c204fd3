#!/usr/bin/env node
// Prints the initial JavaScript of the built PWA, raw and gzip, against the 200 KB gzip budget
// (docs/PERFORMANCE.md, "First visit and precache"): the scripts index.html loads at once (its module script and modulepreload links).
// Run `npm run build` first.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_GZIP_BYTES = 200 * 1024;
const dist = process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/dist");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);

let raw = 0;
let gzip = 0;
for (const file of initial) {
  const bytes = fs.readFileSync(path.join(dist, file.replace(/^\//, "")));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
  console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB raw, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KB gzip`);
}
console.log(`initial JavaScript: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
console.log(`budget 200 KB gzip: ${((gzip / BUDGET_GZIP_BYTES) * 100).toFixed(0)}% used (${gzip <= BUDGET_GZIP_BYTES ? "within" : "over"})`);
