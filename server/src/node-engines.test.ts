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
  engines?: { node?: string } | string[];
}

/** Every package npm installs for production (`npm ci --omit=dev`), with the Node range it declares. */
function productionEngines(): Array<{ name: string; range: string }> {
  const lock = readJson("package-lock.json") as { packages: Record<string, LockedPackage> };
  return Object.entries(lock.packages)
    .filter(([where, entry]) => where !== "" && !entry.dev && !entry.link)
    .flatMap(([where, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range ? [{ name: `${where.replace(/^.*node_modules\//, "")}@${entry.version}`, range }] : [];
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

  it("the declared lower bound is one every production dependency supports", () => {
    const excluding = productionEngines().filter(({ range }) => !semver.satisfies(lowest, range, { includePrerelease: true }));
    expect(
      excluding.map(({ name, range }) => `${name} wants ${range}`),
      `package.json engines.node is ${declared}`,
    ).toEqual([]);
  });

  it("production runs on Node 22 LTS in the Dockerfile, which the declared range and every production dependency take", () => {
    expect(dockerNode).toBe("22");
    const dockerVersion = `${dockerNode}.12.0`;
    expect(semver.satisfies(dockerVersion, declared)).toBe(true);
    expect(productionEngines().filter(({ range }) => !semver.satisfies(dockerVersion, range))).toEqual([]);
  });

  it("the Node running the tests is inside the declared range", () => {
    expect(semver.satisfies(process.version, declared), `${process.version} against ${declared}`).toBe(true);
  });
});
