import { ERASED_REASON_PREFIX, TRANSFERRED_REASON_PREFIX } from "@stepwise/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxEntry } from "./outbox.js";
import { RETRY_AFTER_MAX_MS, SAVE_DEBOUNCE_MS, SyncEngine, type SyncAnswer, type SyncQueue } from "./sync-engine.js";

/** An in-memory queue with the outbox's contract (the real IndexedDB outbox has its own test). */
class MemoryQueue implements SyncQueue {
  entries: OutboxEntry[] = [];
  private next = 1;
  add(uuid: string, clientname: string): OutboxEntry {
    const entry: OutboxEntry = {
      clientMutationId: this.next++,
      appIdentifier: "default",
      user_id: "1",
      uuid,
      table: "clients",
      op: "UPSERT",
      record: { uuid, clientname },
      baseDataversion: null,
      queuedAt: new Date().toISOString(),
    };
    this.entries.push(entry);
    return entry;
  }
  async all() {
    return this.entries.filter((e) => !e.rejected);
  }
  async count() {
    return (await this.all()).length;
  }
  async reject(id: number, reason: string) {
    this.entries = this.entries.map((e) => (e.clientMutationId === id ? { ...e, rejected: { reason, at: new Date().toISOString() } } : e));
  }
  async remove(ids: readonly number[]) {
    this.entries = this.entries.filter((e) => !ids.includes(e.clientMutationId));
  }
}

const answersFor = (entries: OutboxEntry[]): SyncAnswer[] =>
  entries.map((e, i) => ({ clientMutationId: e.clientMutationId, table: e.table, uuid: e.uuid, dataversion: 100 + i, status: "APPLIED" }));

