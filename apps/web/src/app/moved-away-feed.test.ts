// Here, not beside sync/change-feed.ts: it writes through the caches the modules register where the app is assembled.
import { ApolloClient, ApolloLink } from "@apollo/client";
import { TRANSFERRED_REASON_PREFIX } from "@stepwise/domain";
import { UI_TEXTS_EN, UI_TEXTS_NL, UI_TEXTS_NY } from "@stepwise/domain/texts";
import { describe, expect, it } from "vitest";
import { ClientsDocument, RehabilitationsDocument } from "../generated/graphql.js";
import { setTexts } from "../i18n/t.js";
import { createCache } from "../platform/apollo.js";
import { apolloFeedTables, ChangeFeed, type FeedTransport, type StoredAnswer } from "../sync/change-feed.js";
import { rejectionReasonText, shownOverRecords } from "../sync/rejection-reason.js";
import { makeStoredRecord } from "../test-support/stored-records.js";
import { recordCaches } from "./record-caches.js";

type Stored = ReturnType<typeof makeStoredRecord>;

/**
 * docs/teams.md, "Moving a caseload": the old owner's phone holds a client and her plan; the move
 * comes in her feed as deletes, and storedRecords answers her the server's tombstones (the record's
 * uuids and empty values, deletedAt set: server/src/modules/stored-records/stored-records.service.ts),
 * so the phone drops both from its lists. The same path serves a live notice and a locked vault's
 * catch-up at its unlock.
 */
describe("a caseload moved away from this phone's worker", () => {
  function device() {
    const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
    // The client list is held, as after the first sync (docs/sync-and-api.md, "Lists the phone holds").
    client.cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [] } });
    return { client, tables: apolloFeedTables(client, recordCaches) };
  }
  const clientsOf = (client: ApolloClient) => client.cache.readQuery({ query: ClientsDocument })?.clients.map((c) => c.uuid) ?? [];

  it("drops the moved client and her plan at the catch-up, and keeps the client she still has", async () => {
    const phone = device();
    const ana = makeStoredRecord("clients", "ana", 5);
    const ben = makeStoredRecord("clients", "ben", 6);
    const plan = makeStoredRecord("rehabilitations", "ana-plan", 7, { client_uuid: "ana" });
    const put = (table: string, record: Stored) => recordCaches.find((c) => c.table === table)!.put(phone.client, [{ uuid: record.uuid, record }]);
    await put("clients", ana);
    await put("clients", ben);
    await put("rehabilitations", plan);
    expect(clientsOf(phone.client).sort()).toEqual(["ana", "ben"]);

    const movedAt = "2026-12-06T09:00:00.000Z";
    const tombstones = new Map<string, Stored>([
      ["clients:ana", { ...ana, clientname: "", age: null, clientFormFields: [], dataversion: 30, deletedAt: movedAt, updatedAt: movedAt }],
      ["rehabilitations:ana-plan", { ...plan, domains: [], diary_items: [], ladder_of_live: [], dataversion: 31, deletedAt: movedAt, updatedAt: movedAt }],
    ]);
    const asked: string[][] = [];
    const transport: FeedTransport = {
      notices: () => () => undefined,
      changesSince: async () => ({
        changes: [
          { table: "clients", uuid: "ana", dataversion: 30 },
          { table: "rehabilitations", uuid: "ana-plan", dataversion: 31 },
        ],
        cursor: "01:31",
        hasMore: false,
      }),
      records: async (keys) => {
        asked.push(keys.map((k) => `${k.table}:${k.uuid}`));
        return keys.map((key): StoredAnswer => ({ ...key, withheld: false, record: tombstones.get(`${key.table}:${key.uuid}`) ?? null }));
      },
    };
    const meta = new Map<string, unknown>();
    const feed = new ChangeFeed({
      transport,
      store: {
        pending: async () => new Map(),
        getMeta: async <T>(key: string) => meta.get(key) as T | undefined,
        setMeta: async (key, value) => void meta.set(key, value),
      },
      tables: phone.tables,
      ownAppId: () => "me",
    });
    expect(await feed.catchUp()).toBe(true);
    expect(asked).toEqual([["clients:ana", "rehabilitations:ana-plan"]]);
    expect(clientsOf(phone.client)).toEqual(["ben"]);
    // Neither record is held; the lists' references to them dangle, and Apollo leaves those out of every read.
    expect(Object.keys(phone.client.cache.extract() as Record<string, unknown>).filter((id) => id.includes("ana"))).toEqual([]);
    expect(phone.client.cache.readQuery({ query: RehabilitationsDocument, variables: { clientUuid: "ana" } })?.rehabilitations).toEqual([]);
    expect(meta.get("changeCursor")).toBe("01:31");
  });

  it("says in the worker's language why a late edit of a moved client was not saved, and gives any other reason as the server wrote it", () => {
    const reason = `${TRANSFERRED_REASON_PREFIX}clients record ana was moved to another worker's caseload`;
    setTexts("en", UI_TEXTS_EN);
    expect(rejectionReasonText(reason)).toBe(
      "this client was moved to another worker, so your change was not saved. Tell her new worker or your supervisor what you wrote, then discard it.",
    );
    setTexts("nl", UI_TEXTS_NL);
    expect(rejectionReasonText(reason)).toMatch(/^deze cliënt is overgedragen aan een andere medewerker/);
    setTexts("ny", UI_TEXTS_NY);
    expect(rejectionReasonText(reason)).toMatch(/^kasitomala uyu wasamutsidwa kwa wogwira ntchito wina/);
    setTexts("en", UI_TEXTS_EN);
    expect(rejectionReasonText("record.age: expected number")).toBe("record.age: expected number");
  });

  it("lays no refused edit of a moved client over the records, and keeps every other waiting or refused edit", () => {
    const moved = { rejected: { reason: `${TRANSFERRED_REASON_PREFIX}clients record ana was moved to another worker's caseload` } };
    const refused = { rejected: { reason: "record.age: expected number" } };
    const waiting = { rejected: null };
    const shown = shownOverRecords(
      new Map<string, { rejected: { reason: string } | null }>([
        ["clients:ana", moved],
        ["clients:ben", refused],
        ["clients:cid", waiting],
      ]),
    );
    expect([...shown.keys()]).toEqual(["clients:ben", "clients:cid"]);
  });
});
