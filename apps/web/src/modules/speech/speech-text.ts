/** docs/product.md §1, §5: how read-aloud speaks, unless a caller asks otherwise within the limits below. */
export const SPEECH_DEFAULTS = { rate: 0.95, pitch: 1, volume: 1 } as const;
/** docs/product.md §1: the default language. */
export const DEFAULT_SPEECH_LANGUAGE = "EN";

/** docs/product.md §8: the messages of read-aloud, exactly. */
export const SPEECH_MESSAGES = {
  missingFeatures: "browser misses features",
  noVoices: "browser has no voices (timeout)",
  noText: "at least some valid text is required to speak",
} as const;

export interface SpeechOptions {
  rate?: number;
  pitch?: number;
  volume?: number;
}

/** docs/product.md §5: pitch 0 to 2, volume 0 to 1, rate 0.1 to 10. */
const LIMITS = { pitch: [0, 2], volume: [0, 1], rate: [0.1, 10] } as const;

/** docs/product.md §5: the text must be a string; the values must lie within their limits. Throws when not. */
export function validateSpeech(text: unknown, options: SpeechOptions = {}): asserts text is string {
  if (typeof text !== "string") throw new TypeError(SPEECH_MESSAGES.noText);
  for (const name of ["pitch", "volume", "rate"] as const) {
    const value = options[name];
    if (value === undefined) continue;
    const [min, max] = LIMITS[name];
    if (typeof value !== "number" || Number.isNaN(value) || value < min || value > max) throw new RangeError(`${name} must be a number from ${min} to ${max}`);
  }
}

/** docs/product.md §1: markup tags and non-breaking-space entities are stripped, whitespace runs made one space. */
export function cleanSpeechText(text: string): string {
  return text
    .replace(/<[^<>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Longest piece spoken as one utterance: Chrome stops a long utterance after about 15 s. */
export const MAX_CHUNK_LENGTH = 200;

/** Splits cleaned text at sentence ends (or spaces, for a very long sentence) into pieces of at most `max` characters. */
export function speechChunks(text: string, max = MAX_CHUNK_LENGTH): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const sentence of text.match(/[^.!?]+[.!?]*\s*/g) ?? []) {
    for (const piece of splitLong(sentence.trim(), max)) {
      if (current && current.length + 1 + piece.length > max) {
        chunks.push(current);
        current = piece;
      } else current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitLong(sentence: string, max: number): string[] {
  if (sentence.length <= max) return sentence ? [sentence] : [];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(" ", max);
    const at = cut > 0 ? cut : max;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}
