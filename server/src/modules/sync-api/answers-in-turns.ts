import { setImmediate as nextTurn } from "node:timers/promises";

/** Answers of one batch built and completed between two turns of the event loop (docs/PERFORMANCE.md, "The event loop"). */
export const ANSWERS_PER_TURN = 25;

/**
 * A list field's items for graphql-js, a slice per turn of the event loop: the first slice at once,
 * each later one a promise that resolves (and is built) a turn after the one before, so graphql-js
 * completes each slice's fields in a turn of its own. All at once, 500 answers carrying their
 * records held the loop 76 to 111 ms while graphql-js completed them.
 */
export function inTurns<T, R>(items: readonly T[], answer: (item: T) => R, perTurn = ANSWERS_PER_TURN): (R | Promise<R>)[] {
  const slices: Promise<void>[] = [];
  for (let start = perTurn; start < items.length; start += perTurn) {
    const previous = slices.at(-1) ?? Promise.resolve();
    slices.push(previous.then(() => nextTurn()));
  }
  return items.map((item, i) => (i < perTurn ? answer(item) : slices[Math.floor(i / perTurn) - 1]!.then(() => answer(item))));
}
