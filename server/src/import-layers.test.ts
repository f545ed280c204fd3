import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layer check (docs/layers.md) run on throwaway trees: every rule must refuse a planted wrong
// import, directly and through a chain, and let the allowed direction pass.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const script = path.join(root, "scripts/check-import-cycles.mjs");
/** The rules of scripts/import-rules/, as the check itself reads them. */
const rules = JSON.parse(execFileSync(process.execPath, [script, "--rules"], { encoding: "utf8" })) as {
  folder: string;
  mayNotUse: string;
  why: string;
  /** Only a direct import is wrong: the chain through another layer is the allowed way. */
  directOnly?: boolean;
}[];

const trees: string[] = [];

function treeOf(files: Record<string, string>): string {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "stepwise-layers-"));
  trees.push(tree);
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

/** An import from `from` to `to`, both paths of the tree. */
function importOf(from: string, to: string): string {
  const specifier = path.relative(path.dirname(from), to).replace(/\.ts$/, "");
  return `import { value } from "${specifier.startsWith(".") ? specifier : `./${specifier}`}";\nexport const used = value;\n`;
}

// The web app has a rule for every pair of feature modules, hundreds in all: each kind of planted
// tree holds the files of every rule at once (each rule's own names), and the check runs once per kind.
const named = rules.map(({ folder, mayNotUse, why, directOnly }, index) => ({
  folder,
  mayNotUse,
  why,
  directOnly: directOnly === true,
  index,
  /** The rule's planted file, importing its forbidden folder directly or through a folder of no rule. */
  planted: `${folder}/planted-${index}.ts`,
  between: `${folder.startsWith("server/") ? "server/src" : "apps/web/src"}/between/between-${index}.ts`,
  target: `${mayNotUse}/target-${index}.ts`,
}));

/** The allowed direction: the forbidden folder using the rule's folder (unless a rule forbids that too). */
const forbidden = new Set(rules.map(({ folder, mayNotUse }) => `${folder} ${mayNotUse}`));
const oneWay = named.filter(({ folder, mayNotUse }) => !forbidden.has(`${mayNotUse} ${folder}`));
const allowed = oneWay.map(({ folder, mayNotUse, index }) => ({ user: `${mayNotUse}/user-${index}.ts`, used: `${folder}/used-${index}.ts` }));

const results = {} as Record<"direct" | "chained" | "allowed", { status: number; output: string }>;

beforeAll(() => {
  results.direct = check(
    treeOf(
      Object.fromEntries(
        named.flatMap(({ planted, target }) => [
          [planted, importOf(planted, target)],
          [target, "export const value = 1;\n"],
        ]),
      ),
    ),
  );
  results.chained = check(
    treeOf(
      Object.fromEntries(
        named.flatMap(({ planted, between, target }) => [
          [planted, importOf(planted, between)],
          [between, importOf(between, target).replace("used", "value")],
          [target, "export const value = 1;\n"],
        ]),
      ),
    ),
  );
  results.allowed = check(
    treeOf(
      Object.fromEntries(
        allowed.flatMap(({ user, used }) => [
          [user, importOf(user, used)],
          [used, "export const value = 1;\n"],
        ]),
      ),
    ),
  );
});

afterAll(() => {
  for (const tree of trees) fs.rmSync(tree, { recursive: true, force: true });
});

describe("the layer check", () => {
  it("has rules for both trees", () => {
    expect(rules.some(({ folder }) => folder.startsWith("server/src/"))).toBe(true);
    expect(rules.some(({ folder }) => folder.startsWith("apps/web/src/"))).toBe(true);
  });

  it.each(named)("refuses $folder importing $mayNotUse directly", ({ folder, mayNotUse, why, planted, target }) => {
    expect(results.direct.status).toBe(1);
    expect(results.direct.output).toContain(`${folder} may not use ${mayNotUse} (${why}): ${planted} imports ${target}\n`);
  });

  it.each(named.filter(({ directOnly }) => !directOnly))(
    "refuses $folder reaching $mayNotUse through a chain",
    ({ folder, mayNotUse, why, planted, between, target }) => {
      expect(results.chained.status).toBe(1);
      expect(results.chained.output).toContain(`${folder} may not use ${mayNotUse} (${why}): ${planted} -> ${between} -> ${target}\n`);
    },
  );

  it.each(named.filter(({ directOnly }) => directOnly))("lets $folder reach $mayNotUse through another layer", ({ planted, between, target }) => {
    expect(results.chained.output).not.toContain(`${planted} -> ${between} -> ${target}`);
  });

  it("has rules of direct imports only, and they bind no test", () => {
    const rule = named.find(({ directOnly }) => directOnly);
    expect(rule).toBeDefined();
    const test = `${rule!.folder}/planted.test.ts`;
    const result = check(treeOf({ [test]: importOf(test, rule!.target), [rule!.target]: "export const value = 1;\n" }));
    expect(result.output).not.toContain(`${test} imports`);
  });

  it("lets each folder's forbidden folder import it, where no rule forbids that too", () => {
    expect(oneWay.length).toBeGreaterThan(0);
    expect(results.allowed.output).toMatch(new RegExp(`^No import cycles among ${allowed.length * 2} files`));
    expect(results.allowed.status).toBe(0);
  });

  it("refuses a cycle", () => {
    const a = "server/src/db/a.ts";
    const b = "server/src/db/b.ts";
    const result = check(treeOf({ [a]: importOf(a, b).replace("used", "value"), [b]: importOf(b, a).replace("used", "value") }));
    expect(result.status).toBe(1);
    expect(result.output).toContain("1 import cycle(s)");
  });
});
