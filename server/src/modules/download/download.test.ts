import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ANSWER_LIMITS } from "../../request/answer-limits.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, useTestServer } from "../../test-support/test-server.js";

const PAGE = `query($first: Int, $after: String) { downloadRecords(first: $first, after: $after) {
  cursor count hasMore ahead feedCursor total remaining clients { uuid clientname dataversion } rehabilitations { uuid client_uuid dataversion } milestoneForms { uuid }
  cycleDescriptions { uuid goal dataversion } cycleActions { uuid action dataversion } chatMessages { uuid text dataversion } clientImages { uuid } } }`;

const LISTS = ["clients", "rehabilitations", "milestoneForms", "cycleDescriptions", "cycleActions", "chatMessages", "clientImages"] as const;

type Page = { cursor: string | null; count: number; hasMore: boolean; ahead: string | null; feedCursor: string; total: number; remaining: number } & Record<
  (typeof LISTS)[number],
  Array<{ uuid: string } & Record<string, unknown>>
>;

/** A page's records, table by table, as [list, uuid] pairs. */
const keysOf = (page: Page) => LISTS.flatMap((list) => page[list].map((r) => [list, r.uuid]));

/** The lists of a page with none of their records but those given. */
const lists = (given: Partial<Page> = {}) => ({ ...Object.fromEntries(LISTS.map((l) => [l, []])), ...given });

