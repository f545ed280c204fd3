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

/** A request handler that also says how many file names it knows (a constant: docs/SECURITY.md). */
export type PrecompressedAssets = RequestHandler & { readonly knownCopies: number };

/**
 * The precompressed copies the build left under `assets/`, listed once at start: a lookup is then a
 * set membership, and a request for a name the build never made remembers nothing (a
 * map of every path asked for once grew by 27 KB a request). A missing folder (no build) lists none.
 */
function listCopies(assets: string): ReadonlySet<string> {
  let names: string[];
  try {
    names = fs.readdirSync(assets, { recursive: true, encoding: "utf8" });
  } catch {
    return new Set();
  }
  const extensions = PRECOMPRESSED.map((p) => p.extension);
  return new Set(names.filter((name) => extensions.some((extension) => name.endsWith(extension))).map((name) => path.join(assets, name)));
}

/**
 * The built PWA's hashed assets (`/assets/...`) sent as the build compressed them (brotli quality
 * 11, or gzip level 9) when the browser accepts that encoding and the copy exists: express.static
 * then sends the copy, with the asset's own type and caching, and `compression` leaves an encoded
 * answer alone. Anything else (no copy, an encoding not accepted) goes on as it came. Only the
 * copies present when the server starts are known (a build replaced under a running server is
 * compressed as it goes until the next start).
 */
export function precompressedAssets(webDist: string): PrecompressedAssets {
  const assets = path.resolve(webDist, "assets");
  const copies = listCopies(assets);
  const handler: RequestHandler = (req, res, next) => {
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
    const copy = PRECOMPRESSED.find((p) => req.acceptsEncodings(p.encoding) === p.encoding && copies.has(`${file}${p.extension}`));
    res.vary("Accept-Encoding");
    if (!copy) return next();
    res.type(path.extname(file));
    res.setHeader("Content-Encoding", copy.encoding);
    req.url = `${req.path}${copy.extension}${req.url.slice(req.path.length)}`;
    next();
  };
  return Object.assign(handler, { knownCopies: copies.size });
}
