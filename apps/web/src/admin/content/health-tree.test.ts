import { describe, expect, it } from "vitest";
import { addChild, childrenAt, levelOf, nodeAt, removeNode, setNodeText, type HealthTree } from "./health-tree.js";

/** A tree as the seed shapes it (server/src/modules/content/seed/hiapp-tree.ts), two subjects. */
const makeTree = (): HealthTree => ({
  hiapp_subjects: [
    {
      order: 1,
      label: "Water",
      hi_issues: [
        {
          id: "101",
          label: "Diarrhoea",
          hi_causes: [{ id: "1011", label: "Unsafe water", hi_solutions: [{ id: "10111", label: "Treat water", prescriptionTxt: "Boil it." }] }],
        },
      ],
    },
    { order: 2, label: "Food", hi_issues: [] },
  ],
});

describe("the health-issue tree's edits", () => {
  it("finds a node by its path and names its level", () => {
    const tree = makeTree();
    expect(nodeAt(tree, [0, 0, 0, 0]).label).toBe("Treat water");
    expect(levelOf([0])).toBe("subject");
    expect(levelOf([0, 0, 0, 0])).toBe("solution");
    expect(() => nodeAt(tree, [0, 5])).toThrow(RangeError);
  });

  it("changes a node's text and leaves the tree it was given as it was", () => {
    const tree = makeTree();
    const edited = setNodeText(tree, [0, 0, 0], "label", "Dirty water");
    expect(nodeAt(edited, [0, 0, 0]).label).toBe("Dirty water");
    expect(nodeAt(tree, [0, 0, 0]).label).toBe("Unsafe water");
    // What the edit did not touch is the same object.
    expect(edited.hiapp_subjects[1]).toBe(tree.hiapp_subjects[1]);
    expect(nodeAt(setNodeText(tree, [0, 0, 0, 0], "prescriptionTxt", "Boil for a minute."), [0, 0, 0, 0]).prescriptionTxt).toBe("Boil for a minute.");
    expect(() => setNodeText(tree, [0], "prescriptionTxt", "x")).toThrow(RangeError);
  });

  it("adds a child numbered as the seed numbers them, with the list its level holds", () => {
    const tree = makeTree();
    const cause = addChild(tree, [0, 0], "No soap");
    expect(childrenAt(cause, [0, 0])).toEqual([tree.hiapp_subjects[0]!.hi_issues![0]!.hi_causes![0], { id: "1012", label: "No soap", hi_solutions: [] }]);
    // A subject's first issue: the subject's order and "01".
    expect(childrenAt(addChild(tree, [1], "Too few meals"), [1])).toEqual([{ id: "201", label: "Too few meals", hi_causes: [] }]);
    expect(childrenAt(addChild(tree, [0, 0, 0], "Filter"), [0, 0, 0])[1]).toEqual({ id: "10112", label: "Filter", prescriptionTxt: "" });
    expect(addChild(tree, [], "Mobility").hiapp_subjects[2]).toEqual({ order: 3, label: "Mobility", hi_issues: [] });
    expect(() => addChild(tree, [0, 0, 0, 0], "x")).toThrow(RangeError);
  });

  it("never gives a new node an id the tree already holds", () => {
    // Subject 2's first issue would be 201, which subject 1 already uses.
    const tree = makeTree();
    tree.hiapp_subjects[0]!.hi_issues!.push({ id: "201", label: "Misfiled", hi_causes: [] });
    expect(childrenAt(addChild(tree, [1], "New"), [1])[0]!.id).toBe("202");
  });

  it("removes a node with everything under it", () => {
    const tree = makeTree();
    expect(removeNode(tree, [0, 0]).hiapp_subjects[0]!.hi_issues).toEqual([]);
    expect(removeNode(tree, [0]).hiapp_subjects.map((s) => s.label)).toEqual(["Food"]);
    expect(tree.hiapp_subjects).toHaveLength(2);
    expect(() => removeNode(tree, [3])).toThrow(RangeError);
  });
});
