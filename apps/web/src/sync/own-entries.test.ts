import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./outbox.js";
import { ownEntries } from "./own-entries.js";
import type { SyncQueue } from "./sync-engine.js";

const entry = (clientMutationId: number, user_id: string | null): OutboxEntry => ({
  clientMutationId,
  appIdentifier: "default",
  user_id,
  uuid: `c${clientMutationId}`,
  table: "clients",
  op: "UPSERT",
  record: { uuid: `c${clientMutationId}`, clientname: "A" },
  baseDataversion: null,
  queuedAt: "2026-11-23T10:00:00.000Z",
});

function memoryQueue(entries: OutboxEntry[]): SyncQueue & { entries: OutboxEntry[] } {
  return {
    entries,
    all: async () => [...entries],
    remove: async (ids) => void entries.splice(0, entries.length, ...entries.filter((e) => !ids.includes(e.clientMutationId))),
    reject: async () => {},
    count: async () => entries.length,
  };
}

describe("the edits the current login may send", () => {
  const waiting = [entry(1, "7"), entry(2, null), entry(3, "8")];

  it("sends a user's edits only while that user is logged in, and device edits with anyone", async () => {
    let user: string | null = "7";
    const queue = ownEntries(memoryQueue([...waiting]), () => user);
    expect((await queue.all()).map((e) => e.clientMutationId)).toEqual([1, 2]);
    user = null;
    expect((await queue.all()).map((e) => e.clientMutationId)).toEqual([2]);
    expect(await queue.count()).toBe(1);
  });

  it("keeps the other edits in the outbox when sent ones are removed", async () => {
    const outbox = memoryQueue([...waiting]);
    const queue = ownEntries(outbox, () => "8");
    await queue.remove((await queue.all()).map((e) => e.clientMutationId));
    expect(outbox.entries.map((e) => e.clientMutationId)).toEqual([1]);
  });
});
