import { describe, expect, it, vi } from "vitest";
import {
  CATCH_UP_PAGE,
  ChangeFeed,
  CURSOR_KEY,
  mayHaveMissed,
  RESTARTED_KEY,
  type ChangedRecord,
  type ChangeNotice,
  type ChangePage,
  RECORDS_PER_REQUEST,
  type FeedStore,
  type FeedTable,
  type RecordKey,
  type StoredAnswer,
} from "./change-feed.js";
import type { OutboxEntry } from "./outbox.js";
import type { FetchedRecord } from "./record-cache.js";

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
    onFetchError?: (change: ChangedRecord, error: unknown) => void;
  } = {},
) {
  let deliver: (notice: ChangeNotice) => void = () => {};
  const pages = [...(options.pages ?? [])];
  const changesSince = vi.fn(async (_cursor: string, _limit: number) => pages.shift() ?? null);
  // The server: each key's record, of the table's type (the stand-in answers every key it is asked).
  const records = vi.fn(async (keys: readonly RecordKey[]): Promise<StoredAnswer[]> =>
    keys.map((key) => ({ ...key, withheld: false, record: { __typename: key.table, uuid: key.uuid, dataversion: 1 } })),
  );
  const put = vi.fn(async (_fetched: readonly FetchedRecord[]) => {});
  const favoritesPut = vi.fn(async (_fetched: readonly FetchedRecord[]) => {});
  const clients: FeedTable = { table: "clients", dataversion: (uuid) => options.held?.[uuid] ?? null, put };
  const favorites: FeedTable = { table: "favorites", dataversion: () => null, put: favoritesPut };
  /** The uuids written, in order. */
  const fetched = () => put.mock.calls.flatMap(([items]) => items.map((item) => item.uuid));
  const store = makeStore(options.waiting, options.cursor);
  const feed = new ChangeFeed({
    transport: { notices: (on) => ((deliver = on), () => {}), changesSince, records },
    store,
    tables: [clients, favorites],
    ownAppId: () => OWN_APP_ID,
    saved: options.saved,
    onRepaired: options.onRepaired,
    onFetchError: options.onFetchError,
  });
  feed.subscribe();
  const notice = async (appID: string, uuids: string[], dataversion = 10) => {
    deliver({ appID, mutatedRecords: uuids.map((uuid) => ({ table: "clients", uuid, dataversion })) });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { feed, records, put, favoritesPut, fetched, changesSince, store, notice };
}

const keys = (...uuids: string[]) => uuids.map((uuid) => ({ table: "clients", uuid }));

describe("change feed (docs/product.md §4 Realtime; docs/sync-and-api.md, Change feed)", () => {
  it("ignores a notice whose appID is this install's own APP-ID", async () => {
    const { records, put, notice } = setup();
    await notice(OWN_APP_ID, ["c1", "c2"]);
    expect(records).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it("fetches the records of another install's notice in one request, and writes them", async () => {
    const { records, put, notice } = setup();
    await notice(OTHER_APP_ID, ["c1", "c2"]);
    expect(records.mock.calls).toEqual([[keys("c1", "c2")]]);
    expect(put.mock.calls).toEqual([
      [
        [
          { uuid: "c1", record: { __typename: "clients", uuid: "c1", dataversion: 1 } },
          { uuid: "c2", record: { __typename: "clients", uuid: "c2", dataversion: 1 } },
        ],
      ],
    ]);
  });

  it("fetches a catch-up page of 200 changes in exactly 1 request, not 200", async () => {
    const uuids = Array.from({ length: 200 }, (_, i) => `c${i}`);
    const page: ChangePage = { changes: uuids.map((uuid, i) => ({ table: "clients", uuid, dataversion: 41 + i })), cursor: "950:0", hasMore: false };
    const { feed, records, put, fetched, store } = setup({ cursor: "900:40", pages: [page] });
    expect(await feed.catchUp()).toBe(true);
    expect(records).toHaveBeenCalledTimes(1);
    expect(records.mock.calls[0]![0]).toEqual(keys(...uuids));
    expect(put).toHaveBeenCalledTimes(1);
    expect(fetched()).toEqual(uuids);
    expect(store.meta.get(CURSOR_KEY)).toBe("950:0");
  });

  it("asks each table's records together, and writes each table's at once", async () => {
    const { feed, records, put, favoritesPut } = setup();
    await feed.apply([
      { table: "clients", uuid: "c1", dataversion: 5 },
      { table: "favorites", uuid: "f1", dataversion: 6 },
      { table: "clients", uuid: "c2", dataversion: 7 },
    ]);
    expect(records.mock.calls).toEqual([
      [
        [
          { table: "clients", uuid: "c1" },
          { table: "favorites", uuid: "f1" },
          { table: "clients", uuid: "c2" },
        ],
      ],
    ]);
    expect(put.mock.calls.map(([items]) => items.map((i) => i.uuid))).toEqual([["c1", "c2"]]);
    expect(favoritesPut.mock.calls.map(([items]) => items.map((i) => i.uuid))).toEqual([["f1"]]);
  });

  it("hands a table null for a record the server gave none of (not readable, or never stored)", async () => {
    const { feed, records, put } = setup();
    records.mockImplementationOnce(async (asked) =>
      asked.map((key) => ({ ...key, withheld: false, record: key.uuid === "gone" ? null : { __typename: "Client", uuid: key.uuid, dataversion: 9 } })),
    );
    expect(
      await feed.apply([
        { table: "clients", uuid: "gone", dataversion: 5 },
        { table: "clients", uuid: "c2", dataversion: 9 },
      ]),
    ).toBeNull();
    expect(put.mock.calls).toEqual([
      [
        [
          { uuid: "gone", record: null },
          { uuid: "c2", record: { __typename: "Client", uuid: "c2", dataversion: 9 } },
        ],
      ],
    ]);
  });

  it("asks again for the records the server withheld for the answer's size, and writes them all once", async () => {
    const { feed, records, fetched } = setup();
    records.mockImplementationOnce(async (asked) =>
      asked.map((key, i) => ({ ...key, withheld: i > 0, record: i > 0 ? null : { __typename: "Client", uuid: key.uuid, dataversion: 1 } })),
    );
    expect(await feed.apply(["c1", "c2", "c3"].map((uuid) => ({ table: "clients", uuid, dataversion: 5 })))).toBeNull();
    expect(records.mock.calls).toEqual([[keys("c1", "c2", "c3")], [keys("c2", "c3")]]);
    expect(fetched()).toEqual(["c1", "c2", "c3"]);
  });

  it(`asks at most ${RECORDS_PER_REQUEST} records a request`, async () => {
    const { feed, records, fetched } = setup();
    const uuids = Array.from({ length: RECORDS_PER_REQUEST + 1 }, (_, i) => `c${i}`);
    await feed.refetch(keys(...uuids));
    expect(records.mock.calls.map(([asked]) => asked.length)).toEqual([RECORDS_PER_REQUEST, 1]);
    expect(fetched()).toEqual(uuids);
  });

  it("skips a changed record that still has an edit waiting in the outbox", async () => {
    const { records, fetched, notice } = setup({ waiting: [waitingEdit("c1")] });
    await notice(OTHER_APP_ID, ["c1", "c2"]);
    expect(records.mock.calls).toEqual([[keys("c2")]]);
    expect(fetched()).toEqual(["c2"]);
  });

  it("skips a change this device already holds at that dataversion or newer", async () => {
    const { fetched, notice } = setup({ held: { c1: 10, c2: 9 } });
    await notice(OTHER_APP_ID, ["c1", "c2"], 10);
    expect(fetched()).toEqual(["c2"]);
  });

  it("catches up from the stored cursor, page by page while hasMore, and stores the last cursor", async () => {
    const pages: ChangePage[] = [
      { changes: [{ table: "clients", uuid: "c1", dataversion: 41 }], cursor: "912:41", hasMore: true },
      { changes: [{ table: "clients", uuid: "c2", dataversion: 57 }], cursor: "930:0", hasMore: false },
    ];
    const { feed, fetched, changesSince, store } = setup({ cursor: "900:40", pages });
    await feed.catchUp();
    expect(changesSince.mock.calls).toEqual([
      ["900:40", CATCH_UP_PAGE],
      ["912:41", CATCH_UP_PAGE],
    ]);
    expect(CATCH_UP_PAGE).toBe(500);
    expect(fetched()).toEqual(["c1", "c2"]);
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
    const { feed, put, store } = setup({ cursor: "900:40", pages, saved });
    put.mockImplementation(async (items) => void steps.push(...items.map((item) => `fetched ${item.uuid}`)));
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
    const { feed, records, put, changesSince } = setup({ waiting: [waitingEdit("c1")], pages });
    await feed.catchUp();
    expect(changesSince).toHaveBeenCalledWith("0", CATCH_UP_PAGE);
    expect(records).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it("keeps going after one table's records fail to be written, and answers the first change that failed", async () => {
    const { feed, put, favoritesPut } = setup();
    favoritesPut.mockRejectedValueOnce(new Error("storage full"));
    const failed = await feed.apply([
      { table: "clients", uuid: "c1", dataversion: 5 },
      { table: "favorites", uuid: "f1", dataversion: 6 },
      { table: "clients", uuid: "c2", dataversion: 7 },
    ]);
    expect(failed).toEqual({ table: "favorites", uuid: "f1", dataversion: 6 });
    expect(put.mock.calls.map(([items]) => items.map((i) => i.uuid))).toEqual([["c1", "c2"]]);
  });

  it("advances the cursor only past pages fetched and applied: a failed request is caught up next time", async () => {
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
    const onFetchError = vi.fn<(change: ChangedRecord, error: unknown) => void>();
    const { feed, records, fetched, changesSince, store } = setup({ cursor: "900:40", pages, onFetchError });
    records.mockRejectedValueOnce(new Error("flaky network"));
    expect(await feed.catchUp()).toBe(false);
    expect(store.meta.get(CURSOR_KEY)).toBe("900:40");
    // The page after the failure is not read: the next catch-up starts before the failed page.
    expect(changesSince).toHaveBeenCalledTimes(1);
    expect(fetched()).toEqual([]);
    // Told once for the failed request, with its first change.
    expect(onFetchError.mock.calls.map(([change]) => change.uuid)).toEqual(["c1"]);
    expect(await feed.catchUp()).toBe(true);
    expect(changesSince.mock.calls.map((call) => call[0])).toEqual(["900:40", "900:40", "905:43"]);
    expect(records.mock.calls).toEqual([[keys("c1", "c2", "c3")], [keys("c1", "c2", "c3")], [keys("c4")]]);
    expect(fetched()).toEqual(["c1", "c2", "c3", "c4"]);
    expect(store.meta.get(CURSOR_KEY)).toBe("950:0");
  });

  it("fetches again a record whose edit was rejected: catch-up passed its changes while the edit waited (found by the soak)", async () => {
    const edit = waitingEdit("c1");
    const { feed, records, fetched } = setup({
      waiting: [edit],
      cursor: "900:40",
      held: { c1: 3 },
      pages: [{ changes: [{ table: "clients", uuid: "c1", dataversion: 41 }], cursor: "905:41", hasMore: false }],
    });
    await feed.catchUp();
    expect(records).not.toHaveBeenCalled();
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
    expect(fetched()).toEqual(["c1"]);
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
    expect(first.fetched()).toEqual(["c2"]);
    expect(first.changesSince.mock.calls[0]![0]).toBe("990:6");
    expect(first.store.meta.get(CURSOR_KEY)).toBe("0990:6");
    expect(first.store.meta.get(RESTARTED_KEY)).toBe(true);
    expect(onRepaired).not.toHaveBeenCalled();
    // After a reload (the same stored meta), the catch-up reads on from the new cursor and ends the repair.
    const again = setup({ cursor: "0990:6", held: { c1: 5, c2: 6, c3: 7 }, pages: [next], onRepaired });
    again.store.meta.set(RESTARTED_KEY, true);
    expect(await again.feed.catchUp()).toBe(true);
    expect(again.records).not.toHaveBeenCalled();
    expect(onRepaired).toHaveBeenCalledTimes(1);
    expect(again.store.meta.get(RESTARTED_KEY)).toBe(false);
    // The next catch-up repairs nothing.
    const later = setup({ cursor: "01003:0", pages: [{ changes: [], cursor: "01003:0", hasMore: false }], onRepaired });
    expect(await later.feed.catchUp()).toBe(true);
    expect(onRepaired).toHaveBeenCalledTimes(1);
  });
});
