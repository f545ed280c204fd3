import type { DraftItem } from "./content-operations.js";

/** One text key of the deployment with its text in each language ("" where it has none). */
export interface TextRow {
  key: string;
  texts: Record<string, string>;
  /** The languages that lack it. */
  missing: string[];
}

/**
 * The texts table of the content page (docs/operator-console.md, "The content page"): every key of
 * the draft's translations, its text in each of the deployment's languages side by side, sorted by
 * key; `missing` from the draft's missingTexts, where the server names the keys each language lacks.
 */
export function textRows(
  items: readonly DraftItem[],
  languages: readonly string[],
  missingTexts: ReadonlyArray<{ language: string; keys: string[] }>,
): TextRow[] {
  const rows = new Map<string, TextRow>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) {
      found = { key, texts: Object.fromEntries(languages.map((l) => [l, ""])), missing: [] };
      rows.set(key, found);
    }
    return found;
  };
  for (const item of items) {
    if (item.kind !== "translations" || !languages.includes(item.language)) continue;
    row(item.key).texts[item.language] = translationOf(item.content);
  }
  for (const { language, keys } of missingTexts) {
    if (!languages.includes(language)) continue;
    for (const key of keys) row(key).missing.push(language);
  }
  return [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The text of a translations item's content ({identifier, translation}), "" when it has none. */
export function translationOf(content: string): string {
  try {
    const parsed = JSON.parse(content) as { translation?: unknown };
    return typeof parsed.translation === "string" ? parsed.translation : "";
  } catch {
    return "";
  }
}

/** The rows whose key or any text holds the search (any letter case), and, with `missingOnly`, lack a text somewhere. */
export function filterTextRows(rows: readonly TextRow[], search: string, missingOnly: boolean): TextRow[] {
  const wanted = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!missingOnly || row.missing.length > 0) &&
      (wanted === "" || row.key.toLowerCase().includes(wanted) || Object.values(row.texts).some((text) => text.toLowerCase().includes(wanted))),
  );
}

/** A translations item of that key and language with this text, as putDraftItem takes it. */
export function textItem(key: string, language: string, translation: string): DraftItem {
  return { kind: "translations", key, language, content: JSON.stringify({ identifier: key, translation }) };
}
