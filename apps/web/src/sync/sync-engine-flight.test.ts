import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxEntry } from "./outbox.js";
import { SyncEngine, type EngineState, type SyncAnswer, type SyncQueue } from "./sync-engine.js";

/** Single flight, the cross-tab lock and the reported states (sync-engine.test.ts has the timing rules). */
function makeQueue() {
  let next = 1;
  const entries: OutboxEntry[] = [];
  const queue: SyncQueue & { add(uuid: string): OutboxEntry; entries: OutboxEntry[] } = {
    entries,
    add(uuid) {
      const entry: OutboxEntry = {
        clientMutationId: next++,
        appIdentifier: "default",
        user_id: null,
        uuid,
        table: "clients",
        op: "UPSERT",
        record: { uuid, clientname: uuid },
        baseDataversion: null,
        queuedAt: "2026-11-22T10:00:00.000Z",
      };
      entries.push(entry);
      return entry;
    },
    all: async () => [...entries],
    count: async () => entries.length,
    remove: async (ids) => void entries.splice(0, entries.length, ...entries.filter((e) => !ids.includes(e.clientMutationId))),
    reject: async () => {},
  };
  return queue;
}

const answer = (entries: OutboxEntry[]): SyncAnswer[] =>
  entries.map((e) => ({ clientMutationId: e.clientMutationId, table: e.table, uuid: e.uuid, dataversion: 10 + e.clientMutationId, status: "APPLIED" }));

describe("sync engine: one sync at a time", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("never runs two sends at once, however often a save is requested, and empties the queue", async () => {
    const queue = makeQueue();
    let inFlight = 0;
    let most = 0;
    const send = vi.fn(async (entries: OutboxEntry[]) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      inFlight -= 1;
      return answer(entries);
    });
    const engine = new SyncEngine({ queue, send, settle: async () => {} });
    queue.add("c1");
    engine.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    queue.add("c2");
    engine.request();
    await vi.advanceTimersByTimeAsync(1000);
    queue.add("c3");
    engine.request();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(most).toBe(1);
    expect(send.mock.calls.flatMap((call) => call[0].map((e) => e.uuid))).toEqual(["c1", "c2", "c3"]);
    expect(queue.entries).toEqual([]);
  });

  it("sends nothing while another tab holds the sync lock, and tries again 1 s later", async () => {
    const queue = makeQueue();
    const send = vi.fn(async (entries: OutboxEntry[]) => answer(entries));
    let otherTabSyncing = true;
    const withLock = vi.fn(async (run: () => Promise<void>) => {
      if (otherTabSyncing) return false;
      await run();
      return true;
    });
    const engine = new SyncEngine({ queue, send, settle: async () => {}, withLock });
    queue.add("c1");
    await engine.syncNow();
    expect(send).not.toHaveBeenCalled();
    otherTabSyncing = false;
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.entries).toEqual([]);
  });

  it("reports waiting, syncing and idle with the number of entries still waiting", async () => {
    const queue = makeQueue();
    const states: Array<[EngineState, number]> = [];
    const engine = new SyncEngine({
      queue,
      send: async (entries) => answer(entries),
      settle: async () => {},
      onState: (state, { pending }) => states.push([state, pending]),
    });
    queue.add("c1");
    queue.add("c2");
    engine.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toEqual([
      ["waiting", 2],
      ["syncing", 2],
      ["idle", 0],
    ]);
  });

  it("reports the error of a failed save and keeps every entry", async () => {
    const queue = makeQueue();
    const reported: unknown[] = [];
    const engine = new SyncEngine({
      queue,
      send: async () => {
        throw new Error("HTTP 502");
      },
      settle: async () => {},
      onState: (state, { error, pending }) => state === "error" && reported.push([(error as Error).message, pending]),
    });
    queue.add("c1");
    await engine.syncNow();
    expect(reported).toEqual([["HTTP 502", 1]]);
    engine.dispose();
  });
});
