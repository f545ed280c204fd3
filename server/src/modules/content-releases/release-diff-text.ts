import type { ReleaseItem } from "./release-content.js";

/** One change between two releases, as the console lists it (docs/operator-console.md). */
export interface ReleaseChange {
  where: string;
  change: "added" | "removed" | "changed";
  before: string | null;
  after: string | null;
}

/** How long a before or after may be before it is cut with "…". */
export const SHOWN_CHARS = 200;

export function change(where: string, before: string | null, after: string | null): ReleaseChange {
  return { where, change: before === null ? "added" : after === null ? "removed" : "changed", before, after };
}

export function abbreviate(text: string): string {
  const chars = [...text];
  return chars.length <= SHOWN_CHARS ? text : `${chars.slice(0, SHOWN_CHARS - 1).join("")}…`;
}

/** Tags after which a reader sees a break between words. */
const BREAKING = /^\/?(?:br|p|h[1-6]|li|ul|ol|blockquote|div)\b/i;

/** HTML as the reader sees its words: tags gone (a block's end a space), entities read, spaces collapsed. */
export function htmlText(html: string): string {
  let text = "";
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open < 0) {
      text += html.slice(at);
      break;
    }
    const close = html.indexOf(">", open);
    if (close < 0) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, open);
    if (BREAKING.test(html.slice(open + 1, close))) text += " ";
    at = close + 1;
  }
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

export const obj = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
export const str = (value: unknown): string => (typeof value === "string" ? value : value === null || value === undefined ? "" : JSON.stringify(value));

/** A value as one short line: text as it is, lists joined, anything else as JSON; undefined is absent. */
export function shown(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return "none";
  if (typeof value === "string") return abbreviate(value);
  if (typeof value === "boolean") return value ? "on" : "off";
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return abbreviate(value.length ? value.join(", ") : "none");
  return abbreviate(JSON.stringify(value));
}

/** A change when the two values differ (compared as JSON), none when they are equal. */
export function compareValues(where: string, before: unknown, after: unknown): ReleaseChange[] {
  if (stableJson(before) === stableJson(after)) return [];
  return [change(where, shown(before), shown(after))];
}

/** Items matched by key and language, in order of key then language. */
export function matchItems(before: ReleaseItem[], after: ReleaseItem[]): { key: string; language: string; before?: ReleaseItem; after?: ReleaseItem }[] {
  const id = (item: ReleaseItem) => `${item.key}\u0000${item.language}`;
  const map = new Map<string, { key: string; language: string; before?: ReleaseItem; after?: ReleaseItem }>();
  for (const item of before) map.set(id(item), { key: item.key, language: item.language, before: item });
  for (const item of after) map.set(id(item), { ...(map.get(id(item)) ?? { key: item.key, language: item.language }), after: item });
  return [...map.values()].sort((a, b) => compare(a.key, b.key) || compare(a.language, b.language));
}

export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const inLanguage = (language: string) => (language ? ` (${language})` : "");

/** JSON with object keys in order at every depth: PostgreSQL's jsonb gives them back in its own order. */
export function stableJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
