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

  it("leave V8's young generation at its default size (--max-semi-space-size bought nothing measurable)", () => {
    expect(SERVER_NODE_FLAGS.some((flag) => flag.startsWith("--max-semi-space-size"))).toBe(false);
  });
});
