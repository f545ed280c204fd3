import { BadInput } from "../errors.js";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deepest nesting walked; a body past it is refused rather than walked on. */
const MAX_DEPTH = 64;

/**
 * Refuses text PostgreSQL cannot store (docs/SECURITY.md, "Limits and quotas"): a NUL character, or a lone UTF-16
 * surrogate. Both used to reach the database and answer 500; here they are a 400 naming the field.
 */
export function assertStorableText(value: unknown, where: string, depth = 0): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw new BadInput(`${where}: must not hold a NUL character (\\u0000)`);
    if (LONE_SURROGATE.test(value)) throw new BadInput(`${where}: must not hold a lone UTF-16 surrogate`);
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (depth > MAX_DEPTH) throw new BadInput(`${where}: nested deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertStorableText(item, `${where}[${i}]`, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    assertStorableText(key, `${where} (a key)`, depth + 1);
    assertStorableText(item, `${where}.${key}`, depth + 1);
  }
}
