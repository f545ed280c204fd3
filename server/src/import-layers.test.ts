import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// The layer check (docs/layers.md) run on throwaway trees: every rule must refuse a planted wrong
// import, directly and through a chain, and let the allowed direction pass.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const script = path.join(root, "scripts/check-import-cycles.mjs");
/** The rules of scripts/import-rules/, as the check itself reads them. */
const rules = JSON.parse(execFileSync(process.execPath, [script, "--rules"], { encoding: "utf8" })) as { folder: string; mayNotUse: string }[];

let tree: string | null = null;

function treeOf(files: Record<string, string>): string {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-layers-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  return tree;
}

function check(dir: string): { status: number; output: string } {
  try {
    return { status: 0, output: execFileSync(process.execPath, [script, dir], { encoding: "utf8", stdio: "pipe" }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

/** The file planted in a rule's folder, or the rule's own file when it names one (server/src/services.ts). */
function fileOf(folder: string, name: string): string {
  return folder.endsWith(".ts") ? folder : `${folder}/${name}`;
}

/** An import from `from` to `to`, both paths of the tree. */
function importOf(from: string, to: string): string {
  const specifier = path.relative(path.dirname(from), to).replace(/\.ts$/, "");
  return `import { value } from "${specifier.startsWith(".") ? specifier : `./${specifier}`}";\nexport const used = value;\n`;
}

afterEach(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
  tree = null;
});

describe("the layer check", () => {
  it("has rules for both trees", () => {
    expect(rules.some(({ folder }) => folder.startsWith("server/src/"))).toBe(true);
    expect(rules.some(({ folder }) => folder.startsWith("apps/web/src/"))).toBe(true);
  });

  it.each(rules)("refuses $folder importing $mayNotUse directly", ({ folder, mayNotUse }) => {
    const planted = fileOf(folder, "planted.ts");
    const target = `${mayNotUse}/target.ts`;
    const result = check(treeOf({ [planted]: importOf(planted, target), [target]: "export const value = 1;\n" }));
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${folder} may not use ${mayNotUse}`);
    expect(result.output).toContain(`${planted} imports ${target}`);
  });

  it.each(rules)("refuses $folder reaching $mayNotUse through a chain", ({ folder, mayNotUse }) => {
    const planted = fileOf(folder, "planted.ts");
    const between = `${folder.startsWith("server/") ? "server/src" : "apps/web/src"}/between/between.ts`;
    const target = `${mayNotUse}/target.ts`;
    const result = check(
      treeOf({
        [planted]: importOf(planted, between),
        [between]: importOf(between, target).replace("used", "value"),
        [target]: "export const value = 1;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${planted} -> ${between} -> ${target}`);
  });

  it.each(rules)("lets $mayNotUse import $folder, unless another rule forbids that too", ({ folder, mayNotUse }) => {
    const user = `${mayNotUse}/user.ts`;
    const used = fileOf(folder, "used.ts");
    const result = check(treeOf({ [user]: importOf(user, used), [used]: "export const value = 1;\n" }));
    expect(result.output).not.toContain(`${folder} may not use ${mayNotUse}`);
    // Two sibling layers (the GraphQL and REST doors) may each forbid the other.
    if (rules.some((rule) => rule.folder === mayNotUse && rule.mayNotUse === folder)) return;
    expect(result.output).toMatch(/^No import cycles among 2 files/);
    expect(result.status).toBe(0);
  });

  it("refuses a cycle", () => {
    const a = "server/src/db/a.ts";
    const b = "server/src/db/b.ts";
    const result = check(treeOf({ [a]: importOf(a, b).replace("used", "value"), [b]: importOf(b, a).replace("used", "value") }));
    expect(result.status).toBe(1);
    expect(result.output).toContain("1 import cycle(s)");
  });
});
