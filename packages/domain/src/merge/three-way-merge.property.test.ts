import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MERGE_SHAPES } from "./merge-shapes.js";
import { mergeRecords } from "./three-way-merge.js";

const shape = MERGE_SHAPES.rehabilitations!;
type Goal = { uuid: string; goal: string; why: string; actions: { uuid: string; description: string }[] };

const text = fc.string({ maxLength: 6 });
const goalOf = (uuid: string) => fc.record({ goal: text, why: text }).map(({ goal, why }): Goal => ({ uuid, goal, why, actions: [] }));
const planOf = (goals: Goal[], visitFrequency: string) => ({ uuid: "p", client_uuid: "c", visitFrequency, domains: [{ domain_id: "1", goals }] });
const goalsOf = (record: Record<string, unknown>) => (record.domains as { goals: Goal[] }[])[0]!.goals;

/** One side's edits, touching only the base goals it owns: change a field, delete, add new goals. */
function sideEdits(prefix: string, field: "goal" | "why") {
  return fc.record({
    changes: fc.array(fc.tuple(fc.nat(), text), { maxLength: 4 }),
    deletes: fc.array(fc.nat(), { maxLength: 2 }),
    added: fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { maxLength: 3 }).chain((ids) => fc.tuple(...ids.map((id) => goalOf(`${prefix}${id}`)))),
    at: fc.nat(),
    visit: fc.option(text, { nil: undefined }),
    field: fc.constant(field),
  });
}
type Edits = ReturnType<typeof sideEdits> extends fc.Arbitrary<infer E> ? E : never;

function applyEdits(base: Goal[], owned: Set<string>, edits: Edits): Goal[] {
  const own = base.filter((g) => owned.has(g.uuid));
  let goals = base.map((g) => ({ ...g }));
  for (const [pick, value] of edits.changes) {
    const target = own[pick % Math.max(own.length, 1)];
    if (target) goals = goals.map((g) => (g.uuid === target.uuid ? { ...g, [edits.field]: value } : g));
  }
  const deleted = new Set(edits.deletes.flatMap((pick) => (own.length > 0 ? [own[pick % own.length]!.uuid] : [])));
  goals = goals.filter((g) => !deleted.has(g.uuid));
  const at = edits.at % (goals.length + 1);
  return [...goals.slice(0, at), ...edits.added, ...goals.slice(at)];
}

const scenario = fc
  .uniqueArray(fc.integer({ min: 0, max: 50 }), { maxLength: 6 })
  .chain((ids) => fc.tuple(fc.tuple(...ids.map((id) => goalOf(`g${id}`))), text, sideEdits("a", "why"), sideEdits("b", "goal")))
  .map(([baseGoals, visit, a, b]) => {
    const ownedByA = new Set(baseGoals.filter((_, i) => i % 2 === 0).map((g) => g.uuid));
    const ownedByB = new Set(baseGoals.filter((_, i) => i % 2 === 1).map((g) => g.uuid));
    return {
      base: planOf(baseGoals, visit),
      theirs: planOf(applyEdits(baseGoals, ownedByA, a), a.visit ?? visit),
      // Only one side may change the plan's own field, or it would be a clash.
      yours: planOf(applyEdits(baseGoals, ownedByB, b), visit),
      added: [...a.added, ...b.added].map((g) => g.uuid),
    };
  });

describe("mergeRecords properties", () => {
  it("is symmetric for independent changes, and finds no clash in them", () => {
    fc.assert(
      fc.property(scenario, ({ base, theirs, yours }) => {
        const one = mergeRecords(base, theirs, yours, shape);
        const other = mergeRecords(base, yours, theirs, shape);
        expect(one.clashes).toEqual([]);
        expect(other.clashes).toEqual([]);
        expect(one.record).toEqual(other.record);
      }),
      { numRuns: 300 },
    );
  });

  it("loses nothing added on either side", () => {
    fc.assert(
      fc.property(scenario, ({ base, theirs, yours, added }) => {
        const merged = goalsOf(mergeRecords(base, theirs, yours, shape).record).map((g) => g.uuid);
        for (const uuid of added) expect(merged).toContain(uuid);
        expect(new Set(merged).size).toBe(merged.length);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps both values of a same-field clash, and yours (the later write) in the record", () => {
    fc.assert(
      fc.property(text, text, text, (old, theirsWhy, yoursWhy) => {
        fc.pre(theirsWhy !== yoursWhy && theirsWhy !== old && yoursWhy !== old);
        const goal = (why: string): Goal => ({ uuid: "g1", goal: "walk", why, actions: [] });
        const merged = mergeRecords(planOf([goal(old)], "w"), planOf([goal(theirsWhy)], "w"), planOf([goal(yoursWhy)], "w"), shape);
        expect(merged.clashes).toEqual([{ path: ["domains", "1", "goals", "g1", "why"], base: old, theirs: theirsWhy, yours: yoursWhy }]);
        expect(goalsOf(merged.record)[0]!.why).toBe(yoursWhy);
      }),
      { numRuns: 200 },
    );
  });

  it("leaves a record changed on one side only as that side wrote it", () => {
    fc.assert(
      fc.property(scenario, ({ base, yours }) => {
        expect(mergeRecords(base, base, yours, shape)).toEqual({ record: yours, clashes: [] });
        expect(mergeRecords(base, yours, base, shape)).toEqual({ record: yours, clashes: [] });
      }),
      { numRuns: 200 },
    );
  });
});
