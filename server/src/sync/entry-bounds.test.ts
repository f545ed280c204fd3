import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { entityManifests } from "@stepwise/domain/entities";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, startTestServer, type SyncAnswer } from "../test-support/test-server.js";
import { MAX_RECORD_BYTES, MAX_UNKNOWN_FIELDS, storedBytesOf } from "./record-bounds.js";
import { TableRegistry } from "./synced-table.js";
import { MAX_NESTING } from "./text-check.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status reason } } }`;
const DEEP = 6_000;
/** Stands in the JSON for a list nested DEEP times: JSON.stringify itself overflows on one. */
const DEEP_MARK = "__deep_list__";
const deepJson = (json: string) => json.replace(`"${DEEP_MARK}"`, `${"[".repeat(DEEP)}1${"]".repeat(DEEP)}`);
const NESTED = `nested deeper than ${MAX_NESTING} levels of lists and objects`;
const extras = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra${i + 1}`, `value ${i + 1}`]));
const picture = (length: number) => `data:image/jpeg;base64,${"A".repeat(length - "data:image/jpeg;base64,".length)}`;
const storedSize = (table: string, record: Record<string, unknown>) => storedBytesOf(new TableRegistry(entityManifests).get(table)!.schema.parse(record));

/**
 * a 6,000-deep list in an unknown field, a record past MAX_RECORD_BYTES
 * and one with more than MAX_UNKNOWN_FIELDS undeclared fields are each one REJECTED entry naming
 * what is wrong; the rest of the batch applies, and a retry answers the same (docs/SECURITY.md).
 */
describe.each(databaseKinds)("entry bounds on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  // Each test starts from an empty database: a worker of its own.
  beforeEach(async () => {
    token = (await createWorker(server.baseUrl)).token;
  });
  afterAll(() => server.close());

  const stored = (uuid: string) => database.handle.db.selectFrom("records").selectAll().where("uuid", "=", uuid).executeTakeFirst();
  const saveTables = async (installId: string, payloadJson: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) => {
    const response = await fetch(`${server.baseUrl}/api/saveTables/${installId}`, {
      method: "POST",
      headers: { "x-app-install-id": installId, ...headers },
      body: new URLSearchParams({ payload: payloadJson }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it.each([
    ["a worker", true],
    ["an install without a login", false],
  ])(`REST: a ${DEEP}-deep list in an unknown field is one REJECTED entry, as %s, and its retry answers the same`, async (_who, loggedIn) => {
    const installId = randomUUID();
    const [before, poison, after] = [makeClient(), makeClient({ extra: DEEP_MARK }), makeClient()];
    const payload = deepJson(JSON.stringify([before, poison, after].map((record, i) => makeEntry(record, { clientMutationId: i + 1 }))));
    const headers: Record<string, string> = loggedIn ? { authorization: `Bearer ${token}` } : {};
    const first = await saveTables(installId, payload, headers);
    expect(first).toEqual({
      status: 200,
      body: {
        status: 200,
        dataversions: [before, after].map((r) => ({ table: "clients", uuid: r.uuid, dataversion: expect.any(Number) })),
        rejected: [{ table: "clients", uuid: poison.uuid, reason: `record.extra${"[0]".repeat(MAX_NESTING - 2)}: ${NESTED}` }],
      },
    });
    expect(await saveTables(installId, payload, headers)).toEqual(first);
    expect(await stored(poison.uuid as string)).toBeUndefined();
    expect((await stored(after.uuid as string))?.content.clientname).toBe("Chikondi Banda");
  });

  it(`REST: a record with ${MAX_UNKNOWN_FIELDS} undeclared fields is stored with them; one with ${MAX_UNKNOWN_FIELDS + 1} is REJECTED naming the field`, async () => {
    const [kept, refused] = [makeClient(extras(MAX_UNKNOWN_FIELDS)), makeClient(extras(MAX_UNKNOWN_FIELDS + 1))];
    const answer = await saveTables(randomUUID(), JSON.stringify([makeEntry(kept), makeEntry(refused)]));
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 200,
        dataversions: [{ table: "clients", uuid: kept.uuid, dataversion: expect.any(Number) }],
        rejected: [
          {
            table: "clients",
            uuid: refused.uuid,
            reason: `record.extra${MAX_UNKNOWN_FIELDS + 1}: a field the table does not declare; a record may carry at most ${MAX_UNKNOWN_FIELDS} (this is one more)`,
          },
        ],
      },
    });
    expect((await stored(kept.uuid as string))?.content[`extra${MAX_UNKNOWN_FIELDS}`]).toBe(`value ${MAX_UNKNOWN_FIELDS}`);
    expect(await stored(refused.uuid as string)).toBeUndefined();
  });

  it(`REST and GraphQL: a record past ${MAX_RECORD_BYTES} bytes as stored is REJECTED with its size; one at the limit is stored`, async () => {
    const client = randomUUID();
    const atLimit = { uuid: randomUUID(), client_uuid: client, image: "" };
    atLimit.image = picture(MAX_RECORD_BYTES - storedSize("client_images", atLimit));
    const over = { uuid: randomUUID(), client_uuid: client, image: picture(atLimit.image.length + 1) };
    const overBytes = storedSize("client_images", over);
    expect([storedSize("client_images", atLimit), overBytes]).toEqual([MAX_RECORD_BYTES, MAX_RECORD_BYTES + 1]);
    const reason = `record: ${overBytes} bytes as stored (JSON, UTF-8), at most ${MAX_RECORD_BYTES}`;
    const entries = [atLimit, over].map((record) => makeEntry(record, { table: "client_images" }));
    // Her phone sends over REST, then over GraphQL: one install, as her session acts as its own install only.
    const installId = randomUUID();
    expect(await saveTables(installId, JSON.stringify(entries))).toEqual({
      status: 200,
      body: {
        status: 200,
        dataversions: [{ table: "client_images", uuid: atLimit.uuid, dataversion: expect.any(Number) }],
        rejected: [{ table: "client_images", uuid: over.uuid, reason }],
      },
    });

    const overAgain = { ...over, uuid: randomUUID() };
    const viaGraphQL = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: installId, entries: [{ clientMutationId: 1, table: "client_images", uuid: overAgain.uuid, clientImage: overAgain }] } },
      { authorization: `Bearer ${token}`, "x-app-install-id": installId },
    );
    expect(viaGraphQL).toEqual({
      data: { sync: { results: [{ clientMutationId: 1, table: "client_images", uuid: overAgain.uuid, dataversion: 0, status: "REJECTED", reason }] } },
    });
    expect((await stored(atLimit.uuid))?.content.image).toBe(atLimit.image);
    expect([await stored(over.uuid), await stored(overAgain.uuid)]).toEqual([undefined, undefined]);
  });

  it(`GraphQL: a ${DEEP}-deep list where a form answer goes is one REJECTED entry naming the path, not a 500; the others apply`, async () => {
    const installId = randomUUID();
    const [client, other] = [makeClient(), makeClient()];
    const body = {
      query: SYNC,
      variables: {
        input: {
          appInstallId: installId,
          entries: [
            {
              clientMutationId: 1,
              table: "clients",
              uuid: client.uuid,
              client: { uuid: client.uuid, clientname: "x", clientFormFields: [{ uuid: "f", answer: DEEP_MARK }] },
            },
            { clientMutationId: 2, table: "clients", uuid: other.uuid, client: other },
          ],
        },
      },
    };
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-app-install-id": installId },
      body: deepJson(JSON.stringify(body)),
    });
    const answer = (await response.json()) as { data: { sync: { results: unknown[] } } };
    expect([response.status, answer.data.sync.results]).toEqual([
      200,
      [
        {
          clientMutationId: 1,
          table: "clients",
          uuid: client.uuid,
          dataversion: 0,
          status: "REJECTED",
          reason: `record.clientFormFields[0].answer${"[0]".repeat(MAX_NESTING - 4)}: ${NESTED}`,
        },
        { clientMutationId: 2, table: "clients", uuid: other.uuid, dataversion: expect.any(Number), status: "APPLIED", reason: null },
      ],
    ]);
    expect(await stored(client.uuid as string)).toBeUndefined();
  });
});
