import { createRequire } from "node:module";
import type { Page } from "puppeteer-core";

const axeSource = (createRequire(import.meta.url)("axe-core") as { source: string }).source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it stands (drawers open included). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe-core is 0.5 MB of script: loaded once a document, as in-app navigation keeps the document.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
