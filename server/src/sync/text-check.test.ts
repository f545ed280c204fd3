import { describe, expect, it } from "vitest";
import { findBadText, MAX_NESTING, MAX_TEXT_LENGTH } from "./text-check.js";

const NUL = "contains a NUL character or a lone surrogate, which cannot be stored";

describe("findBadText", () => {
  it("names the path of the bad text at any depth, through lists and fields", () => {
    expect(findBadText({ record: { clientFormFields: [{ answer: "ok" }, { answer: "a\u0000b" }] } }, [])).toBe(`record.clientFormFields[1].answer: ${NUL}`);
    expect(findBadText({ table: "\uD800" }, [])).toBe(`table: ${NUL}`);
    expect(findBadText([["ok", "\uDC00"]], [])).toBe(`[0][1]: ${NUL}`);
    expect(findBadText([{ a: { b: ["x", { c: "\u0000" }] } }], [])).toBe(`[0].a.b[1].c: ${NUL}`);
    expect(findBadText("\u0000", [])).toBe(`entry: ${NUL}`);
  });

  it("names a bad field name by its path", () => {
    expect(findBadText({ record: { "bad\u0000key": 1 } }, [])).toBe(
      "record.bad\u0000key: the field name contains a NUL character or a lone surrogate, which cannot be stored",
    );
  });

  it(`bounds texts at ${MAX_TEXT_LENGTH} characters but for the table's long texts, and passes a clean entry`, () => {
    const long = "x".repeat(MAX_TEXT_LENGTH + 1);
    expect(findBadText({ record: { notes: [long] } }, [])).toBe(`record.notes[0]: must be at most ${MAX_TEXT_LENGTH} characters (has ${MAX_TEXT_LENGTH + 1})`);
    expect(findBadText({ record: { photo: { data: long } } }, ["photo"])).toBeNull();
    expect(findBadText({ record: { emoji: "🌍", pair: "\uD83C\uDF0D", n: 1, nothing: null } }, [])).toBeNull();
    expect(findBadText({ ["x".repeat(MAX_TEXT_LENGTH + 1)]: 1 }, [])).toMatch(/^x+: the field name must be at most 20000 characters/);
  });

  it(`refuses lists and objects nested past ${MAX_NESTING} levels, the entry counted, naming the deepest allowed path`, () => {
    const nested = (levels: number): unknown => (levels === 0 ? 1 : [nested(levels - 1)]);
    expect(findBadText({ record: { extra: nested(MAX_NESTING - 2) } }, [])).toBeNull();
    expect(findBadText({ record: { extra: nested(MAX_NESTING - 1) } }, [])).toBe(
      `record.extra${"[0]".repeat(MAX_NESTING - 2)}: nested deeper than ${MAX_NESTING} levels of lists and objects`,
    );
    let deep: unknown = "x";
    for (let i = 0; i < 6_000; i++) deep = { a: deep };
    expect(findBadText({ record: deep }, [])).toBe(`record${".a".repeat(MAX_NESTING - 1)}: nested deeper than ${MAX_NESTING} levels of lists and objects`);
  });
});
