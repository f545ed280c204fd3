import { describe, expect, it } from "vitest";
import { addGoal, newRehabilitation } from "./rehab-record.js";
import { diaryInOrder, diaryItem, putDiaryItem, ratableGoals, removeDiaryItem, withVisitFrequency } from "./diary-record.js";

const client = { uuid: "c1", clientname: "Ada", clientFormFields: [{ uuid: "f1", answer: 79, flowelement: true, mandatory: true }] };

describe("diary items of a rehabilitation plan", () => {
  it("scores the plan's unfinished goals, each satisfaction named by its goal's uuid", () => {
    let plan = addGoal(newRehabilitation(client), "1.1", "Walk to the door", new Date(2026, 10, 22));
    plan = addGoal(plan, "1.2", "Cook together", new Date(2026, 10, 22));
    const [walk, cook] = ratableGoals(plan);
    expect([walk!.goal, cook!.goal]).toEqual(["Walk to the door", "Cook together"]);
    const item = diaryItem("d1", "25-11-2026", "  Home visit  ", new Map([[walk!.uuid, 4]]));
    expect(item).toEqual({ uuid: "d1", date: "25-11-2026", note: "Home visit", satisfactions: [{ uuid: walk!.uuid, satisfaction: 4 }] });
  });

  it("leaves finished goals out of the scoring", () => {
    const plan = addGoal(newRehabilitation(client), "1.1", "Walk", new Date(2026, 10, 22));
    const finished = { ...plan, domains: plan.domains!.map((d) => ({ ...d, goals: (d.goals ?? []).map((g) => ({ ...g, finished: true })) })) };
    expect(ratableGoals(finished)).toEqual([]);
  });

  it("adds, replaces and removes items, and keeps the visit frequency", () => {
    let plan = newRehabilitation(client);
    plan = putDiaryItem(plan, diaryItem("d1", "25-11-2026", "Visit", new Map()));
    plan = putDiaryItem(plan, diaryItem("d2", "26-11-2026", "Call", new Map()));
    plan = putDiaryItem(plan, diaryItem("d1", "27-11-2026", "Visit moved", new Map()));
    expect(plan.diary_items!.map((i) => [i.uuid, i.date, i.note])).toEqual([
      ["d1", "27-11-2026", "Visit moved"],
      ["d2", "26-11-2026", "Call"],
    ]);
    expect(removeDiaryItem(plan, "d1").diary_items!.map((i) => i.uuid)).toEqual(["d2"]);
    expect(withVisitFrequency(plan, " Every two weeks ").visitFrequency).toBe("Every two weeks");
    expect(withVisitFrequency(plan, "  ").visitFrequency).toBeNull();
  });

  it("lists newest first by calendar date, undated items last", () => {
    const items = [
      diaryItem("a", "30-12-2026", "", new Map()),
      diaryItem("b", null, "", new Map()),
      diaryItem("c", "02-01-2027", "", new Map()),
      diaryItem("d", "01-12-2026", "", new Map()),
    ];
    expect(diaryInOrder(items).map((i) => i.uuid)).toEqual(["c", "a", "d", "b"]);
  });
});
