import { describe, expect, it, vi } from "vitest";
import {
  CATCH_UP_PAGE,
  ChangeFeed,
  CURSOR_KEY,
  mayHaveMissed,
  RESTARTED_KEY,
  type ChangeNotice,
  type ChangePage,
  type FeedStore,
  type FeedTable,
} from "./change-feed.js";
import type { OutboxEntry } from "./outbox.js";

const OWN_APP_ID = "11111111-1111-4111-8111-111111111111";
const OTHER_APP_ID = "22222222-2222-4222-8222-222222222222";

const waitingEdit = (uuid: string): OutboxEntry => ({
  clientMutationId: 7,
  appIdentifier: "default",
  user_id: "1",
  uuid,
  table: "clients",
  op: "UPSERT",
  record: { uuid, clientname: "Local edit" },
  baseDataversion: 3,
  queuedAt: "2026-11-22T10:00:00.000Z",
});

/** A store holding waiting edits and the cursor, as the outbox database does. */
function makeStore(waiting: OutboxEntry[] = [], cursor?: string | number): FeedStore & { meta: Map<string, unknown> } {
  const meta = new Map<string, unknown>(cursor === undefined ? [] : [[CURSOR_KEY, cursor]]);
  return {
    meta,
    pending: async () => new Map(waiting.map((e) => [`${e.table}:${e.uuid}`, e])),
    getMeta: async <T>(key: string) => meta.get(key) as T | undefined,
    setMeta: async (key, value) => void meta.set(key, value),
  };
}

