import type { NormalizedCacheObject } from "@apollo/client";
import { isSealed, openBytes, seal, sealBytes } from "../vault/vault-crypto.js";

/**
 * How the persisted cache's JSON text is kept in IndexedDB (docs/PERFORMANCE.md, "PWA offline cold
 * start"): gzipped by the browser's own CompressionStream, then, for a worker's cache, sealed with
 * her key (docs/shared-phone.md). A cache of 5,000 clients is megabytes of text: reading that from
 * IndexedDB and decrypting it took most of a start at 4x CPU, where its gzip is a fraction of it.
 * Values saved by earlier builds (the text itself, or the text sealed) still read back; a browser
 * without CompressionStream keeps those shapes.
 */
export interface GzipText {
  gzip: ArrayBuffer;
}

/** The gzip of the cache's text, sealed: AES-GCM of the gzip bytes. */
export interface SealedGzipText {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
  gzipped: true;
}

export type StoredCache = string | GzipText | SealedGzipText | { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };

const canGzip = typeof CompressionStream === "function" && typeof DecompressionStream === "function";

/** The value to store for this JSON text (made ASCII): sealed with the key when there is one. */
export async function packCacheText(json: string, key: CryptoKey | null): Promise<StoredCache> {
  const text = asciiJson(json);
  if (!canGzip) return key ? seal(key, text) : text;
  const gzip = await through(new Response(text).body!, new CompressionStream("gzip")).arrayBuffer();
  if (!key) return { gzip };
  return { ...(await sealBytes(key, new Uint8Array(gzip))), gzipped: true };
}

/**
 * The text of a stored value, or null when there is none or it is sealed and no key is given.
 * A wrong key fails as AES-GCM does (the caller keeps the cache empty).
 */
export async function unpackCacheText(stored: unknown, key: CryptoKey | null): Promise<string | null> {
  if (typeof stored === "string") return stored;
  const bytes = await unpackCacheBytes(stored, key);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/**
 * The same as unpackCacheText, as the text's UTF-8 bytes: what the saver's worker hands the page
 * (transferred, not copied; a 6.8 MB string took the page 181 ms to receive at 4x CPU). The page
 * decodes them when it needs the text (the text is ASCII: cheap to decode).
 */
export async function unpackCacheBytes(stored: unknown, key: CryptoKey | null): Promise<ArrayBuffer | null> {
  if (typeof stored === "string") return new TextEncoder().encode(stored).buffer;
  if (isGzipText(stored)) return gunzip(stored.gzip);
  if (!isSealed(stored) || !key) return null;
  const opened = await openBytes(key, stored);
  return (stored as Partial<SealedGzipText>).gzipped === true ? gunzip(opened) : opened;
}

/** A normalized cache kept as an object rather than a text (the library's serialize: false), by no build of ours so far but read as such. */
export function isCacheObject(value: unknown): value is NormalizedCacheObject {
  return typeof value === "object" && value !== null && !isSealed(value) && !isGzipText(value);
}

function isGzipText(value: unknown): value is GzipText {
  return typeof value === "object" && value !== null && (value as GzipText).gzip instanceof ArrayBuffer;
}

function gunzip(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  return through(new Response(bytes).body!, new DecompressionStream("gzip")).arrayBuffer();
}

function through(body: ReadableStream<Uint8Array>, transform: CompressionStream | DecompressionStream): Response {
  return new Response(body.pipeThrough(transform as unknown as ReadableWritablePair<Uint8Array, Uint8Array>));
}

/**
 * The same JSON with every character beyond ASCII written as its `\uXXXX` escape (each UTF-16 unit,
 * so a pair stays a pair): one such character anywhere (a translation's "–" or "é") made Chromium
 * decode the whole saved text of megabytes to a two-byte string, 4 to 6 times slower than ASCII
 * (the decode of a 6.8 MB cache took 120 ms of a start at normal CPU and 500 to 800 ms at 4x;
 * docs/PERFORMANCE.md, "PWA offline cold start"). Outside strings JSON is ASCII, so only strings change,
 * and JSON.parse reads them back the same.
 */
export function asciiJson(json: string): string {
  let escaped = "";
  let from = 0;
  for (let i = 0; i < json.length; i += 1) {
    const code = json.charCodeAt(i);
    if (code < 0x80) continue;
    escaped += `${json.slice(from, i)}\\u${code.toString(16).padStart(4, "0")}`;
    from = i + 1;
  }
  return from === 0 ? json : escaped + json.slice(from);
}
