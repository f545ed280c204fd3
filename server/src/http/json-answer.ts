import zlib from "node:zlib";
import { promisify } from "node:util";
import type { Request, Response } from "express";
import { COMPRESS_FROM_BYTES } from "./compression.js";

/**
 * Brotli quality for answers made per request. Measured on a page of 50 clients (46 KB of JSON):
 * quality 1 gives 6.6 KB in 0.11 ms, smaller than gzip level 6 (6.8 KB in 0.37 ms); quality 4,
 * what `compression` uses for files, gives 6.3 KB in 0.32 ms.
 */
export const ANSWER_BROTLI_QUALITY = 1;
/** Gzip level for clients without brotli: level 3 gives 7.2 KB of that page in 0.12 ms, level 6 6.8 KB in 0.37 ms. */
export const ANSWER_GZIP_LEVEL = 3;
/**
 * Answers up to this size are compressed in one call on the event loop (at most about 1 ms), which
 * costs a third of the CPU of zlib's asynchronous stream; larger ones in zlib's thread pool, so a
 * page of several megabytes does not hold up the other requests.
 */
export const COMPRESS_INLINE_BYTES = 256 * 1024;

const brotliOptions = (bytes: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});
const gzipOptions: zlib.ZlibOptions = { level: ANSWER_GZIP_LEVEL };
const brotliLater = promisify(zlib.brotliCompress);
const gzipLater = promisify(zlib.gzip);

/** The encoding an answer is sent in: brotli when the client takes it, gzip otherwise, or none. */
function chosenEncoding(req: Request, bytes: number): "br" | "gzip" | undefined {
  if (bytes < COMPRESS_FROM_BYTES) return undefined;
  if (req.acceptsEncodings("br") === "br") return "br";
  if (req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return undefined;
}

async function encoded(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  const inline = body.length <= COMPRESS_INLINE_BYTES;
  if (encoding === "br") return inline ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : brotliLater(body, brotliOptions(body.length));
  return inline ? zlib.gzipSync(body, gzipOptions) : gzipLater(body, gzipOptions);
}

/**
 * Sends a whole JSON answer made for this request (a GraphQL result) in one write with its
 * Content-Length, compressed in one call when it is large enough and the client accepts it.
 * The `compression` middleware does the same through a zlib stream per answer, in 16 KB chunks with
 * chunked encoding: for a page of 50 clients that stream and its writes cost several times the
 * compression itself. No ETag is made: an answer is read once, and hashing it cost as much again.
 */
export async function sendJsonAnswer(req: Request, res: Response, text: string): Promise<void> {
  const body = Buffer.from(text);
  const encoding = chosenEncoding(req, body.length);
  const sent = encoding ? await encoded(body, encoding) : body;
  res.vary("Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.length);
  res.end(req.method === "HEAD" ? undefined : sent);
}
