import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./outbox.js";
import { ownEntries, pinnedBatch } from "./own-entries.js";
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

describe("a batch pinned to the login it goes as (a worker's edit never goes out as the bare device)", () => {
  const chosen = [entry(1, "7"), entry(2, null), entry(3, "7")];

  it("sends the worker's entries and the device's with the worker's token", () => {
    expect(pinnedBatch(chosen, "7", "token-of-7")).toEqual({ entries: chosen, headers: { Authorization: "Bearer token-of-7" } });
  });

  it("leaves the worker's entries when the login ended after they were chosen (a 401 to another request), and sends the device's without a token", () => {
    const batch = pinnedBatch(chosen, null, null);
    expect(batch.entries.map((e) => e.clientMutationId)).toEqual([2]);
    expect(batch.headers).toEqual({});
  });

  it("leaves them when another worker logged in meanwhile, and when the user is known but the token is gone", () => {
    expect(pinnedBatch(chosen, "8", "token-of-8").entries.map((e) => e.clientMutationId)).toEqual([2]);
    expect(pinnedBatch(chosen, "7", null).entries.map((e) => e.clientMutationId)).toEqual([2]);
  });
});
