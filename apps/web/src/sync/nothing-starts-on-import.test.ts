import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Importing a module of the sync layer, the vault or the platform starts nothing: no event
 * listener, channel or timer is registered as a side effect of loading its code (docs/layers.md,
 * "Nothing starts on import"). What listens is started by the sync runtime or main.tsx, by name.
 * The workers' entry points (`*.worker.ts`) are left out: they run in a worker of their own, and
 * listening is what loading them is for.
 */
const modules = import.meta.glob(["/src/sync/*.{ts,tsx}", "/src/vault/*.ts", "/src/platform/*.ts", "!/src/**/*.test.{ts,tsx}", "!/src/**/*.worker.ts"]);

/** Every registration importing could make, counted by the name of what registered it. */
function watchRegistrations(): { made: string[]; restore(): void } {
  const made: string[] = [];
  const spies = [
    vi.spyOn(window, "addEventListener").mockImplementation((type) => void made.push(`window.addEventListener(${type})`)),
    vi.spyOn(document, "addEventListener").mockImplementation((type) => void made.push(`document.addEventListener(${type})`)),
    vi.spyOn(globalThis, "setInterval").mockImplementation(() => {
      made.push("setInterval");
      return 0 as unknown as ReturnType<typeof setInterval>;
    }),
  ];
  // Nothing else runs in this file's worker while its modules load (vitest.config.ts runs it isolated): every registration counted is an import's.
  const Channel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      super(name);
      made.push(`new BroadcastChannel(${name})`);
      this.close();
    }
  };
  return {
    made,
    restore() {
      for (const spy of spies) spy.mockRestore();
      globalThis.BroadcastChannel = Channel;
    },
  };
}

describe("importing the sync layer, the vault and the platform", () => {
  // Each module is loaded anew here, so its top level runs in this test whatever loaded it before.
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.resetModules());

  it("finds the modules it checks", () => {
    const names = Object.keys(modules);
    for (const name of ["/src/sync/sync-runtime.ts", "/src/vault/wipe-watch.ts", "/src/platform/persisted-cache.ts", "/src/sync/runtime-context.tsx"])
      expect(names).toContain(name);
    expect(names.some((name) => name.endsWith(".worker.ts") || name.includes(".test."))).toBe(false);
  });

  it("registers no listener, channel or timer", async () => {
    const watch = watchRegistrations();
    const byModule: Record<string, string[]> = {};
    try {
      for (const [name, load] of Object.entries(modules)) {
        const before = watch.made.length;
        await load();
        if (watch.made.length > before) byModule[name] = watch.made.slice(before);
      }
    } finally {
      watch.restore();
    }
    expect(byModule).toEqual({});
  });
});
