import { ApolloClient, ApolloLink } from "@apollo/client";
import { digestRecord, rangeDigests, sameDigest, KEYS_PER_RANGE, MAX_RANGE_PREFIX, type HeldVersion } from "@stepwise/domain";
import { Kind, type FieldNode, type OperationDefinitionNode } from "graphql";
import { Observable } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { CycleActionDocument, CycleActionFieldsFragmentDoc, CycleActionsDocument } from "../generated/graphql.js";
import { createCache } from "../platform/apollo.js";
import { makeStoredRecord } from "../test-support/stored-records.js";
import type { FeedStore } from "./change-feed.js";
import { apolloHoldings, apolloHoldingsTables } from "./holdings-apollo.js";
import { CHECK_EVERY_MS, CHECKED_KEY, HoldingsCheck, UNREPORTED_KEY, type HealedTable, type HoldingsTable, type HoldingsTransport } from "./holdings-check.js";
import { listedTableCache } from "./listed-table-cache.js";
import type { OutboxEntry } from "./outbox.js";
import { RESTORE_WINDOWS_KEY } from "./restore-windows.js";

const uuidOf = (n: number) => `${n.toString(16).padStart(8, "0")}-0000-4000-8000-${(n * 7919).toString(16).padStart(12, "0")}`;
const versions = (count: number, dataversion = (n: number) => n + 1): HeldVersion[] =>
  Array.from({ length: count }, (_, n) => ({ uuid: uuidOf(n), dataversion: dataversion(n) }));

/**
 * The server's side of the check as compareHoldings answers it (server/src/modules/holdings): each
 * asked range that differs, with the server's count, and its records when at most KEYS_PER_RANGE.
 */
function serverHolding(tables: Record<string, HeldVersion[]>) {
  const asked: string[][] = [];
  const reports: HealedTable[][] = [];
  let failReports = false;
  const answer: HoldingsTransport["compare"] = async (request) => {
    asked.push(request.flatMap((t) => t.ranges.map((r) => `${t.table}:${r.prefix}`)));
    return request.flatMap(({ table, ranges }) => {
      const held = (tables[table] ?? []).map(digestRecord);
      const ours = rangeDigests(
        held,
        ranges.map((r) => r.prefix),
      );
      return ranges
        .filter((theirs) => !sameDigest(ours.get(theirs.prefix)!, theirs))
        .map(({ prefix }) => {
          const count = ours.get(prefix)!.count;
          const inRange = held.filter((r) => r.position.startsWith(prefix)).map((r) => ({ uuid: r.uuid, dataversion: r.dataversion }));
          return { table, prefix, count, records: count <= KEYS_PER_RANGE || prefix.length === MAX_RANGE_PREFIX ? inRange : null };
        });
    });
  };
  const compare = vi.fn(answer);
  const reportHealed = vi.fn<HoldingsTransport["reportHealed"]>(async (healed) => {
    if (failReports) throw new Error("offline");
    reports.push([...healed]);
  });
  const transport: HoldingsTransport = { compare, reportHealed };
  return { transport, answer, compare, reportHealed, asked, reports, failReportsWhile: (fail: boolean) => (failReports = fail) };
}

/** A device's table held as a map of uuid to dataversion; fetching copies the server's version, dropping deletes it. */
function deviceTable(table: string, held: HeldVersion[], server: Record<string, HeldVersion[]>, hooks: { afterFetch(): void }) {
  const versions = new Map(held.map((r) => [r.uuid, r.dataversion]));
  const fetched: string[] = [];
  const dropped: string[] = [];
  const cache: HoldingsTable = {
    table,
    dataversion: (uuid) => versions.get(uuid) ?? null,
    fetch: async (uuid) => {
      fetched.push(uuid);
      const found = server[table]?.find((r) => r.uuid === uuid);
      if (found) versions.set(uuid, found.dataversion);
      hooks.afterFetch();
    },
    drop: (uuid) => {
      dropped.push(uuid);
      versions.delete(uuid);
    },
  };
  const holdings = () => [...versions].map(([uuid, dataversion]) => ({ uuid, dataversion }));
  return { cache, versions, fetched, dropped, holdings };
}

const edit = (table: string, uuid: string, rejected = false): OutboxEntry => ({
  clientMutationId: 7,
  appIdentifier: "default",
  user_id: "1",
  uuid,
  table,
  op: "UPSERT",
  record: { uuid },
  baseDataversion: 1,
  queuedAt: "2026-12-05T10:00:00.000Z",
  ...(rejected ? { rejected: { reason: "record.action: expected string", at: "2026-12-05T10:00:01.000Z" } } : {}),
});

