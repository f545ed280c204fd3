import { describe, expect, it } from "vitest";
import { describePath, setAtPath } from "./merge-path.js";
import { MERGE_SHAPES } from "./merge-shapes.js";

const shape = MERGE_SHAPES.rehabilitations!;
const plan = {
  uuid: "p",
  domains: [
    { domain_id: "1", goals: [{ uuid: "g0", why: "" }] },
    {
      domain_id: "3",
      goals: [
        { uuid: "g1", why: "a" },
        { uuid: "g2", why: "b" },
      ],
    },
  ],
};

describe("a clash's path in words", () => {
  it("names the items by their position and the field by its name", () => {
    expect(describePath(plan, shape, ["domains", "3", "goals", "g2", "why"])).toEqual({
      places: [
        { label: "MERGE_ITEM_DOMAIN", position: 2 },
        { label: "MERGE_ITEM_GOAL", position: 2 },
      ],
      labelKey: "GOAL_WHY",
      wholeItem: false,
    });
    expect(describePath(plan, shape, ["visitFrequency"])).toEqual({ places: [], labelKey: "VISIT_FREQUENCY", wholeItem: false });
    expect(describePath(plan, shape, ["archive"])).toEqual({ places: [], labelKey: "MERGE_FIELD_OTHER", wholeItem: false });
  });

  it("names a clash on a whole goal by the goal, one no longer there after the last", () => {
    expect(describePath(plan, shape, ["domains", "3", "goals", "gone"])).toEqual({
      places: [
        { label: "MERGE_ITEM_DOMAIN", position: 2 },
        { label: "MERGE_ITEM_GOAL", position: 3 },
      ],
      labelKey: "MERGE_ITEM_GOAL",
      wholeItem: true,
    });
  });

  it("names a client form field's answer by the field's own label", () => {
    const client = { uuid: "c", clientFormFields: [{ uuid: "f1", clientField: "village", answer: "A" }] };
    expect(describePath(client, MERGE_SHAPES.clients!, ["clientFormFields", "f1", "answer"])).toEqual({
      places: [],
      labelKey: "FIELD_VILLAGE",
      wholeItem: false,
    });
  });

  it("sets a chosen value at the path, removing an item for null and adding a missing one", () => {
    const chosen = setAtPath(plan, shape, ["domains", "3", "goals", "g2", "why"], "theirs");
    expect(chosen.domains).toEqual([
      plan.domains[0],
      {
        domain_id: "3",
        goals: [
          { uuid: "g1", why: "a" },
          { uuid: "g2", why: "theirs" },
        ],
      },
    ]);
    expect(plan.domains[1]!.goals[1]!.why).toBe("b");
    const removed = setAtPath(plan, shape, ["domains", "3", "goals", "g1"], null);
    expect((removed.domains as { goals: unknown[] }[])[1]!.goals).toEqual([{ uuid: "g2", why: "b" }]);
    const restored = setAtPath(removed, shape, ["domains", "3", "goals", "g1"], { uuid: "g1", why: "a" });
    expect((restored.domains as { goals: unknown[] }[])[1]!.goals).toEqual([
      { uuid: "g2", why: "b" },
      { uuid: "g1", why: "a" },
    ]);
  });
});
