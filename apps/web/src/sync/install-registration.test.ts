import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InstallRegistration, REGISTERED_KEY } from "./install-registration.js";

function setup(options: { failures?: number; online?: boolean; registered?: boolean } = {}) {
  let failuresLeft = options.failures ?? 0;
  const register = vi.fn(async () => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error("server unreachable");
    }
  });
  const meta = new Map<string, unknown>(options.registered ? [[REGISTERED_KEY, true]] : []);
  const state = { online: options.online ?? true };
  const registration = new InstallRegistration({
    register,
    meta: { getMeta: async <T>(key: string) => meta.get(key) as T | undefined, setMeta: async (key, value) => void meta.set(key, value) },
    isOnline: () => state.online,
    // The clock's own timers (faked below), not the page-visibility ones: the web suite's files share
    // one document, and what an earlier file left of it must not hold these retries back.
    timers: {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  });
  return { register, meta, state, registration };
}

describe("app install registration (docs/product.md §3, §7)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("registers on first run and records it as synced", async () => {
    const { register, meta, registration } = setup();
    await registration.ensure();
    expect(register).toHaveBeenCalledTimes(1);
    expect(meta.get(REGISTERED_KEY)).toBe(true);
  });

  it("does not register again once registered, unless forced", async () => {
    const { register, registration } = setup({ registered: true });
    await registration.ensure();
    expect(register).not.toHaveBeenCalled();
    await registration.ensure(true);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("retries a failed registration after 1 s, then 2 s, until it succeeds", async () => {
    const { register, meta, registration } = setup({ failures: 2 });
    await registration.ensure();
    expect(meta.get(REGISTERED_KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(register).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledTimes(3);
    expect(meta.get(REGISTERED_KEY)).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(register).toHaveBeenCalledTimes(3);
  });

  it("waits while offline, and registers when asked again online", async () => {
    const { register, state, registration } = setup();
    state.online = false;
    await registration.ensure();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(register).not.toHaveBeenCalled();
    state.online = true;
    await registration.ensure();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("sends a forced registration after one already under way, and only one unforced at a time", async () => {
    const { register, registration } = setup();
    await Promise.all([registration.ensure(), registration.ensure(), registration.ensure(true)]);
    expect(register).toHaveBeenCalledTimes(2);
  });
});
