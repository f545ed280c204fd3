/** Any text of a record, but for the table's long texts (an image as a data URL), which the body limit bounds. */
export const MAX_TEXT_LENGTH = 20_000;

/**
 * Lists and objects an entry may nest, the entry itself counted (docs/sync-and-api.md); a record of
 * docs/product.md §3 nests about 8 (a plan's domains, goals, actions). Deeper, it is refused before anything
 * recursive (JSON encoding, zod, jsonb) meets it: a 6,000-deep list overflowed the stack.
 */
export const MAX_NESTING = 32;

/** A NUL, or half of a surrogate pair: PostgreSQL's text and jsonb cannot store either. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first text of an entry (keys included) that cannot be stored or is too long, or list or
 * object nested past MAX_NESTING, named by its path (`record.clientname: ...`), or null. Texts under
 * one of `longTexts` (an image's data URL) are bounded by the body limit alone. Walks without
 * recursion, so no nesting can overflow.
 */
export function findBadText(value: unknown, longTexts: readonly string[]): string | null {
  const stack: { value: unknown; path: string; long: boolean; depth: number }[] = [{ value, path: "", long: false, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, long, depth } = stack.pop()!;
    if (typeof current === "string") {
      const problem = textProblem(current, long);
      if (problem) return `${path || "entry"}: ${problem}`;
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (depth >= MAX_NESTING) return `${path || "entry"}: nested deeper than ${MAX_NESTING} levels of lists and objects`;
    if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]`, long, depth: depth + 1 }));
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const at = path ? `${path}.${key}` : key;
      const problem = textProblem(key, false);
      if (problem) return `${at}: the field name ${problem.replace(/^it /, "")}`;
      stack.push({ value: item, path: at, long: long || longTexts.includes(key), depth: depth + 1 });
    }
  }
  return null;
}

function textProblem(text: string, long: boolean): string | null {
  if (UNSTORABLE.test(text)) return "contains a NUL character or a lone surrogate, which cannot be stored";
  if (!long && text.length > MAX_TEXT_LENGTH) return `must be at most ${MAX_TEXT_LENGTH} characters (has ${text.length})`;
  return null;
}
