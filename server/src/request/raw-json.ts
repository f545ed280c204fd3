import { randomBytes } from "node:crypto";

/*
 * JSON text put into an answer as it is (docs/sync-and-api.md, "Records as documents"): PostgreSQL
 * builds a page of records as one JSON text, and the answer carries that text without Node parsing
 * it or stringifying it again record by record. Node 20 has no JSON.rawJSON, so the answer's
 * JSON.stringify writes a marker in its place and stringifyAnswer puts the text there afterwards.
 * The marker holds a random nonce drawn when the process starts, never sent to anyone, so no text a
 * user wrote can be taken for one.
 */

const NONCE = `raw-json:${randomBytes(16).toString("hex")}:`;
const MARKER = new RegExp(`"${NONCE}(\\d+)"`, "g");

/** The raw texts met by the JSON.stringify under way in stringifyAnswer, in order; null outside it. */
let collected: string[] | null = null;

/** JSON text (valid JSON, built by the database) to be put into an answer as it is. */
export class RawJson {
  constructor(readonly text: string) {}

  /**
   * Inside stringifyAnswer: a marker, replaced by the text afterwards. Anywhere else (graphql-ws's
   * own JSON.stringify, a log): the text's value, so the JSON written is right, only slower.
   */
  toJSON(): unknown {
    if (collected === null) return JSON.parse(this.text) as unknown;
    collected.push(this.text);
    return `${NONCE}${collected.length - 1}`;
  }
}

/** JSON.stringify of an answer, each RawJson in it written as its text. */
export function stringifyAnswer(value: unknown): string {
  const outer = collected;
  const texts: string[] = [];
  collected = texts;
  let json: string;
  try {
    json = JSON.stringify(value);
  } finally {
    collected = outer;
  }
  if (texts.length === 0) return json;
  // A function as the replacement, so no "$" in the text is read as a pattern.
  return json.replace(MARKER, (_marker, index: string) => texts[Number(index)]!);
}
