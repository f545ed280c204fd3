import { describe, expect, it } from "vitest";
import { CURSOR_KEY } from "./change-feed.js";
import {
  CHECKPOINT_EVERY_MS,
  DOWNLOAD_PAGE,
  FIRST_SYNC_KEY,
  FirstSync,
  type DownloadPage,
  type DownloadProgress,
  type DownloadState,
  type FirstSyncPorts,
} from "./first-sync.js";

interface Page extends DownloadPage {
  /** The dataversions of the page's records (the server's cursor is the last). */
  records: number[];
}

/**
 * A server holding `total` records with dataversions 1..total (feed at `feedCursor`), a cache that
 * holds what was written into it, a persisted cache holding what the cache held at the last save,
 * and the outbox database's meta. Each step of `log` says what happened, in order. A page's request
 * takes `pageMs` from when it is asked for.
 */
function makeDevice(options: {
  total: number;
  feedCursor?: number;
  failAt?: (after: string | null, call: number) => boolean;
  pageMs?: number;
  persistMs?: number;
  failPersist?: () => boolean;
  /** Whether pages foresee where the page after the next starts, as the server does. */
  ahead?: boolean;
  /** Pages cut short (the server ends a page before 8 MB): after that cursor, only so many records. */
  cut?: { after: string; count: number };
}) {
  const log: string[] = [];
  const meta = new Map<string, unknown>();
  let clock = 0;
  let calls = 0;
  const device = {
    log,
    meta,
    cache: new Set<number>(),
    persisted: new Set<number>(),
    asked: [] as Array<{ after: string | null; counts: boolean }>,
    progress: [] as Array<DownloadProgress | null>,
  };
  const ports = {
    now: () => clock,
    /** None unless a test sets it (the server's foresight of the first page). */
    foresee: undefined as FirstSyncPorts<Page>["foresee"],
    page: async (after: string | null, first: number, counts: boolean): Promise<Page | null> => {
      calls += 1;
      device.asked.push({ after, counts });
      clock += options.pageMs ?? 100;
      await Promise.resolve();
      if (options.failAt?.(after, calls)) return null;
      const from = after === null ? 0 : Number(after);
      const size = options.cut?.after === after ? options.cut.count : first;
      const records = Array.from({ length: Math.max(0, Math.min(size, options.total - from)) }, (_, i) => from + i + 1);
      const cursor = records.length > 0 ? String(records.at(-1)) : after;
      const end = from + records.length;
      const ahead = options.ahead && options.total - end >= first ? String(end + first) : null;
      const page: Page = {
        records,
        count: records.length,
        cursor,
        hasMore: end < options.total,
        ahead,
        feedCursor: `${options.feedCursor ?? options.total}:0`,
      };
      return counts ? { ...page, total: options.total, remaining: options.total - from } : page;
    },
    apply: (page: Page) => {
      for (const dv of page.records) device.cache.add(dv);
      log.push(`apply ${page.cursor}`);
    },
    persist: async () => {
      clock += options.persistMs ?? 50;
      await Promise.resolve();
      if (options.failPersist?.()) throw new Error("quota exceeded");
      keep(device.persisted, device.cache);
      log.push(`persist ${device.cache.size}`);
    },
    store: {
      getMeta: <T>(key: string) => Promise.resolve(meta.get(key) as T | undefined),
      setMeta: async (key: string, value: unknown) => {
        await Promise.resolve();
        meta.set(key, value);
        log.push(`meta ${key} ${JSON.stringify(value)}`);
      },
    },
  };
  const sync = (): FirstSync<Page> => {
    const made = new FirstSync<Page>(ports);
    made.progress.subscribe(() => device.progress.push(made.progress.get().download));
    return made;
  };
  return Object.assign(device, { ports, sync, reload: () => keep(device.cache, device.persisted) });
}

/** Makes `into` hold what `from` holds. */
function keep(into: Set<number>, from: Set<number>): void {
  into.clear();
  for (const dv of from) into.add(dv);
}

const state = (meta: Map<string, unknown>) => meta.get(FIRST_SYNC_KEY) as DownloadState | null | undefined;

