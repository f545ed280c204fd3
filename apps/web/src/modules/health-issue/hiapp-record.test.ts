import { describe, expect, it } from "vitest";
import { formForTree, setPrescription, toggleChosen, type HiappTree } from "./hiapp-record.js";

/** A two-subject tree as the server sends it (subjects out of order on purpose). */
const tree: HiappTree = {
  __typename: "HiappForm",
  hiapp_subjects: [
    {
      __typename: "HiSubjectOption",
      order: 2,
      label: "Nutrition",
      hi_issues: [{ __typename: "HiIssueOption", id: "201", label: "Child not gaining weight", hi_causes: [] }],
    },
    {
      __typename: "HiSubjectOption",
      order: 1,
      label: "Water and hygiene",
      hi_issues: [
        {
          __typename: "HiIssueOption",
          id: "101",
          label: "Diarrhoea",
          hi_causes: [
            {
              __typename: "HiCauseOption",
              id: "1011",
              label: "Unsafe water",
              hi_solutions: [{ __typename: "HiSolutionOption", id: "10111", label: "Treat water", prescriptionTxt: "Boil drinking water." }],
            },
          ],
        },
      ],
    },
  ],
};

describe("health-issue form over the tree (docs/product.md §3)", () => {
  it("holds every subject in order, each issue, cause and solution unchosen, prescriptions suggested by the tree", () => {
    const form = formForTree(tree, null, () => "u-1");
    expect(form).toEqual({
      uuid: "u-1",
      client_reference: "",
      hiapp_subjects: [
        {
          order: 1,
          hi_issues: [
            {
              id: "101",
              chosen: false,
              hi_causes: [{ id: "1011", chosen: false, hi_solutions: [{ id: "10111", chosen: false, prescriptionTxt: "Boil drinking water." }] }],
            },
          ],
        },
        { order: 2, hi_issues: [{ id: "201", chosen: false, hi_causes: [] }] },
      ],
    });
  });

  it("keeps a saved form's choices, reference and written prescriptions", () => {
    let form = formForTree(tree, { uuid: "u-2", client_reference: "Client 7" });
    form = toggleChosen(form, { issueId: "101" });
    form = toggleChosen(form, { issueId: "101", causeId: "1011" });
    form = toggleChosen(form, { issueId: "101", causeId: "1011", solutionId: "10111" });
    form = setPrescription(form, { issueId: "101", causeId: "1011", solutionId: "10111" }, "Wiritsani madzi");
    const again = formForTree(tree, form);
    expect(again).toEqual(form);
    const solution = again.hiapp_subjects?.[0]?.hi_issues?.[0]?.hi_causes?.[0]?.hi_solutions?.[0];
    expect([again.uuid, again.client_reference, solution?.chosen, solution?.prescriptionTxt]).toEqual(["u-2", "Client 7", true, "Wiritsani madzi"]);
  });

  it("toggles only the item at the path", () => {
    const form = toggleChosen(formForTree(tree, null), { issueId: "201" });
    const chosen = form.hiapp_subjects?.flatMap((s) => s.hi_issues ?? []).map((i) => [i.id, i.chosen]);
    expect(chosen).toEqual([
      ["101", false],
      ["201", true],
    ]);
    expect(toggleChosen(form, { issueId: "201" }).hiapp_subjects?.[1]?.hi_issues?.[0]?.chosen).toBe(false);
  });

  it("drops items the tree no longer holds", () => {
    const old = { uuid: "u-3", hiapp_subjects: [{ order: 9, hi_issues: [{ id: "999", chosen: true, hi_causes: [] }] }] };
    expect(
      formForTree(tree, old)
        .hiapp_subjects?.flatMap((s) => s.hi_issues ?? [])
        .map((i) => i.id),
    ).toEqual(["101", "201"]);
  });
});
