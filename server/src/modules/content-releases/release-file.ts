import { z } from "zod";
import { BadInput } from "../../errors.js";
import { describeZodError } from "../../zod-errors.js";
import type { ReleaseContent, ReleaseItem } from "./release-content.js";
import { checkedContent, MAX_ITEM_BYTES, MAX_ITEM_SIZE_TEXT } from "./item-shapes.js";

/**
 * One release as one file (docs/operator-console.md, "What a draft is checked for"): exported from
 * one deployment, imported into the draft of another. Written in a stable order, so two exports of one
 * release differ only in exportedAt.
 */
export const RELEASE_FILE_FORMAT = "stepwise-release";
export const RELEASE_FILE_VERSION = 1;

export function releaseFile(meta: { app_identifier: string; number: number }, content: ReleaseContent, exportedAt: Date = new Date()): string {
  const items = [...content.items].sort((a, b) => compareText(a.kind, b.kind) || compareText(a.key, b.key) || compareText(a.language, b.language));
  const document = {
    format: RELEASE_FILE_FORMAT,
    version: RELEASE_FILE_VERSION,
    app_identifier: meta.app_identifier,
    number: meta.number,
    exportedAt: exportedAt.toISOString(),
    settings: sortedKeys(content.settings),
    items: items.map((item) => ({ kind: item.kind, key: item.key, language: item.language, content: sortedKeys(item.content) })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Object keys in code-point order at every depth; arrays keep their order (it means something). */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort(compareText)
        .map((key) => [key, sortedKeys(record[key])]),
    );
  }
  return value;
}

const name = z.string().trim().min(1, "is required");
const settingsShape = z.strictObject({
  app_title: z.string(),
  login: z.boolean(),
  metadata: z.strictObject({ text2speech: z.boolean(), userLogin: z.boolean(), introText: z.string().nullable() }),
  languages: z.array(z.strictObject({ id: name, name: z.string(), languageCode: name })),
  regions: z.array(z.strictObject({ id: name, name: z.string(), countryID: z.number().int().nullable() })),
  forms: z.array(z.strictObject({ formtype: name })),
});

const fileShape = z.strictObject({
  format: z.literal(RELEASE_FILE_FORMAT),
  version: z.literal(RELEASE_FILE_VERSION),
  app_identifier: z.string(),
  number: z.number().int().min(1),
  exportedAt: z.string(),
  settings: settingsShape,
  items: z.array(z.strictObject({ kind: z.string(), key: z.string(), language: z.string(), content: z.unknown() })),
});

export interface ReadRelease extends ReleaseContent {
  app_identifier: string;
  number: number;
  exportedAt: string;
}

/** A release file read and checked: its settings, and every item as checkedItem checks one; BadInput naming the path. */
export function readReleaseFile(text: string): ReadRelease {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadInput("not a Stepwise release file: not JSON");
  }
  const head = obj(parsed);
  if (head.format !== RELEASE_FILE_FORMAT) throw new BadInput("not a Stepwise release file");
  if (typeof head.version === "number" && head.version > RELEASE_FILE_VERSION) {
    throw new BadInput(`version ${head.version} is newer than this server reads (${RELEASE_FILE_VERSION})`);
  }
  const result = fileShape.safeParse(parsed);
  if (!result.success) throw new BadInput(describeZodError(result.error, "file"));
  const file = result.data;
  const languages = file.settings.languages.map((l) => l.languageCode);
  const seen = new Set<string>();
  const items: ReleaseItem[] = file.items.map((item, i) => {
    const at = `file.items[${i}]`;
    if (Buffer.byteLength(JSON.stringify(item.content) ?? "", "utf8") > MAX_ITEM_BYTES) {
      throw new BadInput(`${at}.content: more than the ${MAX_ITEM_SIZE_TEXT} of JSON an item may hold`);
    }
    const id = `${item.kind}\u0000${item.key}\u0000${item.language}`;
    if (seen.has(id)) throw new BadInput(`${at}: ${item.kind} ${item.key} (${item.language || "every language"}) is there twice`);
    seen.add(id);
    return checkedContent(item, languages, at);
  });
  return { app_identifier: file.app_identifier, number: file.number, exportedAt: file.exportedAt, settings: file.settings, items };
}

const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
