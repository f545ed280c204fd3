import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkedChannelName, pongWatch, REALTIME } from "./realtime.js";

describe("the realtime channel (docs/product.md §5, §7)", () => {
  it("keeps the old realtime channel and timeouts (docs/product.md §7): 120000, 30000 and 10000 ms", () => {
    expect(REALTIME).toEqual({ channel: "malawi-websockets", activityTimeoutMs: 120_000, pongTimeoutMs: 30_000, unavailableTimeoutMs: 10_000 });
  });

  it("rejects a channel name starting with #", () => {
    expect(() => checkedChannelName("#malawi")).toThrow('channel name "#malawi" must not start with #');
    expect(checkedChannelName("malawi-websockets")).toBe("malawi-websockets");
  });
});

describe("a ping without a pong", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const socket = () => ({ readyState: 1, close: vi.fn() });

  it("closes the socket 30000 ms after the ping was sent", () => {
    const open = socket();
    const watch = pongWatch();
    watch.connected(open);
    watch.ping(false);
    vi.advanceTimersByTime(29_999);
    expect(open.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open.close).toHaveBeenCalledWith(4408, "pong timeout");
  });

  it("keeps the socket when the pong arrives in time, and ignores pings the server sent", () => {
    const open = socket();
    const watch = pongWatch();
    watch.connected(open);
    watch.ping(true);
    vi.advanceTimersByTime(60_000);
    watch.ping(false);
    vi.advanceTimersByTime(10_000);
    watch.pong(true);
    vi.advanceTimersByTime(60_000);
    expect(open.close).not.toHaveBeenCalled();
  });
});
