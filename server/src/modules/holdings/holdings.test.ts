import { randomUUID } from "node:crypto";
import { digestRecord, positionOf, rangeDigests, subRanges, type HeldVersion } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, TEST_ADMIN_TOKEN, useTestServer } from "../../test-support/test-server.js";

const COMPARE = `query($input: HoldingsDigestInput!) { compareHoldings(input: $input) { table prefix count records { uuid dataversion } } }`;
const HEALED = `mutation($input: HoldingsHealedInput!) { reportHoldingsHealed(input: $input) }`;
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

interface Difference {
  table: string;
  prefix: string;
  count: number;
  records: HeldVersion[] | null;
}

/** A device's digest of what it holds of each table, for the ranges named (the whole table when none are). */
function digestOf(holdings: Record<string, readonly HeldVersion[]>, prefixes: readonly string[] = [""]) {
  return {
    tables: Object.entries(holdings).map(([table, held]) => {
      const digests = rangeDigests(held.map(digestRecord), prefixes);
      return { table, ranges: prefixes.map((prefix) => ({ prefix, ...digests.get(prefix)! })) };
    }),
  };
}

const byUuid = (records: readonly HeldVersion[]) => [...records].sort((x, y) => (x.uuid < y.uuid ? -1 : 1));

describe.each(databaseKinds)("the holdings check, compareHoldings and reportHoldingsHealed, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  /** A worker's phone (or an install nobody logged in on), saving through REST saveTables as a legacy device does. */
  async function phone({ login = true, application = "default" } = {}) {
    const worker = login ? await createWorker(server.baseUrl, { application }) : null;
    const installId = randomUUID();
    const headers: Record<string, string> = { "x-app-install-id": installId, ...(worker ? { authorization: `Bearer ${worker.token}` } : {}) };
    /** Saves the records, answering each with the dataversion the server gave it. */
    const save = async (table: string, records: Array<Record<string, unknown> & { uuid: string }>): Promise<HeldVersion[]> => {
      const payload = JSON.stringify(records.map((record) => ({ uuid: record.uuid, table, record })));
      const saved = await postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload }, worker ? { token: worker.token } : {});
      expect(saved.status).toBe(200);
      const answered = (saved.body as { dataversions: Array<{ uuid: string; dataversion: number }> }).dataversions;
      return answered.map(({ uuid, dataversion }) => ({ uuid, dataversion: Number(dataversion) }));
    };
    const remove = async (table: string, uuid: string) => {
      const removed = await postForm(
        `${server.baseUrl}/api/saveRemovedrecords`,
        { removed_items: JSON.stringify([{ uuid, table }]) },
        { token: worker?.token, installId },
      );
      expect(removed.status).toBe(200);
    };
    const compare = async (input: unknown) => {
      const answer = await graphql<{ compareHoldings: Difference[] }>(server.baseUrl, COMPARE, { input }, headers);
      expect(answer.errors).toBeUndefined();
      return answer.data!.compareHoldings;
    };
    const refusal = async (input: unknown) => {
      const answer = await graphql(server.baseUrl, COMPARE, { input }, headers);
      expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      return answer.errors![0]!.message;
    };
    return { worker, installId, headers, save, remove, compare, refusal };
  }

  const clients = (count: number) => Array.from({ length: count }, (_, i) => ({ uuid: randomUUID(), clientname: `Client ${i}` }));

  it("answers nothing when the device holds what the server holds for it, whole tables and their 16 ranges", async () => {
    const device = await phone();
    const held = {
      clients: await device.save("clients", clients(40)),
      favorites: await device.save("favorites", [{ uuid: randomUUID(), article_uuid: randomUUID(), page: "HOME" }]),
    };
    expect(await device.compare(digestOf(held))).toEqual([]);
    expect(await device.compare(digestOf(held, subRanges("")))).toEqual([]);
    // A table it holds nothing of, and the server neither.
    expect(await device.compare(digestOf({ cycle_actions: [] }))).toEqual([]);
  });

  it("names the range of a record the device lacks, holds at an older version, or holds though it was deleted, with the server's records of it", async () => {
    const device = await phone();
    const saved = await device.save("clients", clients(10));
    const [lacking, older, deleted] = saved;
    const [edited] = await device.save("clients", [{ uuid: older!.uuid, clientname: "Renamed" }]);
    await device.remove("clients", deleted!.uuid);
    const live = saved.filter((r) => r !== deleted).map((r) => (r.uuid === older!.uuid ? edited! : r));
    // The device holds the deleted one, the older version, and not the lacking one.
    const held = saved.filter((r) => r !== lacking);
    const [difference] = await device.compare(digestOf({ clients: held }));
    expect(difference).toEqual({ table: "clients", prefix: "", count: 9, records: byUuid(live) });
    // Range by range, only the ranges of those three differ, each with its own records.
    const ranges = await device.compare(digestOf({ clients: held }, subRanges("")));
    const touched = new Set([lacking, older, deleted].map((r) => positionOf(r!.uuid)[0]));
    expect(ranges.map((d) => d.prefix).sort()).toEqual([...touched].sort());
    for (const range of ranges) expect(range.records).toEqual(byUuid(live.filter((r) => positionOf(r.uuid).startsWith(range.prefix))));
  });

  it("splits a range of more than 64 records: no records, and its sub-ranges then name the one that differs", async () => {
    const device = await phone();
    const saved = await device.save("clients", clients(100));
    const missing = saved[57]!;
    const held = { clients: saved.filter((r) => r !== missing) };
    expect(await device.compare(digestOf(held))).toEqual([{ table: "clients", prefix: "", count: 100, records: null }]);
    const [range] = await device.compare(digestOf(held, subRanges("")));
    const position = positionOf(missing.uuid);
    expect(range).toEqual({
      table: "clients",
      prefix: position[0],
      count: saved.filter((r) => positionOf(r.uuid).startsWith(position[0]!)).length,
      records: byUuid(saved.filter((r) => positionOf(r.uuid).startsWith(position[0]!))),
    });
    expect(range!.records).toContainEqual(missing);
  });

  it("holds for each caller only what it may read: never another worker's records; a worker's deployment's chat; an install's own", async () => {
    const device = await phone();
    const colleague = await phone();
    const stranger = await phone({ application: "MALA" });
    const bare = await phone({ login: false });
    const own = await device.save("clients", clients(2));
    const theirs = await colleague.save("clients", clients(1));
    const message = await colleague.save("chat_messages", [{ uuid: randomUUID(), text: "Visit at 10", sent_at: "2026-12-05T08:15:00.000Z" }]);
    await stranger.save("chat_messages", [{ uuid: randomUUID(), text: "Another deployment", sent_at: "2026-12-05T08:16:00.000Z" }]);
    const bareOwn = await bare.save("clients", clients(1));

    // A device that somehow holds a colleague's client is told the server holds only her own.
    expect(await device.compare(digestOf({ clients: [...own, ...theirs], chat_messages: [] }))).toEqual([
      { table: "clients", prefix: "", count: 2, records: byUuid(own) },
      { table: "chat_messages", prefix: "", count: 1, records: message },
    ]);
    expect(await bare.compare(digestOf({ clients: [], chat_messages: [] }))).toEqual([{ table: "clients", prefix: "", count: 1, records: bareOwn }]);
    const nobody = await graphql(server.baseUrl, COMPARE, { input: digestOf({ clients: [] }) });
    expect(nobody.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a digest it cannot compare, naming the field", async () => {
    const device = await phone();
    const range = { prefix: "", count: 0, hash: "0000000000000000" };
    const cases: Array<[unknown, string]> = [
      [{ tables: [{ table: "visits", ranges: [range] }] }, 'input.tables[0].table: unknown table "visits"'],
      [{ tables: [{ table: "clients", ranges: [{ ...range, prefix: "G" }] }] }, "input.tables[0].ranges[0].prefix: must be 0 to 8 lowercase hex digits"],
      [
        { tables: [{ table: "clients", ranges: [{ ...range, prefix: "012345678" }] }] },
        "input.tables[0].ranges[0].prefix: must be 0 to 8 lowercase hex digits",
      ],
      [{ tables: [{ table: "clients", ranges: [{ ...range, hash: "00" }] }] }, "input.tables[0].ranges[0].hash: must be 16 lowercase hex digits"],
      [{ tables: [{ table: "clients", ranges: [{ ...range, count: -1 }] }] }, "input.tables[0].ranges[0].count: must be a whole number from 0 to 10000000"],
      [{ tables: [{ table: "clients", ranges: [range, range] }] }, 'input.tables[0].ranges[1].prefix: "" is named twice for clients'],
      [
        {
          tables: [
            { table: "clients", ranges: [range] },
            { table: "clients", ranges: [range] },
          ],
        },
        'input.tables[1].table: "clients" is named twice',
      ],
      [{ tables: [{ table: "clients", ranges: [] }] }, "input.tables[0].ranges: must name at least one range"],
      [{ tables: [] }, "input.tables: must name at least one table"],
      [
        { tables: [{ table: "clients", ranges: [...subRanges(""), ...subRanges("").flatMap(subRanges)].map((prefix) => ({ ...range, prefix })) }] },
        "input.tables[0].ranges: must name at most 256 ranges",
      ],
      [
        {
          tables: [
            {
              table: "clients",
              ranges: subRanges("")
                .flatMap(subRanges)
                .map((prefix) => ({ ...range, prefix })),
            },
            { table: "favorites", ranges: [range] },
          ],
        },
        "input.tables: at most 256 ranges in all",
      ],
    ];
    for (const [input, message] of cases) expect(await device.refusal(input)).toBe(message);
  });

  it("keeps a heal on the install for the devices page, and in the audit log with the device as its actor", async () => {
    const device = await phone();
    await device.save("clients", clients(1));
    const healed = await graphql(
      server.baseUrl,
      HEALED,
      {
        input: {
          tables: [
            { table: "clients", fetched: 2, dropped: 1 },
            { table: "favorites", fetched: 0, dropped: 0 },
          ],
        },
      },
      device.headers,
    );
    expect(healed).toEqual({ data: { reportHoldingsHealed: 3 } });

    const devices = await graphql<{ devices: Array<{ installId: string; healedAt: string | null; healedRecords: number | null }> }>(
      server.baseUrl,
      "{ devices { installId healedAt healedRecords } }",
      {},
      admin,
    );
    const shown = devices.data!.devices.find((d) => d.installId === device.installId)!;
    expect(shown.healedRecords).toBe(3);
    expect(Date.now() - Date.parse(shown.healedAt!)).toBeLessThan(60_000);

    const audit = await graphql<{ auditEvents: unknown[] }>(
      server.baseUrl,
      "query($f: AuditFilter) { auditEvents(filter: $f) { actorKind actor action application target detail } }",
      { f: { action: "device.holdings-healed" } },
      admin,
    );
    expect(audit.data!.auditEvents).toEqual([
      {
        actorKind: "device",
        actor: device.installId,
        action: "device.holdings-healed",
        application: "default",
        target: device.installId,
        detail: `worker ${device.worker!.email}; 3 records: clients 2 fetched, 1 dropped`,
      },
    ]);
  });

  it("refuses a heal report without the install, of no record, or of an unknown table, naming the field", async () => {
    const device = await phone();
    const report = (input: unknown, headers: Record<string, string>) => graphql(server.baseUrl, HEALED, { input }, headers);
    const clientsHealed = { tables: [{ table: "clients", fetched: 1, dropped: 0 }] };
    const withoutInstall = await report(clientsHealed, { authorization: device.headers.authorization! });
    expect(withoutInstall.errors?.[0]?.message).toBe("X-App-Install-Id: is required (the install that healed)");
    for (const [input, message] of [
      [{ tables: [{ table: "clients", fetched: 0, dropped: 0 }] }, "input.tables: no record was fetched or dropped"],
      [{ tables: [{ table: "visits", fetched: 1, dropped: 0 }] }, 'input.tables[0].table: unknown table "visits"'],
      [{ tables: [{ table: "clients", fetched: -1, dropped: 0 }] }, "input.tables[0].fetched: must be a whole number from 0 to 10000000"],
    ] as const) {
      const refused = await report(input, device.headers);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
  });
});
