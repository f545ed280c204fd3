import type { Page } from "puppeteer-core";

/**
 * The benchmarks run under tsx, whose esbuild keeps function names by wrapping them in `__name(...)`.
 * A function handed to `page.evaluate` (the end-to-end helpers') is sent as its source, so the page
 * needs that helper too; it returns the function unchanged.
 */
export async function acceptTsxFunctions(page: Page): Promise<void> {
  const define = "globalThis.__name = globalThis.__name || ((target) => target);";
  await page.evaluateOnNewDocument(define);
  await page.evaluate(define);
}