describe("a new device's first sync", () => {
  it("downloads every page, shows how many of how many are stored, and hands over to the change feed at the first page's feedCursor", async () => {
    const device = makeDevice({ total: 1200, feedCursor: 1187 });
    const sync = device.sync();
    await sync.begin("7");
    expect(await sync.run()).toBe(true);
    expect(device.asked).toEqual([
      { after: null, counts: true },
      { after: "500", counts: false },
      { after: "1000", counts: false },
    ]);
    expect(device.persisted.size).toBe(1200);
    expect(device.progress.filter((p) => p?.running).map((p) => [p!.done, p!.total])).toEqual([
      [0, 0],
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
    expect(device.progress.at(-1)).toBeNull();
    expect(device.meta.get(CURSOR_KEY)).toBe("1187:0");
    expect(state(device.meta)).toBeNull();
    // Stored first, then the feed's cursor, then the download is done.
    expect(device.log.slice(-3)).toEqual(["persist 1200", `meta ${CURSOR_KEY} "1187:0"`, `meta ${FIRST_SYNC_KEY} null`]);
    expect(await sync.run()).toBe(true);
    expect(device.asked).toHaveLength(3);
  });

  it("takes the first page asked ahead (prefetch) as its first page: asked once, before the run", async () => {
    const device = makeDevice({ total: 700, feedCursor: 690 });
    const sync = device.sync();
    await sync.begin("7");
    await sync.prefetch();
    expect(device.asked).toEqual([{ after: null, counts: true }]);
    expect(await sync.run()).toBe(true);
    expect(device.asked).toEqual([
      { after: null, counts: true },
      { after: "500", counts: false },
    ]);
    expect(device.persisted.size).toBe(700);
    expect(device.meta.get(CURSOR_KEY)).toBe("690:0");
  });

  it("does not use a page asked ahead for a download begun again since (another worker logged in)", async () => {
    const device = makeDevice({ total: 700 });
    const sync = device.sync();
    await sync.begin("7");
    await sync.prefetch();
    await sync.begin("8");
    expect(await sync.run()).toBe(true);
    expect(device.asked.map((a) => a.after)).toEqual([null, null, "500"]);
    expect(device.persisted.size).toBe(700);
  });

  it("asks nothing ahead when no download waits", async () => {
    const device = makeDevice({ total: 10 });
    await device.sync().prefetch();
    expect(device.asked).toEqual([]);
  });

  it("does nothing when no download waits (a device that synced before)", async () => {
    const device = makeDevice({ total: 10 });
    expect(await device.sync().run()).toBe(true);
    expect(device.asked).toEqual([]);
  });

  it("moves its cursor only past pages in the persisted cache: cut short, it keeps them and goes on after them", async () => {
    // Pages of 100 ms: no checkpoint is due before the third page fails.
    const device = makeDevice({ total: 1700, failAt: (_after, call) => call === 3 });
    const sync = device.sync();
    await sync.begin("7");
    expect(await sync.run()).toBe(false);
    expect(device.log.slice(-3)).toEqual([
      "apply 1000",
      "persist 1000",
      `meta ${FIRST_SYNC_KEY} {"user":"7","after":"1000","feedCursor":"1700:0","done":1000,"total":1700}`,
    ]);
    expect(device.progress.at(-1)).toEqual({ done: 1000, total: 1700, running: false });
    expect(device.meta.get(CURSOR_KEY)).toBe(0);

    // The network comes back: the next run asks after the stored page, counts again, and ends.
    expect(await sync.run()).toBe(true);
    expect(device.asked.slice(3)).toEqual([
      { after: "1000", counts: true },
      { after: "1500", counts: false },
    ]);
    expect(
      device.progress
        .filter((p) => p?.running)
        .slice(-2)
        .map((p) => [p!.done, p!.total]),
    ).toEqual([
      [1500, 1700],
      [1700, 1700],
    ]);
    expect(device.persisted.size).toBe(1700);
  });

  it("after a reload resumes from the last checkpoint, never from a page the persisted cache lacks", async () => {
    // Pages of 1.5 s, each asked for when the one before comes: a checkpoint after the third page
    // (6 s), the next when the tab is closed.
    const device = makeDevice({ total: 4000, pageMs: 1500 });
    const persist = device.ports.persist;
    let saves = 0;
    device.ports.persist = async () => {
      saves += 1;
      if (saves === 2) throw new Error("the tab was closed");
      return persist();
    };
    const first = device.sync();
    await first.begin("7");
    await expect(first.run()).rejects.toThrow("the tab was closed");
    expect(state(device.meta)?.after).toBe("1500");
    expect(device.persisted.size).toBe(1500);
    device.reload();

    device.ports.persist = persist;
    const again = device.sync();
    await again.showWaiting();
    expect(device.progress.at(-1)).toEqual({ done: 1500, total: 4000, running: false });
    expect(await again.run()).toBe(true);
    expect(device.asked.filter((a) => a.counts)).toEqual([
      { after: null, counts: true },
      { after: "1500", counts: true },
    ]);
    expect([...device.persisted].sort((a, b) => a - b)).toEqual(Array.from({ length: 4000 }, (_, i) => i + 1));
  });

  it("keeps the cursor where it was when the cache could not be saved", async () => {
    let failing = false;
    const device = makeDevice({ total: 1500, failAt: (_after, call) => call === 3, failPersist: () => failing });
    const sync = device.sync();
    await sync.begin("7");
    failing = true;
    await expect(sync.run()).resolves.toBe(false);
    expect(state(device.meta)?.after).toBeNull();
    failing = false;
    expect(await sync.run()).toBe(true);
    expect(device.asked.filter((a) => a.counts).map((a) => a.after)).toEqual([null, null]);
  });

  it("saves the cache every 5 s, or less often when saving takes more than a fifth of the time", async () => {
    // Pages of 1 s, each asked for when the one before comes; a save of 1.5 s: the first checkpoint
    // after 5 s, the next 7.5 s after it (five times the save), then the last page's.
    const device = makeDevice({ total: 9000, pageMs: 1000, persistMs: 1500 });
    const sync = device.sync();
    await sync.begin("7");
    await sync.run();
    expect(CHECKPOINT_EVERY_MS).toBe(5000);
    expect(device.log.filter((l) => l.startsWith("persist"))).toEqual(["persist 2000", "persist 6000", "persist 9000"]);
  });

  it("makes no checkpoint when the rest should come within the interval: the last page saves it all", async () => {
    // Pages of 1 s: at 5 s 2,000 of 3,000 records came, the last 1,000 due in 2.5 s.
    const device = makeDevice({ total: 3000, pageMs: 1000 });
    const sync = device.sync();
    await sync.begin("7");
    expect(await sync.run()).toBe(true);
    expect(device.log.filter((l) => l.startsWith("persist"))).toEqual(["persist 3000"]);
  });

  it("stops another worker's download before it writes anything more, and starts the new worker's from the first page", async () => {
    const device = makeDevice({ total: 1500 });
    const sync = device.sync();
    await sync.begin("7");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = device.ports.page;
    device.ports.page = async (after, first, counts) => {
      if (after === "500") await held;
      return page(after, first, counts);
    };
    const firstRun = sync.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await sync.begin("8");
    const secondRun = sync.run();
    release();
    expect(await firstRun).toBe(false);
    expect(await secondRun).toBe(true);
    // The first run's second page never reaches the cache; the second run's three pages do.
    expect(device.log.filter((l) => l.startsWith("apply"))).toEqual(["apply 500", "apply 500", "apply 1000", "apply 1500"]);
    expect(device.asked.filter((a) => a.after === null)).toHaveLength(2);
    expect(state(device.meta)).toBeNull();
  });

  it("starts again from the first page when a cursor was kept without the feed's starting point", async () => {
    const device = makeDevice({ total: 300 });
    device.meta.set(FIRST_SYNC_KEY, { user: "7", after: "200", feedCursor: null, done: 200, total: 300 } satisfies DownloadState);
    expect(await device.sync().run()).toBe(true);
    expect(device.asked[0]).toEqual({ after: null, counts: true });
    expect(DOWNLOAD_PAGE).toBe(500);
  });

  it("asks for the page after the next one as soon as a page foresees where it starts, so two are under way", async () => {
    const device = makeDevice({ total: 2000, ahead: true });
    // Each page is answered only when the test says: what was asked for meanwhile is in `sent`.
    const answers: Array<() => void> = [];
    const sent: Array<string | null> = [];
    const page = device.ports.page;
    device.ports.page = async (after, first, counts) => {
      sent.push(after);
      await new Promise<void>((resolve) => answers.push(resolve));
      return page(after, first, counts);
    };
    const sync = device.sync();
    await sync.begin("7");
    const run = sync.run();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(sent).toEqual([null]);
    answers.shift()!();
    await settle();
    // The first page came: the next one and the one after it are both asked for.
    expect(sent).toEqual([null, "500", "1000"]);
    answers.shift()!();
    await settle();
    expect(sent).toEqual([null, "500", "1000", "1500"]);
    while (answers.length > 0) {
      answers.shift()!();
      await settle();
    }
    expect(await run).toBe(true);
    expect(device.log.filter((l) => l.startsWith("apply"))).toEqual(["apply 500", "apply 1000", "apply 1500", "apply 2000"]);
  });

  it("asks the second and third pages beside the first when the run begins with the first page's foresight, before the first page's records", async () => {
    const device = makeDevice({ total: 1200, ahead: true, feedCursor: 1190 });
    const answers: Array<() => void> = [];
    const sent: Array<string | null> = [];
    const page = device.ports.page;
    device.ports.page = async (after, first, counts) => {
      sent.push(after);
      await new Promise<void>((resolve) => answers.push(resolve));
      return page(after, first, counts);
    };
    // The server's foresight of the first page: where it ends and where the one after the next starts.
    const foreseen: Array<string | null> = [];
    let tellForesight = () => {};
    device.ports.foresee = async (after) => {
      foreseen.push(after);
      await new Promise<void>((resolve) => (tellForesight = resolve));
      return { cursor: "500", hasMore: true, ahead: "1000", total: 1200, remaining: 1200 };
    };
    const sync = device.sync();
    await sync.begin("7");
    await sync.prefetch();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(sent).toEqual([null]);
    expect(foreseen).toEqual([null]);
    tellForesight();
    await settle();
    // Until the run begins (the first screen drawn) the first page has the link to itself.
    expect(sent).toEqual([null]);
    const run = sync.run();
    await settle();
    // The first page's records have not come, and the two after it are under way; the progress shows her records in all.
    expect(sent).toEqual([null, "500", "1000"]);
    expect(device.progress.at(-1)).toEqual({ done: 0, total: 1200, running: true });
    while (answers.length > 0) {
      answers.shift()!();
      await settle();
    }
    expect(await run).toBe(true);
    expect(sent).toEqual([null, "500", "1000"]);
    expect(device.log.filter((l) => l.startsWith("apply"))).toEqual(["apply 500", "apply 1000", "apply 1200"]);
    expect(device.progress.filter((p) => p?.running).map((p) => [p!.done, p!.total])).toEqual([
      [0, 0],
      [0, 1200],
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
    expect([...device.persisted].sort((a, b) => a - b)).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
    expect(device.meta.get(CURSOR_KEY)).toBe("1190:0");
  });

  it("asks the pages a foresight names once, when it comes after the run took the first page asked ahead", async () => {
    const device = makeDevice({ total: 1200, ahead: true });
    let tell = () => {};
    device.ports.foresee = async () => {
      await new Promise<void>((resolve) => (tell = resolve));
      return { cursor: "500", hasMore: true, ahead: "1000" };
    };
    const answers: Array<() => void> = [];
    const page = device.ports.page;
    device.ports.page = async (after, first, counts) => {
      await new Promise<void>((resolve) => answers.push(resolve));
      return page(after, first, counts);
    };
    const sync = device.sync();
    await sync.begin("7");
    await sync.prefetch();
    const run = sync.run();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    tell();
    await settle();
    expect(answers).toHaveLength(3);
    while (answers.length > 0) {
      answers.shift()!();
      await settle();
    }
    expect(await run).toBe(true);
    expect(device.asked.map((a) => a.after)).toEqual([null, "500", "1000"]);
    expect(device.log.filter((l) => l.startsWith("apply"))).toEqual(["apply 500", "apply 1000", "apply 1200"]);
  });

  it("never uses the pages a foresight named when the first page ends elsewhere, and ignores a foresight that comes after the first page", async () => {
    // The foresight says the first page ends at 400; the page itself ends at 500 (written meanwhile).
    const wrong = makeDevice({ total: 1200, ahead: true });
    wrong.ports.foresee = () => Promise.resolve({ cursor: "400", hasMore: true, ahead: "900" });
    const sync = wrong.sync();
    await sync.begin("7");
    expect(await sync.run()).toBe(true);
    expect(wrong.log.filter((l) => l.startsWith("apply"))).toEqual(["apply 500", "apply 1000", "apply 1200"]);
    expect([...wrong.persisted].sort((a, b) => a - b)).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
    expect(wrong.asked.map((a) => a.after)).toEqual([null, "400", "900", "500", "1000"]);

    const late = makeDevice({ total: 1200, ahead: true });
    let tell = () => {};
    late.ports.foresee = async () => {
      await new Promise<void>((resolve) => (tell = resolve));
      return { cursor: "500", hasMore: true, ahead: "1000" };
    };
    const lateSync = late.sync();
    await lateSync.begin("7");
    const run = lateSync.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    tell();
    expect(await run).toBe(true);
    expect(late.asked.map((a) => a.after)).toEqual([null, "500", "1000"]);
  });

  it("never uses a page asked for after a foreseen cursor the page before did not end at (a page cut short)", async () => {
    // The second page ends after 300 records, not 500: the page asked for after 1000 does not follow on.
    const device = makeDevice({ total: 2000, ahead: true, cut: { after: "500", count: 300 } });
    const sync = device.sync();
    await sync.begin("7");
    expect(await sync.run()).toBe(true);
    expect(device.asked.map((a) => a.after)).toEqual([null, "500", "1000", "800", "1300", "1800"]);
    expect(device.log.filter((l) => l.startsWith("apply"))).toEqual(["apply 500", "apply 800", "apply 1300", "apply 1800", "apply 2000"]);
    expect([...device.persisted].sort((a, b) => a - b)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
  });
});
