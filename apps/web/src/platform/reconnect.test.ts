import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { interruptibleRetryWait, reconnectDelay } from "./reconnect.js";

describe("the WebSocket's reconnect wait", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("backs off from 1 s, doubling, to at most 30 s", () => {
    expect([0, 1, 2, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
  });

  it("ends a 30 s wait at once when asked (coming online, page visible), and only the wait under way", async () => {
    const retry = interruptibleRetryWait();
    let ended = false;
    void retry.wait(9).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ended).toBe(false);
    expect(retry.now()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
    expect(retry.now()).toBe(false);
  });

  it("still ends by itself after its backoff", async () => {
    const retry = interruptibleRetryWait();
    let ended = false;
    void retry.wait(0).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
  });
});