describe.each(databaseKinds)("a new device's first sync, downloadRecords, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  /** A device: a worker's login (or none) and its own install, saving through REST saveTables. */
  async function device(login = true) {
    const token = login ? (await createWorker(server.baseUrl)).token : undefined;
    const installId = randomUUID();
    const headers: Record<string, string> = { "x-app-install-id": installId, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const save = async (entries: Array<{ table: string; record: Record<string, unknown> & { uuid: string } }>) => {
      const payload = JSON.stringify(entries.map(({ table, record }) => ({ uuid: record.uuid, table, record })));
      const saved = await postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload }, token ? { token } : {});
      expect(saved.status).toBe(200);
    };
    const remove = async (table: string, uuid: string) => {
      const removed = await postForm(`${server.baseUrl}/api/saveRemovedrecords`, { removed_items: JSON.stringify([{ uuid, table }]) }, { token, installId });
      expect(removed.status).toBe(200);
    };
    const page = async (variables: { first?: number; after?: string | null }) => {
      const answer = await graphql(server.baseUrl, PAGE, variables, headers);
      expect(answer.errors).toBeUndefined();
      return answer.data!.downloadRecords as Page;
    };
    return { headers, save, remove, page };
  }

  it("pages the worker's live records across tables in dataversion order, with the total, what remains and where the feed goes on", async () => {
    const worker = await device();
    const other = await device();
    const client = randomUUID();
    const uuids = { client, plan: randomUUID(), milestones: randomUUID(), cycle: randomUUID(), action: randomUUID() };
    await worker.save([
      { table: "clients", record: { uuid: uuids.client, clientname: "Grace Banda" } },
      { table: "rehabilitations", record: { uuid: uuids.plan, client_uuid: client } },
      { table: "milestones", record: { uuid: uuids.milestones, client_uuid: client, categories: [] } },
      { table: "cycle_descriptions", record: { uuid: uuids.cycle, client_uuid: client, goal: "Eat with a spoon" } },
      { table: "cycle_actions", record: { uuid: uuids.action, description_uuid: uuids.cycle, action: "Hold the spoon" } },
    ]);
    await other.save([{ table: "clients", record: { uuid: randomUUID(), clientname: "Not hers" } }]);
    // Deleted after: its tombstone (dataversion 7) is not downloaded; the change feed tells it.
    await worker.remove("milestones", uuids.milestones);

    const first = await worker.page({ first: 2 });
    expect(first).toEqual({
      cursor: "2",
      count: 2,
      hasMore: true,
      // The page after the next one (of 2) would start after 5: the next page is 4 and 5.
      ahead: "5",
      feedCursor: expect.stringMatching(/^0\d+:0$/),
      total: 4,
      remaining: 4,
      ...lists({
        clients: [{ uuid: uuids.client, clientname: "Grace Banda", dataversion: 1 }],
        rehabilitations: [{ uuid: uuids.plan, client_uuid: client, dataversion: 2 }],
      }),
    });
    const second = await worker.page({ first: 2, after: first.cursor });
    expect(second).toEqual({
      cursor: "5",
      count: 2,
      hasMore: false,
      ahead: null,
      feedCursor: expect.stringMatching(/^0\d+:0$/),
      total: 4,
      remaining: 2,
      ...lists({
        cycleDescriptions: [{ uuid: uuids.cycle, goal: "Eat with a spoon", dataversion: 4 }],
        cycleActions: [{ uuid: uuids.action, action: "Hold the spoon", dataversion: 5 }],
      }),
    });
    // Past the end: an empty page keeps the cursor it was asked with.
    expect(await worker.page({ after: "5" })).toEqual({
      cursor: "5",
      count: 0,
      hasMore: false,
      ahead: null,
      feedCursor: expect.stringMatching(/^0\d+:0$/),
      total: 4,
      remaining: 0,
      ...lists(),
    });
  });

  it("gives each caller only what it may read: its own records, the deployment's chat to a logged-in worker, an install's own records to the install", async () => {
    const worker = await device();
    const colleague = await device();
    const bare = await device(false);
    const own = randomUUID();
    const message = randomUUID();
    const bareClient = randomUUID();
    await worker.save([{ table: "clients", record: { uuid: own, clientname: "Mine" } }]);
    await colleague.save([{ table: "chat_messages", record: { uuid: message, text: "Visit at 10", sent_at: "2026-11-23T08:15:00.000Z" } }]);
    await bare.save([{ table: "clients", record: { uuid: bareClient, clientname: "On this phone" } }]);

    const workers = await worker.page({});
    expect(keysOf(workers)).toEqual([
      ["clients", own],
      ["chatMessages", message],
    ]);
    expect([workers.total, workers.remaining]).toEqual([2, 2]);
    const installs = await bare.page({});
    expect(keysOf(installs)).toEqual([["clients", bareClient]]);
    expect([installs.total, installs.remaining]).toEqual([1, 1]);

    const nobody = await graphql(server.baseUrl, "{ downloadRecords { cursor } }", {}, {});
    expect(nobody.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a bad first or after by name, and more pages in one request than the answer's row limit", async () => {
    const worker = await device();
    for (const [variables, field] of [
      [{ first: ANSWER_LIMITS.maxPage + 1 }, "first"],
      [{ first: 0 }, "first"],
      [{ after: "-1" }, "after"],
      [{ after: "2 or 1=1" }, "after"],
    ] as const) {
      const refused = await graphql(server.baseUrl, PAGE, variables, worker.headers);
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
      expect(refused.errors![0]!.message).toMatch(new RegExp(`^${field} must`));
    }
    const pages = Array.from({ length: 5 }, (_, i) => `p${i}: downloadRecords { cursor }`).join(" ");
    const tooMany = await graphql(server.baseUrl, `{ ${pages} }`, {}, worker.headers);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(tooMany.errors![0]!.message).toContain(`up to ${5 * ANSWER_LIMITS.maxPage} records; at most ${ANSWER_LIMITS.maxRows}`);
  });

  it("ends a page before the record that would take it past 8 MB of records", async () => {
    const worker = await device();
    const image = `data:image/png;base64,${"A".repeat(3 * 1024 * 1024)}`;
    const images = Array.from({ length: 3 }, () => randomUUID());
    for (const uuid of images) await worker.save([{ table: "client_images", record: { uuid, client_uuid: randomUUID(), image } }]);
    const first = await worker.page({});
    expect(first.clientImages.map((r) => r.uuid)).toEqual(images.slice(0, 2));
    expect([first.cursor, first.hasMore, first.total, first.remaining]).toEqual(["2", true, 3, 3]);
    const rest = await worker.page({ after: first.cursor });
    expect(rest.clientImages.map((r) => r.uuid)).toEqual(images.slice(2));
    expect([rest.cursor, rest.hasMore, rest.remaining]).toEqual(["3", false, 1]);
  });
});
