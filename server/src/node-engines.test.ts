import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

interface LockedPackage {
  version?: string;
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * The tools `npm start` runs besides the production packages: it builds the web app when its build
 * is missing (scripts/start.mjs, apps/web's build script: tsc, vite with its React and PWA plugins).
 */
const START_BUILD_TOOLS = ["typescript", "vite", "vite-plugin-pwa", "@vitejs/plugin-react", "workbox-window"];

const lock = readJson("package-lock.json") as { packages: Record<string, LockedPackage> };

/** Where Node finds `name` from the package installed at `from`: the nearest node_modules up the tree. */
function resolveIn(from: string, name: string): string | undefined {
  const target = lock.packages[from]?.link ? (lock.packages[from].resolved ?? from) : from;
  for (let dir = target; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const candidate = `${dir === "" ? "" : `${dir}/`}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (dir === "") return undefined;
  }
}

/** Every installed package reachable from `roots` through dependencies (peer and optional ones included when installed). */
function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const where = queue.pop()!;
    if (seen.has(where)) continue;
    seen.add(where);
    const entry = lock.packages[where] ?? {};
    const names = Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies });
    for (const name of names) {
      const found = resolveIn(where, name);
      if (found) queue.push(found);
    }
  }
  return seen;
}

/** The packages `npm ci && npm start` runs, with the Node range each declares: production ones and the web build's tools. */
function startEngines(): Array<{ name: string; range: string }> {
  const production = Object.entries(lock.packages)
    .filter(([where, entry]) => where !== "" && !entry.dev && !entry.link)
    .map(([where]) => where);
  const tools = START_BUILD_TOOLS.map((name) => resolveIn("apps/web", name) ?? resolveIn("", name)).filter((w): w is string => w !== undefined);
  expect(tools, "every build tool of npm start is in the lockfile").toHaveLength(START_BUILD_TOOLS.length);
  return [...closure([...production, ...tools])].flatMap((where) => {
    const entry = lock.packages[where] ?? {};
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    return range && !entry.link ? [{ name: `${where.replace(/^.*node_modules\//, "")}@${entry.version}`, range }] : [];
  });
}

describe("the Node versions Stepwise claims", () => {
  const declared = (readJson("package.json") as { engines: { node: string } }).engines.node;
  const lowest = semver.minVersion(declared)!.version;
  const dockerNode = /^FROM node:(\d+)(?:[-.][-.\w]*)?$/m.exec(
    fs
      .readFileSync(path.join(root, "Dockerfile"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("FROM"))
      .pop()!,
  )?.[1];

  it("the declared lower bound is one every package npm start runs supports (production and the web build)", () => {
    const excluding = startEngines().filter(({ range }) => !semver.satisfies(lowest, range, { includePrerelease: true }));
    expect(
      excluding.map(({ name, range }) => `${name} wants ${range}`),
      `package.json engines.node is ${declared}`,
    ).toEqual([]);
  });

  it("production runs on Node 22 LTS in the Dockerfile, which the declared range and every package npm start runs takes", () => {
    expect(dockerNode).toBe("22");
    // The lowest release of the Dockerfile's major line that the declared range takes.
    const dockerVersion = Array.from({ length: 40 }, (_, minor) => `${dockerNode}.${minor}.0`).find((v) => semver.satisfies(v, declared));
    expect(dockerVersion, `no Node ${dockerNode} release is inside ${declared}`).toBeDefined();
    expect(startEngines().filter(({ range }) => !semver.satisfies(dockerVersion!, range, { includePrerelease: true }))).toEqual([]);
  });

  it("the Node running the tests is inside the declared range", () => {
    expect(semver.satisfies(process.version, declared), `${process.version} against ${declared}`).toBe(true);
  });
});
