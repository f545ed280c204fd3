import { describe, expect, it } from "vitest";
import { sameContent } from "./same-content.js";

describe("sameContent", () => {
  it("ignores key order, as jsonb does", () => {
    expect(sameContent({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
  });

  it("sees any changed value, added key or reordered list", () => {
    expect(sameContent({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameContent({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameContent({ l: [1, 2] }, { l: [2, 1] })).toBe(false);
    expect(sameContent({ a: "1" }, { a: 1 })).toBe(false);
  });
});