describe("sync engine (docs/product.md §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(send = vi.fn(async (entries: OutboxEntry[]) => answersFor(entries))) {
    const queue = new MemoryQueue();
    const settle = vi.fn(async () => {});
    const engine = new SyncEngine({ queue, send, settle });
    return { queue, send, settle, engine };
  }

  it("delays a save exactly 1000 ms after it was requested", async () => {
    const { queue, send, engine } = setup();
    queue.add("c1", "Ada");
    engine.request();
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(SAVE_DEBOUNCE_MS).toBe(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("restarts the 1 s delay on every new request", async () => {
    const { queue, send, engine } = setup();
    queue.add("c1", "Ada");
    engine.request();
    await vi.advanceTimersByTimeAsync(800);
    engine.request();
    await vi.advanceTimersByTimeAsync(800);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("runs one sync at a time, and another one when the queue still holds items", async () => {
    let release!: () => void;
    const send = vi.fn(async (entries: OutboxEntry[]) => {
      if (send.mock.calls.length === 1) await new Promise<void>((r) => (release = r));
      return answersFor(entries);
    });
    const { queue, engine } = setup(send);
    queue.add("c1", "Ada");
    const first = engine.syncNow();
    await vi.advanceTimersByTimeAsync(0);
    queue.add("c2", "Bea");
    await engine.syncNow();
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await first;
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0].map((e) => e.uuid)).toEqual(["c2"]);
    expect(queue.entries).toEqual([]);
  });

  it("keeps an edit re-queued during an in-flight save (re-queue detection)", async () => {
    let release!: () => void;
    const send = vi.fn(async (entries: OutboxEntry[]) => {
      if (send.mock.calls.length === 1) await new Promise<void>((r) => (release = r));
      return answersFor(entries);
    });
    const { queue, engine } = setup(send);
    queue.add("c1", "Ada");
    const running = engine.syncNow();
    await vi.advanceTimersByTimeAsync(0);
    const requeued = queue.add("c1", "Ada Lovelace");
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls[1]![0]).toEqual([requeued]);
    await running;
  });

  it("marks records synced with the answer's dataversions before dropping their entries", async () => {
    const { queue, engine, settle } = setup();
    const entry = queue.add("c1", "Ada");
    await engine.syncNow();
    expect(settle).toHaveBeenCalledWith(
      [{ clientMutationId: entry.clientMutationId, table: "clients", uuid: "c1", dataversion: 100, status: "APPLIED" }],
      [entry],
    );
    expect(queue.entries).toEqual([]);
  });

  it("keeps the queue when a save fails, clears busy, and retries with backoff 1 s, 2 s, 4 s", async () => {
    const send = vi.fn(async (): Promise<SyncAnswer[]> => {
      throw new Error("network down");
    });
    const { queue, engine } = setup(send);
    queue.add("c1", "Ada");
    await engine.syncNow();
    expect(queue.entries).toHaveLength(1);
    expect(engine.nextRetryDelay()).toBe(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(engine.nextRetryDelay()).toBe(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(engine.nextRetryDelay()).toBe(4000);
    expect(queue.entries).toHaveLength(1);
  });

  it("keeps the entries a quota refused (429) and sends them again once the server's Retry-After is over", async () => {
    const refusal = Object.assign(new Error("quota reached"), { retryAfterMs: 30 * 60_000 });
    let refusing = true;
    const send = vi.fn(async (entries: OutboxEntry[]) => {
      if (refusing) throw refusal;
      return answersFor(entries);
    });
    const queue = new MemoryQueue();
    const engine = new SyncEngine({ queue, send, settle: vi.fn(async () => {}), retryAfterMs: (error) => (error as typeof refusal).retryAfterMs });
    for (let i = 0; i < 600; i += 1) queue.add(`c${i}`, `Client ${i}`);
    await engine.syncNow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.entries).toHaveLength(600);
    // Not after the 1 s backoff: after the 30 minutes the server asked for.
    await vi.advanceTimersByTimeAsync(30 * 60_000 - 1);
    expect(send).toHaveBeenCalledTimes(1);
    refusing = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(send.mock.calls.map((call) => call[0].length)).toEqual([500, 500, 100]);
    expect(queue.entries).toEqual([]);
  });

  it("waits at most an hour, whatever Retry-After says", async () => {
    const send = vi.fn(async (): Promise<SyncAnswer[]> => {
      throw new Error("quota reached");
    });
    const queue = new MemoryQueue();
    const engine = new SyncEngine({ queue, send, settle: vi.fn(async () => {}), retryAfterMs: () => 48 * 3600_000 });
    queue.add("c1", "Ada");
    await engine.syncNow();
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MAX_MS);
    expect(RETRY_AFTER_MAX_MS).toBe(3600_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.entries).toHaveLength(1);
  });

  it("sends a long outbox in batches of at most 500 entries", async () => {
    const { queue, send, engine } = setup();
    for (let i = 0; i < 1201; i += 1) queue.add(`c${i}`, `Client ${i}`);
    await engine.syncNow();
    expect(send.mock.calls.map((call) => call[0].length)).toEqual([500, 500, 201]);
    expect(queue.entries).toEqual([]);
  });

  it("caps the backoff at 60 s", async () => {
    const send = vi.fn(async (): Promise<SyncAnswer[]> => {
      throw new Error("server down");
    });
    const { queue, engine } = setup(send);
    queue.add("c1", "Ada");
    for (let i = 0; i < 10; i += 1) await engine.syncNow();
    expect(engine.nextRetryDelay()).toBe(60_000);
  });

  it("does not sync while offline, and keeps the queue", async () => {
    const queue = new MemoryQueue();
    const send = vi.fn(async (entries: OutboxEntry[]) => answersFor(entries));
    const engine = new SyncEngine({ queue, send, settle: async () => {}, isOnline: () => false });
    queue.add("c1", "Ada");
    await engine.syncNow();
    expect(send).not.toHaveBeenCalled();
    expect(queue.entries).toHaveLength(1);
  });

  it("keeps a REJECTED edit with its reason, sends the rest, and never sends the rejected one again", async () => {
    const send = vi.fn(async (entries: OutboxEntry[]) =>
      answersFor(entries).map((a) => (a.uuid === "bad" ? { ...a, status: "REJECTED" as const, dataversion: 0, reason: "record.age: expected number" } : a)),
    );
    const { queue, engine } = setup(send);
    queue.add("good", "Ada");
    const bad = queue.add("bad", "Bea");
    await engine.syncNow();
    expect(queue.entries).toEqual([{ ...bad, rejected: { reason: "record.age: expected number", at: expect.any(String) } }]);
    queue.add("later", "Cid");
    await engine.syncNow();
    expect(send.mock.calls.map(([entries]) => entries.map((e) => e.uuid))).toEqual([["good", "bad"], ["later"]]);
    expect(await queue.count()).toBe(0);
  });

  it('drops at once an edit REJECTED because its client was erased (docs/operating.md, "Erasing a client"): nothing of her is kept to show or resend', async () => {
    const reason = `${ERASED_REASON_PREFIX}clients record ana was erased at the client's request`;
    const send = vi.fn(async (entries: OutboxEntry[]) =>
      answersFor(entries).map((a) => (a.uuid === "ana" ? { ...a, status: "REJECTED" as const, dataversion: 0, reason } : a)),
    );
    const afterSettled = vi.fn(async () => {});
    const queue = new MemoryQueue();
    const engine = new SyncEngine({ queue, send, settle: vi.fn(async () => {}), afterSettled });
    queue.add("ben", "Ben");
    queue.add("ana", "Ana");
    await engine.syncNow();
    expect(queue.entries).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    // The answers go on to the feed, which fetches the record the server now holds (a tombstone: none) and so removes her.
    expect(afterSettled).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ uuid: "ana", status: "REJECTED", reason })]));
  });

  it('keeps an edit REJECTED because its client moved to another worker (docs/teams.md, "Moving a caseload"), to show, never to resend', async () => {
    const reason = `${TRANSFERRED_REASON_PREFIX}clients record ana was moved to another worker's caseload`;
    const send = vi.fn(async (entries: OutboxEntry[]) =>
      answersFor(entries).map((a) => (a.uuid === "ana" ? { ...a, status: "REJECTED" as const, dataversion: 0, reason } : a)),
    );
    const afterSettled = vi.fn(async () => {});
    const queue = new MemoryQueue();
    const engine = new SyncEngine({ queue, send, settle: vi.fn(async () => {}), afterSettled });
    queue.add("ben", "Ben");
    const ana = queue.add("ana", "Ana B.");
    await engine.syncNow();
    expect(queue.entries).toEqual([{ ...ana, rejected: { reason, at: expect.any(String) } }]);
    expect(await queue.count()).toBe(0);
    await engine.syncNow();
    expect(send).toHaveBeenCalledTimes(1);
    // The answers go on to the feed, which fetches the record (for her a tombstone) and so drops the client, the edit staying listed.
    expect(afterSettled).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ uuid: "ana", status: "REJECTED", reason })]));
  });
});
