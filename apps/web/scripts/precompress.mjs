#!/usr/bin/env node
// After `vite build`: every hashed asset that compresses (scripts, styles, SVG, JSON) gets a brotli
// (quality 11) and a gzip (level 9) copy beside it, x.js.br and x.js.gz, kept only when smaller.
// The server sends them as they are (server/src/http/compression.ts, precompressedAssets): quality
// 11 is too slow to run per request, and takes a first visit about 25 KB below brotli quality 4.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/assets");
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|webmanifest)$/;
let raw = 0;
let br = 0;
for (const name of fs.readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(assets, name);
  const bytes = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gzip = zlib.gzipSync(bytes, { level: 9 });
  if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip);
  raw += bytes.length;
  br += Math.min(brotli.length, bytes.length);
}
console.log(`precompressed ${assets}: ${(raw / 1024).toFixed(1)} KB raw, ${(br / 1024).toFixed(1)} KB brotli`);
