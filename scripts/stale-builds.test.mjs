import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILDS, staleBuilds } from "./stale-builds.mjs";

/** A repository in a temp folder with every source and build of BUILDS, built after its sources. */
let root;

function write(file, atSeconds) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, "x");
  fs.utimesSync(full, atSeconds, atSeconds);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "stale-builds-"));
  for (const { sources } of BUILDS) for (const source of sources) write(source.includes(".") ? source : `${source}/a.ts`, 1000);
  for (const { output } of BUILDS) write(output, 2000);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("what npm start builds first", () => {
  it("nothing when every build is newer than its sources", () => {
    expect(staleBuilds(root)).toEqual([]);
  });

  it("a missing build, by name", () => {
    fs.rmSync(path.join(root, "server/dist/main.js"));
    expect(staleBuilds(root)).toEqual([{ workspace: "server", reason: "server/dist/main.js is missing" }]);
  });

  it("the web app when a source file deep in it changed after the build", () => {
    write("apps/web/src/modules/home/Home.tsx", 3000);
    expect(staleBuilds(root)).toEqual([{ workspace: "apps/web", reason: "apps/web/src changed after apps/web/dist/index.html was built" }]);
  });

  it("not for a changed test file, which the build does not hold", () => {
    write("server/src/sync/sync.test.ts", 3000);
    expect(staleBuilds(root)).toEqual([]);
  });

  it("the server and the web app after the domain package they use, in that order", () => {
    write("packages/domain/src/rules.ts", 3000);
    expect(staleBuilds(root).map((b) => b.workspace)).toEqual(["packages/domain", "server", "apps/web"]);
    expect(staleBuilds(root)[1].reason).toBe("packages/domain/dist is rebuilt first");
  });
});