function makeStore(waiting: OutboxEntry[] = []): FeedStore & { meta: Map<string, unknown> } {
  const meta = new Map<string, unknown>();
  return {
    meta,
    pending: async () => new Map(waiting.map((e) => [`${e.table}:${e.uuid}`, e])),
    getMeta: async <T>(key: string) => meta.get(key) as T | undefined,
    setMeta: async (key, value) => void meta.set(key, value),
  };
}

function setup(options: { server: Record<string, HeldVersion[]>; device: Record<string, HeldVersion[]>; waiting?: OutboxEntry[]; online?: boolean }) {
  const server = serverHolding(options.server);
  const hooks = { afterFetch: () => {} };
  const tables = Object.entries(options.device).map(([table, held]) => deviceTable(table, held, options.server, hooks));
  const store = makeStore(options.waiting);
  let now = Date.parse("2026-12-05T10:00:00.000Z");
  let online = options.online ?? true;
  const yields = vi.fn(async () => {});
  const saved = vi.fn(async () => {});
  const check = new HoldingsCheck({
    transport: server.transport,
    tables: tables.map((t) => t.cache),
    held: () => new Map(tables.map((t) => [t.cache.table, t.holdings()])),
    store,
    saved,
    isOnline: () => online,
    now: () => now,
    yieldToPage: yields,
  });
  const table = (name: string) => tables.find((t) => t.cache.table === name)!;
  return { check, server, store, table, hooks, yields, saved, later: (ms: number) => (now += ms), goOnline: (value: boolean) => (online = value) };
}

