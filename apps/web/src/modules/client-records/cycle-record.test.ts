import { describe, expect, it } from "vitest";
import {
  cycleProblem,
  editCycleDescription,
  newCycleAction,
  newCycleDescription,
  removalsOfDescription,
  savedFlag,
  toggleArchived,
  toggleReady,
} from "./cycle-record.js";

describe("cycle descriptions and actions (docs/product.md §3, §4)", () => {
  it("starts a description with goal_status X, goal_achievement 1, archived F, goal_editted F, active R, for the client", () => {
    const description = newCycleDescription("client-1");
    expect(description).toMatchObject({
      client_uuid: "client-1",
      goal_status: "X",
      goal_achievement: 1,
      archived: "F",
      goal_editted: "F",
      active: "R",
      archive_date: null,
    });
    expect(description).not.toHaveProperty("saved");
    expect(description.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is saved F while it waits on this device and T once the server holds it", () => {
    expect(savedFlag(true)).toBe("F");
    expect(savedFlag(false)).toBe("T");
  });

  it("starts an action not ready (F) and toggles it T and back", () => {
    const action = newCycleAction("d1", "Hold the spoon");
    expect(action).toEqual({ uuid: expect.any(String), description_uuid: "d1", action: "Hold the spoon", ready: "F" });
    expect(toggleReady(action).ready).toBe("T");
    expect(toggleReady(toggleReady(action)).ready).toBe("F");
  });

  it("marks goal_editted T when a goal that was set changes, not when it is first written", () => {
    const fresh = newCycleDescription("c");
    const first = editCycleDescription(fresh, { goal: "Eat with a spoon" });
    expect(first.goal_editted).toBe("F");
    expect(editCycleDescription(first, { why: "Independence" }).goal_editted).toBe("F");
    expect(editCycleDescription(first, { goal: "Eat with a fork" }).goal_editted).toBe("T");
  });

  it("toggles archived with the archive date", () => {
    const archived = toggleArchived(newCycleDescription("c"), new Date(2026, 10, 23));
    expect(archived).toMatchObject({ archived: "T", archive_date: "23-11-2026" });
    expect(toggleArchived(archived, new Date(2026, 10, 24))).toMatchObject({ archived: "F", archive_date: null });
  });

  it("deletes a description with its own actions only, each as a removed-items entry", () => {
    const actions = [newCycleAction("d1", "a"), newCycleAction("d2", "b"), newCycleAction("d1", "c")];
    expect(removalsOfDescription("d1", actions)).toEqual([
      { uuid: "d1", table: "cycle_descriptions" },
      { uuid: actions[0]!.uuid, table: "cycle_actions" },
      { uuid: actions[2]!.uuid, table: "cycle_actions" },
    ]);
  });

  it("needs a goal, real dates, and an end not before the start (compared as calendar dates)", () => {
    const base = { ...newCycleDescription("c"), goal: "Eat" };
    expect(cycleProblem({ ...base, goal: " " })).toBe("CYCLE_GOAL_REQUIRED");
    expect(cycleProblem({ ...base, cycle_start: "31-02-2026" })).toBe("CYCLE_START_INVALID");
    expect(cycleProblem({ ...base, cycle_end: "tomorrow" })).toBe("CYCLE_END_INVALID");
    expect(cycleProblem({ ...base, cycle_start: "02-01-2027", cycle_end: "30-12-2026" })).toBe("CYCLE_END_BEFORE_START");
    expect(cycleProblem({ ...base, cycle_start: "30-12-2026", cycle_end: "02-01-2027" })).toBeNull();
    expect(cycleProblem(base)).toBeNull();
  });
});
