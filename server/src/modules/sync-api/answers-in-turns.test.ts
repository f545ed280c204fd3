import { buildSchema, graphql } from "graphql";
import { describe, expect, it } from "vitest";
import { turnCounter } from "../../test-support/turn-counter.js";
import { inTurns } from "./answers-in-turns.js";

/**
 * docs/PERFORMANCE.md, "The event loop": a sync's answers go to graphql-js a slice per turn of the
 * event loop, so it completes each slice's fields in a turn of its own (500 answers carrying their
 * records held the loop up to 111 ms completed at once). Counted in turns, not timed.
 */
describe("answers in turns", () => {
  it("hands graphql-js the first slice at once and each later one a turn after the one before, in order", async () => {
    const schema = buildSchema("type Answer { n: Int! } type Query { answers: [Answer!]! }");
    const built: number[] = [];
    const turns = turnCounter();
    const items = [...Array(100).keys()];
    const result = await graphql({
      schema,
      source: "{ answers { n } }",
      rootValue: {
        answers: () =>
          inTurns(
            items,
            (n) => {
              built.push(turns.now());
              return { n };
            },
            25,
          ),
      },
    });
    const counted = turns.stop();
    expect(result).toEqual({ data: { answers: items.map((n) => ({ n })) } });
    // Slice k (25 answers) is built in turn k or later: four slices, three turns apart at least.
    expect(built.slice(0, 25).every((t) => t === 0)).toBe(true);
    for (let slice = 1; slice < 4; slice++) expect(built[slice * 25]!).toBeGreaterThan(built[slice * 25 - 1]!);
    expect(counted).toBeGreaterThanOrEqual(3);
  });
});
