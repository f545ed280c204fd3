import { describe, expect, it } from "vitest";
import { floors, refusedBy } from "./check-engines.mjs";

const lock = (engines) => ({ packages: { "": { version: "0.1.0" }, "node_modules/a": { version: "1.0.0", engines: { node: engines } } } });

describe("the engines check", () => {
  it("takes the lowest Node of each part of the range", () => {
    expect(floors("^20.19.0 || >=22.13.0")).toEqual(["20.19.0", "22.13.0"]);
  });

  it("names a package that wants a newer Node than the lowest allowed", () => {
    expect(refusedBy(lock(">=22.15.0"), "^20.19.0 || >=22.13.0")).toEqual([
      "node_modules/a@1.0.0 wants node >=22.15.0, not 20.19.0",
      "node_modules/a@1.0.0 wants node >=22.15.0, not 22.13.0",
    ]);
  });

  it("passes a package that runs on every floor", () => {
    expect(refusedBy(lock(">=18"), "^20.19.0 || >=22.13.0")).toEqual([]);
    expect(refusedBy(lock("^20.19.0 || ^22.13.0 || >=24"), "^20.19.0 || >=22.13.0")).toEqual([]);
  });
});
