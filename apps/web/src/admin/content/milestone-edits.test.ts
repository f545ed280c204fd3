import { describe, expect, it } from "vitest";
import { addIndicator, byAge, removeIndicator, setIndicatorText, type Checklist } from "./milestone-edits.js";

const makeChecklist = (overrides: Partial<Checklist> = {}): Checklist => ({
  id: "12-language",
  ageMonths: 12,
  domain: "language",
  indicators: [
    { id: "12-language-1", text: "Waves bye-bye" },
    { id: "12-language-2", text: "Says mama" },
  ],
  ...overrides,
});

describe("the milestone checklists' edits", () => {
  it("groups the checklists by age, youngest first", () => {
    const twelve = makeChecklist();
    const two = makeChecklist({ id: "2-language", ageMonths: 2 });
    const twelveMotor = makeChecklist({ id: "12-gross-motor", domain: "gross-motor" });
    expect(byAge([twelve, two, twelveMotor])).toEqual([
      { ageMonths: 2, checklists: [two] },
      { ageMonths: 12, checklists: [twelve, twelveMotor] },
    ]);
  });

  it("edits an item's text and keeps its id, so a ticked item stays ticked", () => {
    const edited = setIndicatorText(makeChecklist(), "12-language-2", "Amati mama");
    expect(edited.indicators[1]).toEqual({ id: "12-language-2", text: "Amati mama" });
    expect(() => setIndicatorText(makeChecklist(), "nope", "x")).toThrow(RangeError);
  });

  it("gives a new item an id no item of the checklist had, even after a removal", () => {
    const removed = removeIndicator(makeChecklist(), "12-language-1");
    expect(removed.indicators.map((i) => i.id)).toEqual(["12-language-2"]);
    expect(addIndicator(removed, "Points at things").indicators[1]).toEqual({ id: "12-language-3", text: "Points at things" });
    expect(addIndicator(makeChecklist({ indicators: [] }), "First").indicators).toEqual([{ id: "12-language-1", text: "First" }]);
  });
});
