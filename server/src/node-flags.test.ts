import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("the server's Node flags", () => {
  it("are the ones the Dockerfile starts the server with", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(root, "Dockerfile"), "utf8"));
    expect(cmd, "the Dockerfile has an exec-form CMD").not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(["node", ...SERVER_NODE_FLAGS, "server/dist/main.js"]);
  });

  it("give V8 a young generation of 2 x 64 MB semi-spaces (the default is 2 x 16 MB)", () => {
    const newSpace = (flags: readonly string[]) => {
      const script =
        "const v8 = require('v8'); const keep = []; for (let i = 0; i < 3e6; i += 1) keep.push({ i }); process.stdout.write(String(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size))";
      const run = spawnSync(process.execPath, [...flags, "-e", script], { encoding: "utf8" });
      expect(run.status, run.stderr).toBe(0);
      return Number(run.stdout);
    };
    expect(newSpace(SERVER_NODE_FLAGS)).toBe(2 * 64 * 1024 * 1024);
    expect(newSpace([])).toBeLessThan(2 * 64 * 1024 * 1024);
  });
});
