import { describe, expect, it } from "vitest";
import { CYCLE_ACTION_DEFAULTS, CYCLE_DESCRIPTION_DEFAULTS, removalsForCycleDescription } from "./cycles.js";
import { F_WORDS_DOMAIN_ID, ICF_DOMAIN_ID, removalsForMyChild, setIndicatorStatus } from "./milestones.js";

describe("cycle rules (docs/product.md §3, §4)", () => {
  it("starts descriptions and actions with the defaults of docs/product.md §3", () => {
    expect(CYCLE_DESCRIPTION_DEFAULTS).toEqual({ goal_status: "X", goal_achievement: 1, archived: "F", goal_editted: "F", active: "R", saved: "F" });
    expect(CYCLE_ACTION_DEFAULTS).toEqual({ ready: "F", saved: "F" });
  });

  it("deleting a description removes it and its own actions only", () => {
    const actions = [
      { uuid: "a1", description_uuid: "d1" },
      { uuid: "a2", description_uuid: "d2" },
      { uuid: "a3", description_uuid: "d1" },
    ];
    expect(removalsForCycleDescription("d1", actions)).toEqual([
      { uuid: "d1", table: "cycle_descriptions" },
      { uuid: "a1", table: "cycle_actions" },
      { uuid: "a3", table: "cycle_actions" },
    ]);
  });
});

describe("milestone rules (docs/product.md §4, §9)", () => {
  it("uses domain ids F-words 1 and ICF 7", () => {
    expect([F_WORDS_DOMAIN_ID, ICF_DOMAIN_ID]).toEqual([1, 7]);
  });

  it("deleting a my-child record also deletes its milestone forms", () => {
    const forms = [
      { uuid: "m1", client_uuid: "child" },
      { uuid: "m2", client_uuid: "other" },
    ];
    expect(removalsForMyChild("child", forms)).toEqual([
      { uuid: "child", table: "my_children" },
      { uuid: "m1", table: "milestones" },
    ]);
  });

  it("changing an indicator status saves the form unsynced", () => {
    const form = {
      synced: 1,
      categories: [
        {
          indicators: [
            { id: 4, status: 0 },
            { id: 5, status: 0 },
          ],
        },
      ],
    };
    const changed = setIndicatorStatus(form, 5, 2);
    expect(changed.synced).toBe(0);
    expect(changed.categories[0]!.indicators).toEqual([
      { id: 4, status: 0 },
      { id: 5, status: 2 },
    ]);
  });
});