function setup(
  options: {
    waiting?: OutboxEntry[];
    cursor?: string | number;
    held?: Record<string, number>;
    pages?: ChangePage[];
    saved?: () => Promise<void>;
    onRepaired?: () => void;
  } = {},
) {
  let deliver: (notice: ChangeNotice) => void = () => {};
  const pages = [...(options.pages ?? [])];
  const changesSince = vi.fn(async (_cursor: string, _limit: number) => pages.shift() ?? null);
  const fetch = vi.fn(async (_uuid: string) => {});
  const clients: FeedTable = { table: "clients", dataversion: (uuid) => options.held?.[uuid] ?? null, fetch };
  const store = makeStore(options.waiting, options.cursor);
  const feed = new ChangeFeed({
    transport: { notices: (on) => ((deliver = on), () => {}), changesSince },
    store,
    tables: [clients],
    ownAppId: () => OWN_APP_ID,
    saved: options.saved,
    onRepaired: options.onRepaired,
  });
  feed.subscribe();
  const notice = async (appID: string, uuids: string[], dataversion = 10) => {
    deliver({ appID, mutatedRecords: uuids.map((uuid) => ({ table: "clients", uuid, dataversion })) });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { feed, fetch, changesSince, store, notice };
}

describe("change feed (docs/product.md §4 Realtime; docs/sync-and-api.md, Change feed)", () => {
  it("ignores a notice whose appID is this install's own APP-ID", async () => {
    const { fetch, notice } = setup();
    await notice(OWN_APP_ID, ["c1", "c2"]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches the records of another install's notice", async () => {
    const { fetch, notice } = setup();
    await notice(OTHER_APP_ID, ["c1", "c2"]);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(["c1", "c2"]);
  });

  it("skips a changed record that still has an edit waiting in the outbox", async () => {
    const { fetch, notice } = setup({ waiting: [waitingEdit("c1")] });
    await notice(OTHER_APP_ID, ["c1", "c2"]);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(["c2"]);
  });

  it("skips a change this device already holds at that dataversion or newer", async () => {
    const { fetch, notice } = setup({ held: { c1: 10, c2: 9 } });
    await notice(OTHER_APP_ID, ["c1", "c2"], 10);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(["c2"]);
  });

  it("catches up from the stored cursor, page by page while hasMore, and stores the last cursor", async () => {
    const pages: ChangePage[] = [
      { changes: [{ table: "clients", uuid: "c1", dataversion: 41 }], cursor: "912:41", hasMore: true },
      { changes: [{ table: "clients", uuid: "c2", dataversion: 57 }], cursor: "930:0", hasMore: false },
    ];
    const { feed, fetch, changesSince, store } = setup({ cursor: "900:40", pages });
    await feed.catchUp();
    expect(changesSince.mock.calls).toEqual([
      ["900:40", CATCH_UP_PAGE],
      ["912:41", CATCH_UP_PAGE],
    ]);
    expect(CATCH_UP_PAGE).toBe(500);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(["c1", "c2"]);
    expect(store.meta.get(CURSOR_KEY)).toBe("930:0");
  });

  it("moves the cursor past a page only once the cache its changes were written into is saved", async () => {
    const pages: ChangePage[] = [
      { changes: [{ table: "clients", uuid: "c1", dataversion: 41 }], cursor: "912:41", hasMore: true },
      { changes: [{ table: "clients", uuid: "c2", dataversion: 57 }], cursor: "930:0", hasMore: false },
    ];
    const steps: string[] = [];
    let save = () => {};
    const saved = vi.fn(() => new Promise<void>((resolve) => (save = () => (steps.push("saved"), resolve()))));
    const { feed, fetch, store } = setup({ cursor: "900:40", pages, saved });
    fetch.mockImplementation(async (uuid) => void steps.push(`fetched ${uuid}`));
    const caughtUp = feed.catchUp();
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    // A reload now would fetch c1 again: the cursor has not moved past it.
    expect(store.meta.get(CURSOR_KEY)).toBe("900:40");
    save();
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(store.meta.get(CURSOR_KEY)).toBe("912:41");
    save();
    expect(await caughtUp).toBe(true);
    expect(store.meta.get(CURSOR_KEY)).toBe("930:0");
    expect(steps).toEqual(["fetched c1", "saved", "fetched c2", "saved"]);
  });

  it("sends a number kept from before cursors were opaque as its text, and keeps the server's cursor after", async () => {
    const pages: ChangePage[] = [{ changes: [{ table: "clients", uuid: "c1", dataversion: 41 }], cursor: "912:41", hasMore: false }];
    const { feed, changesSince, store } = setup({ cursor: 40, pages });
    expect(await feed.catchUp()).toBe(true);
    expect(changesSince.mock.calls).toEqual([["40", CATCH_UP_PAGE]]);
    expect(store.meta.get(CURSOR_KEY)).toBe("912:41");
  });

  it("starts a first catch-up from cursor 0 and leaves waiting edits alone there too", async () => {
    const pages: ChangePage[] = [{ changes: [{ table: "clients", uuid: "c1", dataversion: 3 }], cursor: "740:0", hasMore: false }];
    const { feed, fetch, changesSince } = setup({ waiting: [waitingEdit("c1")], pages });
    await feed.catchUp();
    expect(changesSince).toHaveBeenCalledWith("0", CATCH_UP_PAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps going after one changed record fails to fetch", async () => {
    const { feed, fetch } = setup();
    fetch.mockRejectedValueOnce(new Error("gone offline"));
    await feed.apply([
      { table: "clients", uuid: "c1", dataversion: 5 },
      { table: "clients", uuid: "c2", dataversion: 6 },
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("advances the cursor only past pages fetched and applied: a failed fetch is caught up next time", async () => {
    const first: ChangePage = {
      changes: [
        { table: "clients", uuid: "c1", dataversion: 41 },
        { table: "clients", uuid: "c2", dataversion: 42 },
        { table: "clients", uuid: "c3", dataversion: 43 },
      ],
      cursor: "905:43",
      hasMore: true,
    };
    // The next catch-up reads the same page again, from the same cursor.
    const pages: ChangePage[] = [first, first, { changes: [{ table: "clients", uuid: "c4", dataversion: 50 }], cursor: "950:0", hasMore: false }];
    const held: Record<string, number> = {};
    const { feed, fetch, changesSince, store } = setup({ cursor: "900:40", pages, held });
    fetch.mockImplementation(async (uuid: string) => {
      if (uuid === "c2") throw new Error("flaky network");
      held[uuid] = { c1: 41, c3: 43, c4: 50 }[uuid]!;
    });
    expect(await feed.catchUp()).toBe(false);
    expect(store.meta.get(CURSOR_KEY)).toBe("900:40");
    // The page after the failure is not read: the next catch-up starts before the failed page.
    expect(changesSince).toHaveBeenCalledTimes(1);
    fetch.mockImplementation(async (uuid: string) => {
      held[uuid] = { c2: 42, c4: 50 }[uuid]!;
    });
    expect(await feed.catchUp()).toBe(true);
    expect(changesSince.mock.calls.map((call) => call[0])).toEqual(["900:40", "900:40", "905:43"]);
    // c1 and c3 were applied the first time: held, they are not fetched again.
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(["c1", "c2", "c3", "c2", "c4"]);
    expect(store.meta.get(CURSOR_KEY)).toBe("950:0");
  });

  it("fetches again a record whose edit was rejected: catch-up passed its changes while the edit waited (found by the soak)", async () => {
    const edit = waitingEdit("c1");
    const { feed, fetch } = setup({
      waiting: [edit],
      cursor: "900:40",
      held: { c1: 3 },
      pages: [{ changes: [{ table: "clients", uuid: "c1", dataversion: 41 }], cursor: "905:41", hasMore: false }],
    });
    await feed.catchUp();
    expect(fetch).not.toHaveBeenCalled();
    const answer = (status: "APPLIED" | "MERGED" | "CONFLICT" | "DUPLICATE" | "REJECTED", uuid: string) => ({
      clientMutationId: 7,
      table: "clients",
      uuid,
      dataversion: 0,
      status,
    });
    const settled = [answer("APPLIED", "a"), answer("MERGED", "m"), answer("CONFLICT", "x"), answer("DUPLICATE", "d"), answer("REJECTED", "c1")];
    expect(mayHaveMissed(settled).map((a) => a.uuid)).toEqual(["d", "c1"]);
    // Settling marked the edit rejected: it no longer waits, and the record follows the server.
    edit.rejected = { reason: "clientname: contains a NUL character", at: "2026-11-22T10:01:00.000Z" };
    await feed.refetch(mayHaveMissed(settled).filter((a) => a.uuid === "c1"));
    expect(fetch.mock.calls).toEqual([["c1"]]);
  });

  it("after a cursor from a build that could skip, reads the pages from the start, fetches only what it lacks, and says so once all is read, across a reload", async () => {
    const onRepaired = vi.fn();
    const restartedPage: ChangePage = {
      changes: [
        { table: "clients", uuid: "c1", dataversion: 5 },
        { table: "clients", uuid: "c2", dataversion: 6 },
      ],
      cursor: "0990:6",
      hasMore: true,
      restarted: true,
    };
    const next: ChangePage = { changes: [{ table: "clients", uuid: "c3", dataversion: 7 }], cursor: "01003:0", hasMore: false };
    // The first catch-up fails on its second page: the repair is not done yet.
    const first = setup({ cursor: "990:6", held: { c1: 5, c3: 7 }, pages: [restartedPage], onRepaired });
    expect(await first.feed.catchUp()).toBe(false);
    expect(first.fetch.mock.calls).toEqual([["c2"]]);
    expect(first.changesSince.mock.calls[0]![0]).toBe("990:6");
    expect(first.store.meta.get(CURSOR_KEY)).toBe("0990:6");
    expect(first.store.meta.get(RESTARTED_KEY)).toBe(true);
    expect(onRepaired).not.toHaveBeenCalled();
    // After a reload (the same stored meta), the catch-up reads on from the new cursor and ends the repair.
    const again = setup({ cursor: "0990:6", held: { c1: 5, c2: 6, c3: 7 }, pages: [next], onRepaired });
    again.store.meta.set(RESTARTED_KEY, true);
    expect(await again.feed.catchUp()).toBe(true);
    expect(again.fetch).not.toHaveBeenCalled();
    expect(onRepaired).toHaveBeenCalledTimes(1);
    expect(again.store.meta.get(RESTARTED_KEY)).toBe(false);
    // The next catch-up repairs nothing.
    const later = setup({ cursor: "01003:0", pages: [{ changes: [], cursor: "01003:0", hasMore: false }], onRepaired });
    expect(await later.feed.catchUp()).toBe(true);
    expect(onRepaired).toHaveBeenCalledTimes(1);
  });
});
