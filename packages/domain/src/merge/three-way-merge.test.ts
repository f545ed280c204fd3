import { describe, expect, it } from "vitest";
import { MERGE_SHAPES, shapeOf } from "./merge-shapes.js";
import { mergeRecords } from "./three-way-merge.js";

const plan = MERGE_SHAPES.rehabilitations!;

function makeGoal(uuid: string, overrides: Record<string, unknown> = {}) {
  return { uuid, goal: `goal ${uuid}`, why: "", actions: [], ...overrides };
}

function makePlan(goals: Record<string, unknown>[], overrides: Record<string, unknown> = {}) {
  return { uuid: "p1", client_uuid: "c1", domains: [{ domain_id: "3", goals }], ladder_of_live: [], diary_items: [], ...overrides };
}

interface Row {
  name: string;
  table: string;
  base: Record<string, unknown> | null;
  theirs: Record<string, unknown>;
  yours: Record<string, unknown>;
  record: Record<string, unknown>;
  clashes: { path: string[]; base: unknown; theirs: unknown; yours: unknown }[];
}

const rows: Row[] = [
  {
    name: "a plain field changed on one side only takes that side's value",
    table: "clients",
    base: { uuid: "c1", clientname: "Ana", status: "new" },
    theirs: { uuid: "c1", clientname: "Ana", status: "seen" },
    yours: { uuid: "c1", clientname: "Ana Z", status: "new" },
    record: { uuid: "c1", clientname: "Ana Z", status: "seen" },
    clashes: [],
  },
  {
    name: "the same field changed on both sides is a clash: yours (the later write) is kept, both values told",
    table: "clients",
    base: { uuid: "c1", clientname: "Ana" },
    theirs: { uuid: "c1", clientname: "Anna" },
    yours: { uuid: "c1", clientname: "Ana Z" },
    record: { uuid: "c1", clientname: "Ana Z" },
    clashes: [{ path: ["clientname"], base: "Ana", theirs: "Anna", yours: "Ana Z" }],
  },
  {
    name: "the same change on both sides is no clash",
    table: "clients",
    base: { uuid: "c1", clientname: "Ana" },
    theirs: { uuid: "c1", clientname: "Ana Z" },
    yours: { uuid: "c1", clientname: "Ana Z" },
    record: { uuid: "c1", clientname: "Ana Z" },
    clashes: [],
  },
  {
    name: "two devices adding different goals to one plan keep both goals",
    table: "rehabilitations",
    base: makePlan([makeGoal("g1")]),
    theirs: makePlan([makeGoal("g1"), makeGoal("gB")]),
    yours: makePlan([makeGoal("g1"), makeGoal("gA")]),
    record: makePlan([makeGoal("g1"), makeGoal("gA"), makeGoal("gB")]),
    clashes: [],
  },
  {
    name: "a goal deleted on one side and untouched on the other is deleted",
    table: "rehabilitations",
    base: makePlan([makeGoal("g1"), makeGoal("g2")]),
    theirs: makePlan([makeGoal("g1"), makeGoal("g2"), makeGoal("g3")]),
    yours: makePlan([makeGoal("g1")]),
    record: makePlan([makeGoal("g1"), makeGoal("g3")]),
    clashes: [],
  },
  {
    name: "one goal changed in different fields on both sides merges field by field",
    table: "rehabilitations",
    base: makePlan([makeGoal("g1")]),
    theirs: makePlan([makeGoal("g1", { why: "to walk" })]),
    yours: makePlan([makeGoal("g1", { goal: "walk to school" })]),
    record: makePlan([makeGoal("g1", { goal: "walk to school", why: "to walk" })]),
    clashes: [],
  },
  {
    name: "actions of one goal added on both sides are all kept",
    table: "rehabilitations",
    base: makePlan([makeGoal("g1")]),
    theirs: makePlan([makeGoal("g1", { actions: [{ uuid: "a2", description: "B" }] })]),
    yours: makePlan([makeGoal("g1", { actions: [{ uuid: "a1", description: "A" }] })]),
    record: makePlan([
      makeGoal("g1", {
        actions: [
          { uuid: "a1", description: "A" },
          { uuid: "a2", description: "B" },
        ],
      }),
    ]),
    clashes: [],
  },
  {
    name: "the same field of the same goal changed on both sides is a clash at its path",
    table: "rehabilitations",
    base: makePlan([makeGoal("g1"), makeGoal("g2", { why: "old" })]),
    theirs: makePlan([makeGoal("g1"), makeGoal("g2", { why: "theirs" })]),
    yours: makePlan([makeGoal("g1"), makeGoal("g2", { why: "yours" })]),
    record: makePlan([makeGoal("g1"), makeGoal("g2", { why: "yours" })]),
    clashes: [{ path: ["domains", "3", "goals", "g2", "why"], base: "old", theirs: "theirs", yours: "yours" }],
  },
  {
    name: "a goal changed on one side and deleted on the other is a clash; the later write (the delete) is kept",
    table: "rehabilitations",
    base: makePlan([makeGoal("g1")]),
    theirs: makePlan([makeGoal("g1", { why: "changed" })]),
    yours: makePlan([]),
    record: makePlan([]),
    clashes: [{ path: ["domains", "3", "goals", "g1"], base: makeGoal("g1"), theirs: makeGoal("g1", { why: "changed" }), yours: null }],
  },
  {
    name: "ladder measures and diary items added on both sides are kept",
    table: "rehabilitations",
    base: makePlan([], { ladder_of_live: [{ uuid: "l1", measure: [] }] }),
    theirs: makePlan([], { ladder_of_live: [{ uuid: "l1", measure: [{ uuid: "m2", score: 4 }] }], diary_items: [{ uuid: "d2", note: "B" }] }),
    yours: makePlan([], { ladder_of_live: [{ uuid: "l1", measure: [{ uuid: "m1", score: 6 }] }], diary_items: [{ uuid: "d1", note: "A" }] }),
    record: makePlan([], {
      ladder_of_live: [
        {
          uuid: "l1",
          measure: [
            { uuid: "m1", score: 6 },
            { uuid: "m2", score: 4 },
          ],
        },
      ],
      diary_items: [
        { uuid: "d1", note: "A" },
        { uuid: "d2", note: "B" },
      ],
    }),
    clashes: [],
  },
  {
    name: "milestone indicators merge by id",
    table: "milestones",
    base: {
      uuid: "m",
      categories: [
        {
          id: "1",
          indicators: [
            { id: "a", status: 0 },
            { id: "b", status: 0 },
          ],
        },
      ],
    },
    theirs: {
      uuid: "m",
      categories: [
        {
          id: "1",
          indicators: [
            { id: "a", status: 2 },
            { id: "b", status: 0 },
          ],
        },
      ],
    },
    yours: {
      uuid: "m",
      categories: [
        {
          id: "1",
          indicators: [
            { id: "a", status: 0 },
            { id: "b", status: 1 },
          ],
        },
      ],
    },
    record: {
      uuid: "m",
      categories: [
        {
          id: "1",
          indicators: [
            { id: "a", status: 2 },
            { id: "b", status: 1 },
          ],
        },
      ],
    },
    clashes: [],
  },
  {
    name: "health-issue choices merge by id",
    table: "hiapp_client_forms",
    base: {
      uuid: "h",
      hiapp_subjects: [
        {
          order: 1,
          hi_issues: [
            { id: "i1", chosen: false, hi_causes: [] },
            { id: "i2", chosen: false, hi_causes: [] },
          ],
        },
      ],
    },
    theirs: {
      uuid: "h",
      hiapp_subjects: [
        {
          order: 1,
          hi_issues: [
            { id: "i1", chosen: true, hi_causes: [] },
            { id: "i2", chosen: false, hi_causes: [] },
          ],
        },
      ],
    },
    yours: {
      uuid: "h",
      hiapp_subjects: [
        {
          order: 1,
          hi_issues: [
            { id: "i1", chosen: false, hi_causes: [] },
            { id: "i2", chosen: true, hi_causes: [] },
          ],
        },
      ],
    },
    record: {
      uuid: "h",
      hiapp_subjects: [
        {
          order: 1,
          hi_issues: [
            { id: "i1", chosen: true, hi_causes: [] },
            { id: "i2", chosen: true, hi_causes: [] },
          ],
        },
      ],
    },
    clashes: [],
  },
  {
    name: "client form fields typed on different devices are both kept",
    table: "clients",
    base: {
      uuid: "c1",
      clientFormFields: [
        { uuid: "f1", answer: null },
        { uuid: "f2", answer: null },
      ],
    },
    theirs: {
      uuid: "c1",
      clientFormFields: [
        { uuid: "f1", answer: "Lilongwe" },
        { uuid: "f2", answer: null },
      ],
    },
    yours: {
      uuid: "c1",
      clientFormFields: [
        { uuid: "f1", answer: null },
        { uuid: "f2", answer: "2019-04-01" },
      ],
    },
    record: {
      uuid: "c1",
      clientFormFields: [
        { uuid: "f1", answer: "Lilongwe" },
        { uuid: "f2", answer: "2019-04-01" },
      ],
    },
    clashes: [],
  },
  {
    name: "a list of another table merges whole",
    table: "cycle_descriptions",
    base: { uuid: "x", tags: ["a"] },
    theirs: { uuid: "x", tags: ["a", "b"] },
    yours: { uuid: "x", tags: ["a", "c"] },
    record: { uuid: "x", tags: ["a", "c"] },
    clashes: [{ path: ["tags"], base: ["a"], theirs: ["a", "b"], yours: ["a", "c"] }],
  },
  {
    name: "without a known base, differing fields clash and items of either side are kept",
    table: "rehabilitations",
    base: null,
    theirs: makePlan([makeGoal("gB")], { visitFrequency: "weekly" }),
    yours: makePlan([makeGoal("gA")], { visitFrequency: "monthly" }),
    record: makePlan([makeGoal("gA"), makeGoal("gB")], { visitFrequency: "monthly" }),
    clashes: [{ path: ["visitFrequency"], base: null, theirs: "weekly", yours: "monthly" }],
  },
];

describe("mergeRecords (three-way merge of a record)", () => {
  it.each(rows)("$name", ({ table, base, theirs, yours, record, clashes }) => {
    const merged = mergeRecords(base, theirs, yours, shapeOf(table));
    expect(merged.record).toEqual(record);
    expect(merged.clashes).toEqual(clashes);
  });

  it("keeps a side's new order of goals when only that side moved them", () => {
    const base = makePlan([makeGoal("g1"), makeGoal("g2"), makeGoal("g3")]);
    const theirs = makePlan([makeGoal("g3"), makeGoal("g1"), makeGoal("g2")]);
    const yours = makePlan([makeGoal("g1"), makeGoal("g2", { why: "x" }), makeGoal("g3")]);
    const goals = (mergeRecords(base, theirs, yours, plan).record.domains as { goals: { uuid: string }[] }[])[0]!.goals;
    expect(goals.map((g) => g.uuid)).toEqual(["g3", "g1", "g2"]);
  });
});
