import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const script = path.join(root, "scripts/check-cited-paths.mjs");

/** Words joined at run time, so that this file cites nothing itself. */
const says = (...parts: string[]) => parts.join(" ");

let tree: string | null = null;

/** A throwaway git tree holding `files`, tracked as the check reads them (git ls-files). */
function treeOf(files: Record<string, string>): string {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-citations-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  execFileSync("git", ["init", "-q"], { cwd: tree });
  execFileSync("git", ["add", "-A"], { cwd: tree });
  return tree;
}

/** Runs scripts/check-cited-paths.mjs on `dir`: its exit status and what it printed. */
function check(dir: string): { status: number; output: string } {
  try {
    const stdout = execFileSync(process.execPath, [script, dir], { encoding: "utf8", stdio: "pipe" });
    return { status: 0, output: stdout };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

afterEach(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
  tree = null;
});

describe("scripts/check-cited-paths.mjs: code cites docs/, never an issue or the product spec", () => {
  it("fails on an issue number in a code comment, naming the file and line", () => {
    const dir = treeOf({ "src/merge.ts": `export const merged = true;\n// Merged field by field (${says("issue", "12")}).\n` });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`src/merge.ts:2 cites "${says("issue", "12")}"`);
  });

  it("fails on a spec section in a test name, in a script and in config, each by file and line", () => {
    const dir = treeOf({
      "src/rules.test.ts": `it("keeps the defaults (${says("Spec", "3")})", () => {});\n`,
      "scripts/tool.mjs": `// Reads the rules of ${says("spec", "section", "4")}.\n`,
      "deploy/site.conf": `# ${says("issues", "7")} and 17\n`,
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain("3 citation(s) to fix");
    expect(output).toContain(`src/rules.test.ts:1 cites "${says("Spec", "3")}"`);
    expect(output).toContain(`scripts/tool.mjs:1 cites "${says("spec", "section", "4")}"`);
    expect(output).toContain(`deploy/site.conf:1 cites "${says("issues", "7")}"`);
  });

  it("fails on a citation whose number a comment carries over to its next line", () => {
    const dir = treeOf({ "src/login.ts": `/**\n * Counted before the password is checked (${says("issue")}\n * 17 item 4).\n */\n` });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain("src/login.ts:2 cites an issue or the spec, its number on the next line");
  });

  it("passes a pointer into docs/, history in docs/, words that only look alike, and a health issue's id", () => {
    const dir = treeOf({
      "docs/product.md": `# The product\n\n## 3. Entities\n\nSince ${says("issue", "32")} batches run at once.\n`,
      "src/merge.ts": "// Merged field by field (docs/product.md §3); a tissue 5 mm thick; respec 2; an issue's reason.\nexport const issue = 1;\n",
      "server/src/modules/health-issue/hiapp-pdf.test.ts": `const message = "formData.hiapp_subjects[0].hi_issues[0].id: no ${says("issue", "999")}";\n`,
    });
    const { status, output } = check(dir);
    expect(output).toContain("code, tests, scripts and config cite no issue and no spec");
    expect(status).toBe(0);
  });
});
