import { entityManifests } from "@stepwise/domain/entities";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { turnCounter } from "../test-support/turn-counter.js";
import { ENTRIES_PER_TURN, prepareEntries } from "./sync-entry.js";
import { TableRegistry } from "./synced-table.js";

const tables = new TableRegistry(entityManifests);

/**
 * docs/PERFORMANCE.md, "The event loop": a batch's entries are checked ENTRIES_PER_TURN at a time, the
 * event loop turning between slices, so no other request waits behind a whole batch (500 clients of
 * about 2 KB held it 150 to 233 ms checked at once). Counted in turns, not timed: it holds on a loaded machine.
 */
describe("checking a batch in slices", () => {
  it(`lets the event loop turn between every ${ENTRIES_PER_TURN} entries of a batch of 500, and keeps their order and answers`, async () => {
    const entries = Array.from({ length: 500 }, (_, i) => makeEntry(makeClient({ clientname: `Client ${i}` }), { clientMutationId: i + 1 }));
    entries[250] = makeEntry(makeClient({ age: "thirty" }), { clientMutationId: 251 });
    const { stop } = turnCounter();
    const batch = await prepareEntries(entries, tables, "payload");
    const turns = stop();
    expect(turns).toBeGreaterThanOrEqual(500 / ENTRIES_PER_TURN - 1);
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(batch.entries.map((e) => e.clientMutationId)).toEqual(ids.filter((id) => id !== 251));
    expect(batch.places).toEqual([...Array(500).keys()].filter((i) => i !== 250));
    expect(batch.rejected).toEqual([
      { index: 250, clientMutationId: 251, table: "clients", uuid: entries[250]?.uuid, reason: expect.stringContaining("record.age") },
    ]);
  });

  it("checks a batch of one slice or less without waiting a turn", async () => {
    const { stop } = turnCounter();
    const batch = await prepareEntries([makeEntry(makeClient())], tables, "payload");
    expect(stop()).toBe(0);
    expect(batch.entries).toHaveLength(1);
  });
});
