import fc from "fast-check";

/**
 * Generators of hostile input for the fuzz test (docs/SECURITY.md, "Rules, and the test that proves each"): full Unicode (any code
 * point, NUL, lone surrogates, byte-order and direction marks), long strings, JSON of any shape,
 * and bodies as bytes, so malformed UTF-8 and malformed multipart reach the server as sent.
 */

/** Characters that mean something to a parser or to PostgreSQL: NUL, U+FFFF, BOM, RTL override, quotes, CR LF, % & = + { [ - */
const SPECIAL = [0x0, 0xffff, 0xfeff, 0x202e, 0x22, 0x5c, 0x0d, 0x0a, 0x25, 0x26, 0x3d, 0x2b, 0x7b, 0x5b, 0x2d];

/** A code point: any of Unicode's, often a lone surrogate (String.fromCodePoint makes one of 0xD800-0xDFFF) or a special one. */
const hostileCodePoint = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 0x10ffff }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) },
  { weight: 1, arbitrary: fc.constantFrom(...SPECIAL) },
);

/**
 * Hostile text: full Unicode, NUL and lone surrogates included. Built from code points rather than
 * fc.string's units: thirty times cheaper, and the fuzz test generates tens of thousands.
 */
export const hostileText = fc.array(hostileCodePoint, { maxLength: 24 }).map((codes) => String.fromCodePoint(...codes));

/**
 * Text past a field limit: 64 (ids), 200 (a reference), 1,000 (a prescription), 20,000 (any text,
 * MAX_TEXT_LENGTH), one character more or far more. The 10 MiB body limit has its own case.
 */
export const longText = fc
  .tuple(hostileCodePoint, fc.oneof(fc.constantFrom(65, 201, 1_001, 20_001), fc.integer({ min: 1_000, max: 60_000 })))
  .map(([code, times]) => String.fromCodePoint(code).repeat(times));

/** JSON values whose strings and keys are hostile. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom("uuid", "table", "record", "__proto__", "constructor")), tie("value"), { maxKeys: 3 }),
  ),
})).value;

const tables = fc.constantFrom("clients", "rehabilitations", "cycle_actions", "favorites", "chat_messages", "client_images", "hiapp_client_forms", "nope", "");

/** Queue entries close enough to valid that many get past the envelope and reach a table's schema. */
export const queueEntry = fc.record(
  {
    uuid: fc.oneof(fc.uuid(), hostileText, fc.integer(), fc.constant(null)),
    table: fc.oneof(tables, hostileText, fc.integer()),
    record: fc.oneof(
      hostileJson,
      fc.record(
        {
          uuid: fc.oneof(fc.uuid(), hostileText),
          clientname: fc.oneof(hostileText, hostileJson),
          clientFormFields: hostileJson,
          age: hostileJson,
          text: hostileText,
          article_uuid: hostileText,
        },
        { requiredKeys: [] },
      ),
    ),
    clientMutationId: fc.oneof(fc.integer(), hostileText, fc.constant(null)),
    op: fc.oneof(fc.constantFrom("UPSERT", "DELETE", "MERGE"), hostileText),
    baseDataversion: fc.oneof(fc.integer(), fc.constant(null), hostileText),
  },
  { requiredKeys: [] },
);

/**
 * Text as bytes, lone surrogates included: each is written as the three bytes UTF-8 would give a
 * code point in the surrogate range (invalid UTF-8), which Buffer.from would turn into U+FFFD.
 */
export function rawBytes(text: string): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const high = code >= 0xd800 && code <= 0xdbff;
    const paired = high && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (paired) {
      i++;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      parts.push(Buffer.from(text.slice(start, i), "utf8"), Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]));
      start = i + 1;
    }
  }
  parts.push(Buffer.from(text.slice(start), "utf8"));
  return Buffer.concat(parts);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A form field's value percent-encoded exactly as written: a lone surrogate as its invalid UTF-8 bytes. */
export function formValue(text: string): string {
  if (!LONE_SURROGATE.test(text)) return encodeURIComponent(text);
  return rawBytes(text).toString("hex").replace(/../g, "%$&");
}

/** A multipart body built from parts, then broken in one of the ways parsers trip on. */
export const malformedMultipart = fc
  .record({
    boundary: fc.oneof(fc.constant("XyZ"), fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 70 })),
    declared: fc.oneof(fc.constant("same"), fc.constant("none"), fc.string({ unit: "binary-ascii", maxLength: 20 })),
    parts: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom("payload", "formData", "removed_items"), hostileText),
        filename: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileText }),
        headers: fc.oneof(fc.constant(""), fc.string({ unit: "binary-ascii", maxLength: 40 })),
        value: fc.oneof(
          hostileText,
          hostileJson.map((v) => JSON.stringify(v) ?? "null"),
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString("latin1")),
        ),
      }),
      { maxLength: 4 },
    ),
    ending: fc.constantFrom("closed", "open", "truncated", "no-crlf", "garbage"),
  })
  .map(({ boundary, declared, parts, ending }) => {
    const lines = parts.map((p) => {
      const filename = p.filename === undefined ? "" : `; filename="${p.filename}"`;
      return `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${filename}\r\n${p.headers}\r\n\r\n${p.value}\r\n`;
    });
    let text = lines.join("");
    if (ending === "closed") text += `--${boundary}--\r\n`;
    else if (ending === "truncated") text = text.slice(0, Math.floor(text.length / 2));
    else if (ending === "no-crlf") text = text.replaceAll("\r\n", "\n") + `--${boundary}--`;
    else if (ending === "garbage") text += `--${boundary}--\r\n\u0000\uffff${boundary}`;
    const contentType = declared === "none" ? "multipart/form-data" : `multipart/form-data; boundary=${declared === "same" ? boundary : declared}`;
    return { contentType: contentType.replace(/[^\t\x20-\x7e]/g, ""), body: rawBytes(text) };
  });
