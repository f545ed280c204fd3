import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, type SyncAnswer, useTestServer } from "../test-support/test-server.js";
import { MAX_UUID_LENGTH } from "./sync-entry.js";
import { MAX_TEXT_LENGTH } from "./text-check.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId table uuid dataversion status reason } } }`;

/**
 * docs/sync-and-api.md, "What an entry is judged on (REJECTED)": an entry that fails validation is answered REJECTED with a reason naming the
 * field, nothing of it is stored, and the valid entries of its batch apply, on both doors.
 */
describe.each(databaseKinds)("per-entry REJECTED on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const stored = (uuid: string) => database.handle.db.selectFrom("records").selectAll().where("uuid", "=", uuid).executeTakeFirst();
  const save = (installId: string, entries: unknown, token: string) =>
    postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload: JSON.stringify(entries) }, { token, installId });

  const poisons: [string, Record<string, unknown>, string][] = [
    ["a wrong field type", makeEntry(makeClient({ age: "thirty" })), "record.age: "],
    ["a uuid of 9,000 characters", { ...makeEntry(makeClient()), uuid: "u".repeat(9000), record: null }, `uuid: must be at most ${MAX_UUID_LENGTH} characters`],
    ["an appIdentifier of 9,000 characters", makeEntry(makeClient(), { appIdentifier: "a".repeat(9000) }), "appIdentifier: must be at most 64 characters"],
    ["a NUL character in a text", makeEntry(makeClient({ clientname: "Chikondi\u0000Banda" })), "record.clientname: contains a NUL character"],
    [
      "a lone surrogate in a nested text",
      makeEntry(makeClient({ clientFormFields: [{ uuid: "f1", answer: "x\uD800y" }] })),
      "record.clientFormFields[0].answer: contains a NUL character or a lone surrogate",
    ],
    ["a NUL character in a field name", makeEntry(makeClient({ "bad\u0000key": 1 })), "the field name contains a NUL"],
    [
      "a text over the limit",
      makeEntry(makeClient({ clientname: "x".repeat(MAX_TEXT_LENGTH + 1) })),
      `record.clientname: must be at most ${MAX_TEXT_LENGTH} characters`,
    ],
    [
      "a flag spelled as nothing legacy devices used",
      makeEntry(makeClient({ archived: "maybe" })),
      'record.archived: must be a flag: true/false, 1/0, "T"/"F" or "true"/"false"',
    ],
  ];

  it.each(poisons)("REST saveTables stores the valid entries around %s and lists it with its reason (status 200)", async (_case, poison, reason) => {
    const { token } = await createWorker(server.baseUrl);
    const before = makeClient({ clientname: "Before" });
    const after = makeClient({ clientname: "After" });
    const answer = await save(randomUUID(), [makeEntry(before), poison, makeEntry(after)], token);
    expect(answer.status).toBe(200);
    const body = answer.body as { status: number; dataversions: { uuid: string }[]; rejected: { table: string; uuid: string; reason: string }[] };
    expect(body.status).toBe(200);
    expect(body.dataversions.map((d) => d.uuid)).toEqual([before.uuid, after.uuid]);
    expect(body.rejected).toEqual([{ table: "clients", uuid: poison.uuid, reason: expect.stringContaining(reason) }]);
    expect((await stored(before.uuid as string))?.content.clientname).toBe("Before");
    expect((await stored(after.uuid as string))?.content.clientname).toBe("After");
    expect(await stored(poison.uuid as string)).toBeUndefined();
  });

  it("REST answers 400 naming the field, with the rejected list, when every entry is rejected", async () => {
    const { token } = await createWorker(server.baseUrl);
    const bad = makeEntry(makeClient({ age: "thirty" }));
    const answer = await save(randomUUID(), [bad], token);
    expect(answer).toEqual({
      status: 400,
      body: {
        error: expect.stringContaining("payload[0].record.age: "),
        rejected: [{ table: "clients", uuid: bad.uuid, reason: expect.stringContaining("record.age") }],
      },
    });
  });

  it.each([
    ["T", true],
    ["F", false],
    ["true", true],
    ["false", false],
    [1, true],
    [0, false],
    [true, true],
    [false, false],
  ])("accepts the legacy flag spelling %j (clients.archived stored as %j, cycle_descriptions.archived as T/F)", async (spelling, yes) => {
    const { token } = await createWorker(server.baseUrl);
    const client = makeClient({ archived: spelling });
    const cycle = { uuid: randomUUID(), client_uuid: client.uuid, archived: spelling };
    const answer = await save(randomUUID(), [makeEntry(client), makeEntry(cycle, { table: "cycle_descriptions" })], token);
    expect(answer.status).toBe(200);
    expect((await stored(client.uuid as string))?.content.archived).toBe(yes);
    expect((await stored(cycle.uuid))?.content.archived).toBe(yes ? "T" : "F");
  });

  it("GraphQL sync answers REJECTED with dataversion 0 and the reason for a NUL text, and applies the rest of the batch", async () => {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const good = randomUUID();
    const poisoned = randomUUID();
    const answer = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      {
        input: {
          appInstallId: installId,
          entries: [
            { clientMutationId: 1, table: "clients", uuid: poisoned, client: { uuid: poisoned, clientname: "a\u0000b" } },
            { clientMutationId: 2, table: "clients", uuid: good, client: { uuid: good, clientname: "Good" } },
            { clientMutationId: 3, table: "planets", uuid: good, client: { uuid: good, clientname: "x" } },
          ],
        },
      },
      { authorization: `Bearer ${token}`, "x-app-install-id": installId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sync.results).toEqual([
      {
        clientMutationId: 1,
        table: "clients",
        uuid: poisoned,
        dataversion: 0,
        status: "REJECTED",
        reason: expect.stringContaining("record.clientname: contains a NUL"),
      },
      { clientMutationId: 2, table: "clients", uuid: good, dataversion: expect.any(Number), status: "APPLIED", reason: null },
      {
        clientMutationId: 3,
        table: "planets",
        uuid: good,
        dataversion: 0,
        status: "REJECTED",
        reason: expect.stringContaining('table: unknown table "planets"'),
      },
    ]);
    expect(await stored(poisoned)).toBeUndefined();
    expect((await stored(good))?.content.clientname).toBe("Good");
  });

  it("still refuses the whole batch with 403 when one entry writes another owner's record, rejected entries or not", async () => {
    const owner = await createWorker(server.baseUrl);
    const intruder = await createWorker(server.baseUrl);
    const theirs = makeClient({ clientname: "Theirs" });
    await save(randomUUID(), [makeEntry(theirs)], owner.token);
    const mine = makeClient({ clientname: "Mine" });
    const answer = await save(
      randomUUID(),
      [makeEntry(mine), makeEntry(makeClient({ age: "x" })), makeEntry({ ...theirs, clientname: "Stolen" })],
      intruder.token,
    );
    expect(answer.status).toBe(403);
    expect(await stored(mine.uuid as string)).toBeUndefined();
    expect((await stored(theirs.uuid as string))?.content.clientname).toBe("Theirs");
  });
});
