import { describe, expect, it } from "vitest";
import { addMeasure, createsRehabilitation, formPageForFlowAnswer, newGoal } from "./rehabilitation.js";

describe("rehabilitation rules (docs/product.md §4)", () => {
  it("is created for the rehabilitation app type but not for MALA", () => {
    expect(createsRehabilitation("default")).toBe(true);
    expect(createsRehabilitation("MALA")).toBe(false);
  });

  it("answer 79 selects form page 3, 80 selects form page 4, anything else no domains", () => {
    expect(formPageForFlowAnswer(79)).toBe(3);
    expect(formPageForFlowAnswer("80")).toBe(4);
    expect(formPageForFlowAnswer(81)).toBeNull();
    expect(formPageForFlowAnswer("")).toBeNull();
    expect(formPageForFlowAnswer(null)).toBeNull();
  });

  it("creates goals inactive, unfinished and unachieved", () => {
    expect(newGoal({ uuid: "g1", goal: "Walk to school", active: true })).toMatchObject({ active: false, finished: false, achieved: false });
  });

  it("a new score on the same date replaces the last measurement", () => {
    const measures = [{ uuid: "m1", date: "01-11-2026", score: 2 }];
    expect(addMeasure(measures, { uuid: "m2", date: "01-11-2026", score: 4 })).toEqual([{ uuid: "m2", date: "01-11-2026", score: 4 }]);
  });

  it("a later date appends, compared as calendar dates across months", () => {
    const measures = [{ uuid: "m1", date: "30-11-2026", score: 2 }];
    const next = addMeasure(measures, { uuid: "m2", date: "01-12-2026", score: 3 });
    expect(next.map((m) => m.uuid)).toEqual(["m1", "m2"]);
  });

  it("places an earlier date in date order instead of overwriting the last one", () => {
    const measures = [
      { uuid: "m1", date: "01-10-2026", score: 1 },
      { uuid: "m2", date: "01-12-2026", score: 3 },
    ];
    expect(addMeasure(measures, { uuid: "m3", date: "15-11-2026", score: 2 }).map((m) => m.uuid)).toEqual(["m1", "m3", "m2"]);
  });

  it("refuses a measure whose date is not a day-month-year date", () => {
    expect(() => addMeasure([], { uuid: "m1", date: "32-01-2026", score: 1 })).toThrow('measure date "32-01-2026" is not a valid day-month-year date');
  });
});
