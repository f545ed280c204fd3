import { describe, expect, it } from "vitest";
import { foldMilestonesDomain, INITIALIZED, isFirstRun, needsMilestonesConversion, START_DELAY_MS, VERSION_RECHECK_MS, versionCheckDue } from "./startup.js";
import { themeFor } from "./theme.js";

describe("start-up rules (docs/product.md §4, §9)", () => {
  it("a first run has no version, is not INITIALIZED, or left its initialization unfinished", () => {
    expect(isFirstRun({ version: null, initialization: INITIALIZED })).toBe(true);
    expect(isFirstRun({ version: "2.05.0", initialization: null })).toBe(true);
    expect(isFirstRun({ version: "2.05.0", initialization: "STARTED" })).toBe(true);
    expect(isFirstRun({ version: "2.05.0", initialization: INITIALIZED })).toBe(false);
  });

  it("goes on to /home after 500 ms", () => {
    expect(START_DELAY_MS).toBe(500);
  });

  it("checks the version again only when 24 h have passed", () => {
    expect(VERSION_RECHECK_MS).toBe(86_400_000);
    const checked = 1_000_000;
    expect(versionCheckDue(null, checked)).toBe(true);
    expect(versionCheckDue(checked, checked + 86_400_000 - 1)).toBe(false);
    expect(versionCheckDue(checked, checked + 86_400_000)).toBe(true);
  });

  it("converts once, for a 2.04 version with a user logged in", () => {
    expect(needsMilestonesConversion("2.04.3", true, false)).toBe(true);
    expect(needsMilestonesConversion("2.04.3", false, false)).toBe(false);
    expect(needsMilestonesConversion("2.04.3", true, true)).toBe(false);
    expect(needsMilestonesConversion("2.05.0", true, false)).toBe(false);
  });

  const milestones = { domain_id: "MILESTONES", type: "MILESTONES", goals: [{ uuid: "g-m" }] };

  it("folds a MILESTONES domain into the F-words domain (id 1) when the plan has it", () => {
    const plan = { domains: [{ domain_id: "1.1", type: "F-words", goals: [{ uuid: "g1" }] }, { domain_id: "7.1", type: "ICF", goals: [] }, milestones] };
    expect(foldMilestonesDomain(plan).domains).toEqual([
      { domain_id: "1.1", type: "F-words", goals: [{ uuid: "g1" }, { uuid: "g-m" }] },
      { domain_id: "7.1", type: "ICF", goals: [] },
    ]);
  });

  it("folds it into the ICF domain (id 7) when the plan has no F-words domain", () => {
    const plan = { domains: [{ domain_id: "7", type: "ICF", goals: [] }, milestones] };
    expect(foldMilestonesDomain(plan).domains).toEqual([{ domain_id: "7", type: "ICF", goals: [{ uuid: "g-m" }] }]);
  });

  it("leaves a plan without a MILESTONES domain unchanged", () => {
    const plan = { domains: [{ domain_id: "1.1", goals: [] }] };
    expect(foldMilestonesDomain(plan)).toBe(plan);
  });

  it("colours each flavour as docs/product.md §9 says", () => {
    expect(themeFor("HIAPP")).toEqual({ primary: "#0077c8", secondary: "#e5221e", accent: "#0345ea" });
    expect(themeFor("MALA")).toEqual({ primary: "#AC3B61", secondary: "#EDC7B7", accent: "#123C69" });
    expect(themeFor("default")).toEqual({ primary: "#d53b16", secondary: "#16B0D5", accent: "#D51650" });
    expect(themeFor(undefined)).toEqual(themeFor("default"));
  });
});
