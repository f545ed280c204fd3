import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newToken } from "../auth/token.js";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, type SyncAnswer, useTestServer } from "../test-support/test-server.js";

const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId uuid dataversion status reason } } }`;

/**
 * docs/sync-and-api.md, "Idempotency: only a stored answer is a replay": a client mutation id is one edit of one record. An entry
 * reusing an id for another record (earlier in its batch, or stored for the install) is REJECTED naming clientMutationId, never
 * DUPLICATE, which would tell the phone to drop an edit the server never stored.
 */
describe.each(databaseKinds)("a reused client mutation id on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const stored = (uuid: string) => database.handle.db.selectFrom("records").selectAll().where("uuid", "=", uuid).executeTakeFirst();
  const reason = (id: number, uuid: string) =>
    `clientMutationId: ${id} was already used by this install for clients record ${uuid}; each edit needs an id of its own`;

  async function phone() {
    const { token } = await createWorker(server.baseUrl);
    const install = { id: randomUUID(), secret: newToken() };
    const headers = { authorization: `Bearer ${token}`, "x-app-install-id": install.id, "x-app-install-secret": install.secret };
    return { token, install, headers };
  }

  it("GraphQL sync: id 10 twice for one record and once for another answers APPLIED, DUPLICATE, REJECTED; the other record is not stored", async () => {
    const { install, headers } = await phone();
    const first = makeClient({ clientname: "First" });
    const other = makeClient({ clientname: "Other" });
    const entry = (client: Record<string, unknown>, clientMutationId: number) => ({ clientMutationId, table: "clients", uuid: client.uuid, client });
    const answer = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: install.id, entries: [entry(first, 10), entry(first, 10), entry(other, 10)] } },
      headers,
    );
    expect(answer.errors).toBeUndefined();
    const [applied, duplicate, rejected] = answer.data!.sync.results;
    expect(applied).toEqual({ clientMutationId: 10, uuid: first.uuid, dataversion: expect.any(Number), status: "APPLIED", reason: null });
    expect(duplicate).toEqual({ ...applied, status: "DUPLICATE" });
    expect(rejected).toEqual({ clientMutationId: 10, uuid: other.uuid, dataversion: 0, status: "REJECTED", reason: reason(10, first.uuid as string) });
    expect((await stored(first.uuid as string))?.content.clientname).toBe("First");
    expect(await stored(other.uuid as string)).toBeUndefined();

    // Stored for the install: a later batch reusing id 10 for a third record is REJECTED too, and its id 11 applies.
    const third = makeClient({ clientname: "Third" });
    const fourth = makeClient({ clientname: "Fourth" });
    const later = await graphql<SyncAnswer>(
      server.baseUrl,
      SYNC,
      { input: { appInstallId: install.id, entries: [entry(third, 10), entry(fourth, 11)] } },
      headers,
    );
    expect(later.data!.sync.results.map((r) => [r.status, r.reason])).toEqual([
      ["REJECTED", reason(10, first.uuid as string)],
      ["APPLIED", null],
    ]);
    expect(await stored(third.uuid as string)).toBeUndefined();
    expect((await stored(fourth.uuid as string))?.content.clientname).toBe("Fourth");
  });

  it("REST saveTables: the entry reusing an id for another record is listed as rejected with its reason, the rest stored", async () => {
    const { token, install } = await phone();
    const first = makeClient({ clientname: "First" });
    const other = makeClient({ clientname: "Other" });
    const save = (entries: unknown[]) =>
      postForm(
        `${server.baseUrl}/api/saveTables/${install.id}`,
        { payload: JSON.stringify(entries) },
        { token, installId: install.id, secret: install.secret },
      );
    const answer = await save([
      makeEntry(first, { clientMutationId: 10 }),
      makeEntry(first, { clientMutationId: 10 }),
      makeEntry(other, { clientMutationId: 10 }),
    ]);
    expect(answer.status).toBe(200);
    const body = answer.body as { dataversions: { uuid: string }[]; rejected: unknown[] };
    expect(body.dataversions.map((d) => d.uuid)).toEqual([first.uuid, first.uuid]);
    expect(body.rejected).toEqual([{ table: "clients", uuid: other.uuid, reason: reason(10, first.uuid as string) }]);
    expect(await stored(other.uuid as string)).toBeUndefined();

    // Alone, stored for the install: every entry rejected is a 400 naming the field.
    const again = await save([makeEntry(other, { clientMutationId: 10 })]);
    expect(again).toEqual({
      status: 400,
      body: {
        error: `payload[0].${reason(10, first.uuid as string)}`,
        rejected: [{ table: "clients", uuid: other.uuid, reason: reason(10, first.uuid as string) }],
      },
    });
    expect(await stored(other.uuid as string)).toBeUndefined();
  });
});
