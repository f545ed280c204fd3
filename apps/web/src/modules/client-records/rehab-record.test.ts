import { describe, expect, it } from "vitest";
import {
  addAction,
  addGoal,
  addLadderScore,
  newRehabilitation,
  removeAction,
  removeGoal,
  restoreAction,
  restoreGoal,
  setDomainNotes,
  updateGoal,
} from "./rehab-record.js";

const client = (answer: number | null) => ({
  uuid: "c1",
  clientname: "Ada",
  clientFormFields: answer === null ? [] : [{ uuid: "f1", answer, flowelement: true, mandatory: true }],
});

describe("rehabilitation plan edits (docs/product.md §4)", () => {
  it("takes the F-words domains for flow answer 79 and none without an answer", () => {
    expect(newRehabilitation(client(79)).domains?.map((d) => d.description)).toEqual(["Function", "Family", "Fitness", "Fun", "Friends", "Future"]);
    expect(newRehabilitation(client(null)).domains).toEqual([]);
  });

  it("adds goals inactive, unfinished and unachieved, dated today, with steps", () => {
    let plan = newRehabilitation(client(79));
    plan = addGoal(plan, "1.1", "Walk to the door", new Date(2026, 10, 22));
    const goal = plan.domains![0]!.goals![0]!;
    expect(goal).toMatchObject({ goal: "Walk to the door", active: false, finished: false, achieved: false, activationdate: "22-11-2026" });
    plan = addAction(plan, goal.uuid, "Practise standing");
    expect(plan.domains![0]!.goals![0]!.actions).toEqual([{ uuid: expect.any(String), description: "Practise standing", ready: false }]);
  });

  it("replaces a same-day ladder score and appends a later one", () => {
    let plan = newRehabilitation(client(79));
    const ladder = plan.ladder_of_live![0]!.uuid;
    plan = addLadderScore(plan, ladder, "22-11-2026", 4);
    plan = addLadderScore(plan, ladder, "22-11-2026", 6);
    plan = addLadderScore(plan, ladder, "01-12-2026", 7);
    expect(plan.ladder_of_live![0]!.measure!.map((m) => [m.date, m.score])).toEqual([
      ["22-11-2026", 6],
      ["01-12-2026", 7],
    ]);
  });

  it("keeps a domain's abilities and challenges", () => {
    let plan = newRehabilitation(client(80));
    plan = setDomainNotes(plan, "7.3", { abilities: "Walks with support" });
    plan = setDomainNotes(plan, "7.3", { challenges: "Stairs" });
    expect(plan.domains!.find((d) => d.domain_id === "7.3")).toMatchObject({
      description: "Activities",
      abilities: "Walks with support",
      challenges: "Stairs",
    });
    expect(plan.domains!.filter((d) => d.abilities || d.challenges)).toHaveLength(1);
  });

  it("edits a goal's why, evaluation, satisfaction and achievement; finishing it dates its completion today", () => {
    let plan = addGoal(newRehabilitation(client(79)), "1.4", "Play ball", new Date(2026, 10, 22));
    const uuid = plan.domains![3]!.goals![0]!.uuid;
    const today = new Date(2026, 11, 3);
    plan = updateGoal(plan, uuid, { why: "Play with friends", evaluation: "Catches a big ball", satisfaction: 8, active: true }, today);
    expect(plan.domains![3]!.goals![0]).toMatchObject({
      why: "Play with friends",
      evaluation: "Catches a big ball",
      satisfaction: 8,
      active: true,
      finished: false,
      achieved: false,
    });
    expect(plan.domains![3]!.goals![0]!.completiondate).toBeUndefined();
    plan = updateGoal(plan, uuid, { finished: true, achieved: true }, today);
    expect(plan.domains![3]!.goals![0]).toMatchObject({ finished: true, achieved: true, completiondate: "03-12-2026", activationdate: "22-11-2026" });
    expect(updateGoal(plan, uuid, { finished: true }, new Date(2027, 0, 1)).domains![3]!.goals![0]!.completiondate).toBe("03-12-2026");
  });

  it("deletes a goal or a step, and an undo puts it back in its place", () => {
    let plan = newRehabilitation(client(79));
    for (const text of ["First", "Second", "Third"]) plan = addGoal(plan, "1.1", text, new Date(2026, 10, 22));
    const second = plan.domains![0]!.goals![1]!;
    const { plan: without, removed } = removeGoal(plan, second.uuid);
    expect(without.domains![0]!.goals!.map((g) => g.goal)).toEqual(["First", "Third"]);
    expect(restoreGoal(without, removed!).domains![0]!.goals!.map((g) => g.goal)).toEqual(["First", "Second", "Third"]);
    expect(restoreGoal(plan, removed!)).toEqual(plan);

    plan = addAction(addAction(plan, second.uuid, "Stand"), second.uuid, "Step");
    const stand = plan.domains![0]!.goals![1]!.actions![0]!;
    const action = removeAction(plan, second.uuid, stand.uuid);
    expect(action.plan.domains![0]!.goals![1]!.actions!.map((a) => a.description)).toEqual(["Step"]);
    expect(restoreAction(action.plan, action.removed!).domains![0]!.goals![1]!.actions!.map((a) => a.description)).toEqual(["Stand", "Step"]);
  });
});
