import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import type { RequestHandler } from "express";

/** Answers smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * HTTP compression for every answer of COMPRESS_FROM_BYTES or more, through the `compression`
 * middleware (expressjs): brotli (quality 4) when the client accepts it, gzip otherwise. The built
 * PWA's scripts and styles are mostly what a first visit downloads (about 600 KB raw); the REST
 * facade's record lists are large answers too. GraphQL answers are compressed apart, whole, as they
 * are sent (json-answer.ts). Answers marked `no-transform` and types that do not compress (images,
 * PDFs) go as they are.
 */
export function answerCompression(): RequestHandler {
  return compression({ threshold: COMPRESS_FROM_BYTES });
}

/** The copies the web build writes beside each hashed asset (apps/web/scripts/precompress.mjs), best first. */
const PRECOMPRESSED = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

/**
 * The built PWA's hashed assets (`/assets/...`) sent as the build compressed them (brotli quality
 * 11, or gzip level 9) when the browser accepts that encoding and the copy exists: express.static
 * then sends the copy, with the asset's own type and caching, and `compression` leaves an encoded
 * answer alone. Anything else (no copy, an encoding not accepted) goes on as it came.
 */
export function precompressedAssets(webDist: string): RequestHandler {
  const assets = path.resolve(webDist, "assets");
  const exists = new Map<string, boolean>();
  const has = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) exists.set(file, (known = fs.existsSync(file)));
    return known;
  };
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith("/assets/")) return next();
    let file: string;
    try {
      file = path.resolve(webDist, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(`${assets}${path.sep}`)) return next();
    // The server's preference, brotli first, among what the browser accepts: browsers list gzip
    // first at equal weight ("gzip, deflate, br, zstd").
    const copy = PRECOMPRESSED.find((p) => req.acceptsEncodings(p.encoding) === p.encoding && has(`${file}${p.extension}`));
    res.vary("Accept-Encoding");
    if (!copy) return next();
    res.type(path.extname(file));
    res.setHeader("Content-Encoding", copy.encoding);
    req.url = `${req.path}${copy.extension}${req.url.slice(req.path.length)}`;
    next();
  };
}