describe('the holdings check on the device (docs/sync-and-api.md, "The holdings check")', () => {
  it("asks once, whole tables, and heals nothing when the device holds what the server holds", async () => {
    const held = { clients: versions(30), favorites: versions(2) };
    const { check, server, table, saved } = setup({ server: held, device: held });
    expect(await check.afterCatchUp()).toMatchObject({ records: 32, requests: 1, healed: [] });
    expect(server.asked).toEqual([["clients:", "favorites:"]]);
    expect([table("clients").fetched, table("clients").dropped]).toEqual([[], []]);
    expect(server.reportHealed).not.toHaveBeenCalled();
    expect(saved).not.toHaveBeenCalled();
  });

  it("fetches a record it lacks and one it holds older, drops one the server no longer gives it, saves, and reports the heal", async () => {
    const server = versions(10);
    const device = [...server.slice(1).map((r, i) => (i === 3 ? { ...r, dataversion: r.dataversion - 1 } : r)), { uuid: uuidOf(99), dataversion: 50 }];
    const { check, server: side, table, store, saved } = setup({ server: { clients: server }, device: { clients: device } });
    expect(await check.afterCatchUp()).toMatchObject({ requests: 1, healed: [{ table: "clients", fetched: 2, dropped: 1 }] });
    expect(table("clients").fetched.sort()).toEqual([server[0]!.uuid, server[4]!.uuid].sort());
    expect(table("clients").dropped).toEqual([uuidOf(99)]);
    expect([...table("clients").versions].sort()).toEqual(server.map((r) => [r.uuid, r.dataversion]).sort());
    expect(saved).toHaveBeenCalledTimes(1);
    expect(side.reports).toEqual([[{ table: "clients", fetched: 2, dropped: 1 }]]);
    expect(store.meta.get(UNREPORTED_KEY)).toBeNull();
    expect(store.meta.get(CHECKED_KEY)).toBe(Date.parse("2026-12-05T10:00:00.000Z"));
  });

  it("splits a big table range by range down to the one record it lacks: three requests for 2,000 records, one record fetched", async () => {
    const server = versions(2000);
    const { check, server: side, table } = setup({ server: { clients: server }, device: { clients: server.filter((_, i) => i !== 1234) } });
    expect(await check.afterCatchUp()).toMatchObject({ records: 1999, requests: 3, healed: [{ table: "clients", fetched: 1, dropped: 0 }] });
    expect(table("clients").fetched).toEqual([server[1234]!.uuid]);
    // The whole table, then its 16 ranges, then the 16 sub-ranges of the one that differs.
    expect(side.asked.map((request) => request.length)).toEqual([1, 16, 16]);
  });

  it('never drops a record held at a version a restore lost, nor fetches the older one over it (docs/operating.md, "Restoring")', async () => {
    const server = versions(3);
    // Held at versions the restored server never drew (its restore resumed at 1000): one it holds older, one it lacks.
    const lost = [{ ...server[0]!, dataversion: 500 }, server[1]!, server[2]!, { uuid: uuidOf(80), dataversion: 501 }, { uuid: uuidOf(81), dataversion: 2000 }];
    const { check, table, store } = setup({ server: { clients: server }, device: { clients: lost } });
    store.meta.set(RESTORE_WINDOWS_KEY, [{ id: "r1", restoredThrough: 3, resumedFrom: 1000 }]);
    expect(await check.afterCatchUp()).toMatchObject({ healed: [{ table: "clients", fetched: 0, dropped: 1 }] });
    expect(table("clients").fetched).toEqual([]);
    // Past the window: a version the restored server drew and no longer gives, dropped as ever.
    expect(table("clients").dropped).toEqual([uuidOf(81)]);
    expect(table("clients").versions.get(uuidOf(80))).toBe(501);
    expect(table("clients").versions.get(server[0]!.uuid)).toBe(500);
  });

  it("never fetches over an edit waiting in the outbox, and never drops a record any outbox entry names, a rejected one included", async () => {
    const server = versions(4);
    const device = [{ ...server[0]!, dataversion: 0 }, server[1]!, { uuid: uuidOf(70), dataversion: 9 }, { uuid: uuidOf(71), dataversion: 9 }];
    const rejectedOlder = { ...server[2]!, dataversion: 0 };
    const { check, table } = setup({
      server: { clients: server },
      device: { clients: [...device, rejectedOlder] },
      waiting: [edit("clients", server[0]!.uuid), edit("clients", uuidOf(70)), edit("clients", uuidOf(71), true), edit("clients", server[2]!.uuid, true)],
    });
    await check.afterCatchUp();
    // server[0] waits; server[2]'s edit was rejected, so it follows the server again; server[3] is lacking.
    expect(table("clients").fetched.sort()).toEqual([server[2]!.uuid, server[3]!.uuid].sort());
    expect(table("clients").dropped).toEqual([]);
  });

  it("drops nothing the device got another version of since the check began (the feed brought it meanwhile)", async () => {
    const { check, server, table } = setup({ server: { clients: versions(2) }, device: { clients: [...versions(2), { uuid: uuidOf(80), dataversion: 3 }] } });
    server.compare.mockImplementationOnce(async (request) => {
      table("clients").versions.set(uuidOf(80), 12);
      return server.answer(request);
    });
    expect(await check.afterCatchUp()).toMatchObject({ healed: [] });
    expect(table("clients").versions.get(uuidOf(80))).toBe(12);
  });

  it("runs after the first catch-up after the start, after a repaired catch-up, and else once a day", async () => {
    const held = { clients: versions(3) };
    const { check, server, later } = setup({ server: held, device: held });
    await check.afterCatchUp();
    await check.afterCatchUp();
    expect(server.asked).toHaveLength(1);
    check.due();
    await check.afterCatchUp();
    expect(server.asked).toHaveLength(2);
    later(CHECK_EVERY_MS - 1);
    expect(await check.afterCatchUp()).toBeNull();
    later(1);
    await check.afterCatchUp();
    expect(server.asked).toHaveLength(3);
  });

  it("asks nothing offline, and stays due for the next catch-up online", async () => {
    const { check, server, goOnline } = setup({ server: { clients: versions(3) }, device: { clients: versions(2) }, online: false });
    expect(await check.afterCatchUp()).toBeNull();
    expect(server.compare).not.toHaveBeenCalled();
    goOnline(true);
    expect(await check.afterCatchUp()).toMatchObject({ healed: [{ table: "clients", fetched: 1, dropped: 0 }] });
  });

  it("reports what it healed before the link went, and stays due: the next check fetches the rest", async () => {
    const server = versions(3);
    const { check, server: side, table, hooks, goOnline } = setup({ server: { clients: server }, device: { clients: [] } });
    hooks.afterFetch = () => goOnline(false);
    expect(await check.afterCatchUp()).toBeNull();
    expect(table("clients").fetched).toHaveLength(1);
    goOnline(true);
    hooks.afterFetch = () => {};
    expect(await check.afterCatchUp()).toMatchObject({ healed: [{ table: "clients", fetched: 2, dropped: 0 }] });
    expect(side.reports).toEqual([[{ table: "clients", fetched: 1, dropped: 0 }], [{ table: "clients", fetched: 2, dropped: 0 }]]);
  });

  it("keeps a heal whose report failed, and reports it, summed with the next, after a later catch-up", async () => {
    const { check, server, store, later } = setup({ server: { clients: versions(3) }, device: { clients: versions(2) } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server.failReportsWhile(true);
    await check.afterCatchUp();
    expect(warn).toHaveBeenCalledWith("the heal of this device's records is reported at the next connection", new Error("offline"));
    warn.mockRestore();
    expect(store.meta.get(UNREPORTED_KEY)).toEqual([{ table: "clients", fetched: 1, dropped: 0 }]);
    server.failReportsWhile(false);
    later(60_000);
    expect(await check.afterCatchUp()).toBeNull();
    expect(server.reports).toEqual([[{ table: "clients", fetched: 1, dropped: 0 }]]);
    expect(store.meta.get(UNREPORTED_KEY)).toBeNull();
  });

  it("gives the page its turn between chunks of 1,000 records while it hashes", async () => {
    const held = { clients: versions(2500), favorites: versions(10) };
    const { check, yields } = setup({ server: held, device: held });
    const figures = await check.afterCatchUp();
    // Once after reading the cache, then after each chunk: 1,000, 1,000, 500 and 10.
    expect(yields).toHaveBeenCalledTimes(5);
    expect(figures!.longestStepMs).toBeLessThanOrEqual(figures!.digestMs);
  });
});

describe("the holdings check over the Apollo cache", () => {
  const actions = listedTableCache({
    table: "cycle_actions",
    fragment: CycleActionFieldsFragmentDoc,
    listQuery: CycleActionsDocument,
    oneQuery: CycleActionDocument,
  });
  const action = (uuid: string, dataversion: number) => makeStoredRecord("cycle_actions", uuid, dataversion, { deletedAt: null, action: `Step ${uuid}` });

  /** A client whose server answers one action by `$uuid` (CycleAction), from `server`. */
  function clientOver(server: Map<string, Record<string, unknown>>) {
    const link = new ApolloLink((operation) => {
      const root = operation.query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      const field = (root.selectionSet.selections[0] as FieldNode).name.value;
      return new Observable((observer) => {
        observer.next({ data: { __typename: "Query", [field]: server.get(operation.variables.uuid as string) ?? null } });
        observer.complete();
      });
    });
    return new ApolloClient({ cache: createCache(), link });
  }

  it("reads every held record of a table from the cache, not a deleted one, and brings back one evicted by hand", async () => {
    const stored = [action(uuidOf(1), 4), action(uuidOf(2), 5), action(uuidOf(3), 6)];
    const client = clientOver(new Map(stored.map((r) => [r.uuid, r])));
    client.cache.writeQuery({ query: CycleActionsDocument, data: { __typename: "Query", cycleActions: stored as never } });
    client.cache.writeFragment({
      fragment: CycleActionFieldsFragmentDoc,
      fragmentName: "CycleActionFields",
      data: { ...action(uuidOf(4), 7), deletedAt: "2026-12-01T00:00:00.000Z" } as never,
    });
    const held = apolloHoldings(client, [actions]);
    expect(
      held()
        .get("cycle_actions")!
        .sort((x, y) => x.dataversion - y.dataversion),
    ).toEqual([
      { uuid: uuidOf(1), dataversion: 4 },
      { uuid: uuidOf(2), dataversion: 5 },
      { uuid: uuidOf(3), dataversion: 6 },
    ]);

    actions.drop(client, uuidOf(2));
    const server = serverHolding({ cycle_actions: stored.map((r) => ({ uuid: r.uuid, dataversion: r.dataversion })) });
    const check = new HoldingsCheck({
      transport: server.transport,
      tables: apolloHoldingsTables(client, [actions]),
      held,
      store: makeStore(),
      isOnline: () => true,
    });
    expect(await check.afterCatchUp()).toMatchObject({ healed: [{ table: "cycle_actions", fetched: 1, dropped: 0 }] });
    expect(client.cache.readQuery({ query: CycleActionsDocument })!.cycleActions.map((a) => a.uuid)).toEqual([uuidOf(1), uuidOf(3), uuidOf(2)]);
  });
});
