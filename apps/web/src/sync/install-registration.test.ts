import { describe, expect, it, vi } from "vitest";
import { InstallRegistration, REGISTERED_KEY } from "./install-registration.js";

/** Timers that run only when the test advances this clock, each after the promises before it have settled. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        nextId += 1;
        due.set(nextId, { at: now + ms, fn });
        return nextId;
      },
      clearTimeout: (handle: unknown) => void due.delete(handle as number),
    },
    advance: async (ms: number): Promise<void> => {
      const until = now + ms;
      for (;;) {
        await settle();
        const [id, next] = [...due].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0] ?? [];
        if (id === undefined || !next) break;
        due.delete(id);
        now = next.at;
        next.fn();
      }
      now = until;
      await settle();
    },
  };
}

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
  const clock = manualClock();
  const registration = new InstallRegistration({
    register,
    meta: { getMeta: async <T>(key: string) => meta.get(key) as T | undefined, setMeta: async (key, value) => void meta.set(key, value) },
    isOnline: () => state.online,
    // A clock of its own, not the document's timers nor vitest's global fake ones: the web suite's
    // files share one worker, and timers an earlier file left behind ran (and held these retries)
    // whenever a global fake clock was advanced.
    timers: clock.timers,
  });
  return { register, meta, state, registration, advance: clock.advance };
}

describe("app install registration (docs/product.md §3, §7)", () => {
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
    const { register, meta, registration, advance } = setup({ failures: 2 });
    await registration.ensure();
    expect(meta.get(REGISTERED_KEY)).toBe(false);
    await advance(999);
    expect(register).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(register).toHaveBeenCalledTimes(2);
    await advance(1999);
    expect(register).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(register).toHaveBeenCalledTimes(3);
    expect(meta.get(REGISTERED_KEY)).toBe(true);
    await advance(60_000);
    expect(register).toHaveBeenCalledTimes(3);
  });

  it("waits while offline, and registers when asked again online", async () => {
    const { register, state, registration, advance } = setup();
    state.online = false;
    await registration.ensure();
    await advance(10_000);
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
