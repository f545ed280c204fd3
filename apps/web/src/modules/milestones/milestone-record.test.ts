import { describe, expect, it } from "vitest";
import { STATUS, statusOf, withIndicatorStatus, type Checklist } from "./milestone-record.js";

const checklist = (id: string, indicatorIds: string[]): Checklist => ({
  __typename: "MilestoneChecklist",
  id,
  ageMonths: 12,
  domain: "gross-motor",
  indicators: indicatorIds.map((i) => ({ __typename: "MilestoneIndicatorText", id: i, text: `text ${i}` })),
});

describe("milestone form edits (docs/product.md §3, §4)", () => {
  const walking = checklist("12-gross-motor", ["12-gross-motor-1", "12-gross-motor-2"]);

  it("changing an indicator status saves the form unsynced, adding the checklist with all its indicators", () => {
    const form = { uuid: "m1", client_uuid: "child", categories: [] };
    const { record, synced } = withIndicatorStatus(form, walking, "12-gross-motor-2", STATUS.YES);
    expect(synced).toBe(0);
    expect(record).toEqual({
      uuid: "m1",
      client_uuid: "child",
      categories: [
        {
          id: "12-gross-motor",
          indicators: [
            { id: "12-gross-motor-1", status: null },
            { id: "12-gross-motor-2", status: 2 },
          ],
        },
      ],
    });
  });

  it("changes only the chosen indicator of a checklist the form already holds", () => {
    const form = {
      uuid: "m1",
      client_uuid: "child",
      categories: [
        {
          id: "12-gross-motor",
          indicators: [
            { id: "12-gross-motor-1", status: 2 },
            { id: "12-gross-motor-2", status: 0 },
          ],
        },
      ],
    };
    const { record } = withIndicatorStatus(form, walking, "12-gross-motor-1", STATUS.SOMETIMES);
    expect(record.categories).toEqual([
      {
        id: "12-gross-motor",
        indicators: [
          { id: "12-gross-motor-1", status: 1 },
          { id: "12-gross-motor-2", status: 0 },
        ],
      },
    ]);
  });

  it("reads a status given as a number or as numeric text, and none for an indicator without one", () => {
    const form = {
      uuid: "m1",
      client_uuid: "c",
      categories: [
        {
          id: "a",
          indicators: [
            { id: "x", status: "2" },
            { id: "y", status: null },
          ],
        },
      ],
    };
    expect(statusOf(form, "a", "x")).toBe(2);
    expect(statusOf(form, "a", "y")).toBeNull();
    expect(statusOf(form, "b", "x")).toBeNull();
    expect(statusOf(null, "a", "x")).toBeNull();
  });
});
