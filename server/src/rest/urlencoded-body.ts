import { isUtf8 } from "node:buffer";
import type { Request, RequestHandler } from "express";
import { BadInput, PayloadTooLarge, UnsupportedMediaType } from "../errors.js";

/** Most fields a form may have, as body-parser's default parameterLimit. */
export const MAX_FORM_FIELDS = 1000;

const PLUS = 0x2b;
const PERCENT = 0x25;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const SPACE = 0x20;

/** Hex digit value of each byte, -1 for a byte that is none. */
const HEX = new Int8Array(256).fill(-1);
for (let d = 0; d < 10; d += 1) HEX[0x30 + d] = d;
for (let d = 0; d < 6; d += 1) {
  HEX[0x41 + d] = 10 + d;
  HEX[0x61 + d] = 10 + d;
}

export type FormFields = Record<string, string | string[]>;

/**
 * An application/x-www-form-urlencoded body (the REST facade's legacy saveTables payload) read
 * and decoded from its bytes. `express.urlencoded` decodes the body to text, then `qs` splits it
 * and percent-decodes each part through `decodeURIComponent`: 17 ms of a 90 ms batch of 500
 * clients (a 890 KB body) in the sync benchmark. Node's querystring, URLSearchParams and
 * fast-querystring took 12 to 17 ms on the same body; this takes about 6 (docs/PERFORMANCE.md).
 * The body is read whole (up to `limit` bytes, else 413), each key and value percent-decoded
 * byte by byte and read as UTF-8 (or ISO-8859-1 when the charset says so), `+` being a space.
 * Differences from body-parser are on malformed input: a `%` not followed by two hex digits stays
 * as it is (qs left such a whole value undecoded), and a field whose bytes are not UTF-8 is a 400
 * naming it (qs left it undecoded, body-parser's text would have held U+FFFD). A body with a
 * Content-Encoding (gzip, deflate, br) goes to `fallback`, body-parser, which inflates it.
 */
export function urlencodedBody({ limit, fallback }: { limit: number; fallback: RequestHandler }): RequestHandler {
  return (req, res, next) => {
    if (req.body !== undefined || !req.is("application/x-www-form-urlencoded")) return next();
    if ((req.get("content-encoding") ?? "identity").toLowerCase() !== "identity") return fallback(req, res, next);
    const charset = formCharset(req);
    if (charset === null) return next(new UnsupportedMediaType(`form: unsupported charset "${req.get("content-type")}"; send UTF-8`));
    readBody(req, limit).then(
      (bytes) => {
        try {
          req.body = parseForm(bytes, charset);
          next();
        } catch (error) {
          next(error);
        }
      },
      (error: unknown) => next(error),
    );
  };
}

function formCharset(req: Request): "utf8" | "latin1" | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get("content-type") ?? "");
  const charset = (match?.[1] ?? "utf-8").toLowerCase();
  if (charset === "utf-8" || charset === "utf8") return "utf8";
  if (charset === "iso-8859-1" || charset === "latin1") return "latin1";
  return null;
}

/** The whole body, refused with 413 as soon as it passes `limit` bytes (by its Content-Length or as it streams). */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.get("content-length") ?? 0) > limit) {
      req.resume();
      return reject(new PayloadTooLarge("the body is too large"));
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        req.off("data", onData);
        req.resume();
        reject(new PayloadTooLarge("the body is too large"));
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)));
    req.once("error", (error) => reject(new BadInput(`form: the body could not be read (${error.message})`)));
  });
}

/** The fields of a urlencoded body; a name given twice or more holds its values in order. */
export function parseForm(bytes: Buffer, charset: "utf8" | "latin1" = "utf8"): FormFields {
  const fields: FormFields = Object.create(null) as FormFields;
  let count = 0;
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(AMPERSAND, start);
    if (end < 0) end = bytes.length;
    if (end > start) {
      count += 1;
      if (count > MAX_FORM_FIELDS) throw new PayloadTooLarge(`form: more than ${MAX_FORM_FIELDS} fields`);
      let equals = bytes.indexOf(EQUALS, start);
      if (equals < 0 || equals > end) equals = end;
      const name = decodePart(bytes, start, equals, charset, "form (a field name)");
      const value = equals < end ? decodePart(bytes, equals + 1, end, charset, name) : "";
      const before = fields[name];
      fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
    }
    start = end + 1;
  }
  return fields;
}

/** Bytes [start, end) percent-decoded, `+` as a space, read in the charset. */
function decodePart(bytes: Buffer, start: number, end: number, charset: "utf8" | "latin1", field: string): string {
  // Nothing to decode: read in place.
  let plain = true;
  for (let i = start; i < end && plain; i += 1) plain = bytes[i] !== PERCENT && bytes[i] !== PLUS;
  if (plain) return readText(bytes.subarray(start, end), charset, field);
  const out = Buffer.allocUnsafe(end - start);
  let length = 0;
  for (let i = start; i < end; i += 1) {
    const byte = bytes[i]!;
    if (byte === PLUS) out[length++] = SPACE;
    else if (byte === PERCENT && i + 2 < end && HEX[bytes[i + 1]!]! >= 0 && HEX[bytes[i + 2]!]! >= 0) {
      out[length++] = (HEX[bytes[i + 1]!]! << 4) | HEX[bytes[i + 2]!]!;
      i += 2;
    } else out[length++] = byte;
  }
  return readText(out.subarray(0, length), charset, field);
}

function readText(bytes: Buffer, charset: "utf8" | "latin1", field: string): string {
  if (charset === "utf8" && !isUtf8(bytes)) throw new BadInput(`${field}: is not UTF-8 text once percent-decoded`);
  return bytes.toString(charset);
}
