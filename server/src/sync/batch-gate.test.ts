import { describe, expect, it } from "vitest";
import { BatchGate, GATE_MS_PER_ENTRY } from "./batch-gate.js";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A gate on a clock the test moves, with one batch in that holds it until `release`. */
function heldGate() {
  const clock = { now: 0 };
  const gate = new BatchGate(GATE_MS_PER_ENTRY, () => clock.now);
  const holder = deferred();
  const held = gate.run(1, () => holder.promise);
  const order: string[] = [];
  const wait = (name: string, entries: number) => gate.run(entries, async () => void order.push(name));
  return { clock, gate, order, wait, release: async () => (holder.resolve(), await held) };
}

describe("the batch gate", () => {
  it("lets one batch in at a time, however many wait", async () => {
    const gate = new BatchGate();
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gate.run(i + 1, async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((r) => setTimeout(r, 1));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(gate.queued).toBe(0);
  });

  it(`sends a save of one entry ahead of a batch of 500 that has waited less than ${499 * GATE_MS_PER_ENTRY} ms`, async () => {
    const { clock, order, wait, release } = heldGate();
    const bulk = wait("bulk of 500", 500);
    clock.now = 499 * GATE_MS_PER_ENTRY - 1;
    const single = wait("single", 1);
    await release();
    await Promise.all([bulk, single]);
    expect(order).toEqual(["single", "bulk of 500"]);
  });

  it("never lets a batch be passed by one that arrived after it was due", async () => {
    const { clock, order, wait, release } = heldGate();
    const bulk = wait("bulk of 500", 500);
    clock.now = 500 * GATE_MS_PER_ENTRY;
    const single = wait("single", 1);
    await release();
    await Promise.all([bulk, single]);
    expect(order).toEqual(["bulk of 500", "single"]);
  });

  it("serves batches due at the same moment in arrival order", async () => {
    const { order, wait, release } = heldGate();
    const waits = ["first", "second", "third"].map((name) => wait(name, 10));
    await release();
    await Promise.all(waits);
    expect(order).toEqual(["first", "second", "third"]);
  });

  it("lets the next batch in when the one inside says so, once, before it ends", async () => {
    const gate = new BatchGate();
    const committing = deferred();
    const order: string[] = [];
    const first = gate.run(1, async (letNextIn) => {
      letNextIn();
      letNextIn();
      await committing.promise;
      order.push("first ends");
    });
    const secondDone = deferred();
    const second = gate.run(1, async () => {
      order.push("second in");
      await secondDone.promise;
    });
    const third = gate.run(1, async () => void order.push("third in"));
    await new Promise((r) => setTimeout(r, 5));
    // The first batch let one in, not two, though it said so twice.
    expect(order).toEqual(["second in"]);
    secondDone.resolve();
    await Promise.all([second, third]);
    expect(order).toEqual(["second in", "third in"]);
    committing.resolve();
    await first;
    expect(order).toEqual(["second in", "third in", "first ends"]);
    expect(gate.queued).toBe(0);
  });

  it("lets the next batch in when the one inside fails", async () => {
    const gate = new BatchGate();
    const failed = gate.run(1, () => Promise.reject(new Error("the batch failed")));
    const next = gate.run(1, async () => "in");
    await expect(failed).rejects.toThrow("the batch failed");
    await expect(next).resolves.toBe("in");
  });
});
