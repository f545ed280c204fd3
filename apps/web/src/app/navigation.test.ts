import { describe, expect, it } from "vitest";
import { sectionsFor } from "./navigation.js";

describe("the sections each flavour offers", () => {
  const paths = (id: string | null) => sectionsFor(id).map((s) => s.to);

  it("offers the health-issue form only in HIAPP and the Malawi area only in MALA", () => {
    expect(paths("HIAPP")).toContain("/hiapp");
    expect(paths("HIAPP")).not.toContain("/malawi");
    expect(paths("MALA")).toContain("/malawi");
    expect(paths("MALA")).not.toContain("/hiapp");
    expect(paths(null)).not.toContain("/hiapp");
    expect(paths(null)).not.toContain("/malawi");
  });

  it("offers every screen family of spec 2 in every flavour, the settings last", () => {
    for (const id of ["HIAPP", "MALA", "REHABILITATION", null]) {
      expect(paths(id)).toEqual(expect.arrayContaining(["/forms/clients", "/forms/goals", "/forms/diary", "/forms/Cycleform", "/milestones", "/calendar", "/chat"]));
      expect(paths(id).at(-1)).toBe("/settings");
    }
  });
});
