import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { graphql, postForm, useTestServer } from "../../test-support/test-server.js";
import { anonymousInstall, chatter, messageEntry, send } from "../chat/chat-test-helpers.js";
import { StoredRecordsRepository } from "./stored-records.repository.js";
import { MAX_STORED_RECORD_KEYS } from "./stored-records.service.js";

const STORED = `query($keys: [RecordKeyInput!]!) {
  storedRecords(keys: $keys) { table uuid withheld client { uuid clientname dataversion deletedAt } chatMessage { uuid text } favorite { uuid } }
}`;

interface Answer {
  table: string;
  uuid: string;
  withheld: boolean;
  client: { uuid: string; clientname: string; dataversion: number; deletedAt: string | null } | null;
  chatMessage: { uuid: string; text: string } | null;
  favorite: { uuid: string } | null;
}

/** docs/sync-and-api.md, "The device's feed": the records of a notice or a catch-up page in one request, read as the one-record queries read them. */
describe.each(databaseKinds)("storedRecords on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const ask = (headers: Record<string, string>, keys: Array<{ table: string; uuid: string }>) =>
    graphql<{ storedRecords: Answer[] }>(server.baseUrl, STORED, { keys }, headers);

  /** Saves clients as a worker's phone does (REST saveTables), each answered with its dataversion. */
  async function saveClients(who: { installId: string; token?: string }, clients: Array<Record<string, unknown>>) {
    const saved = await postForm(
      `${server.baseUrl}/api/saveTables/${who.installId}`,
      { payload: JSON.stringify(clients.map((c) => makeEntry(c))) },
      { token: who.token },
    );
    expect(saved.status).toBe(200);
  }

  it("answers each key in the order asked: the caller's records, a deleted one with deletedAt, null for a record never stored", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const [kept, removed] = [makeClient({ clientname: "Kept" }), makeClient({ clientname: "Removed" })];
    await saveClients(amina, [kept, removed]);
    const deleted = await postForm(
      `${server.baseUrl}/api/saveRemovedrecords`,
      { removed_items: JSON.stringify([{ uuid: removed.uuid, table: "clients" }]) },
      { token: amina.token, installId: amina.installId },
    );
    expect(deleted.status).toBe(200);
    const never = randomUUID();
    const answer = await ask(amina.headers, [
      { table: "clients", uuid: removed.uuid as string },
      { table: "favorites", uuid: never },
      { table: "clients", uuid: kept.uuid as string },
    ]);
    expect(answer.errors).toBeUndefined();
    const [first, second, third] = answer.data!.storedRecords;
    expect(first).toMatchObject({ table: "clients", uuid: removed.uuid, withheld: false, client: { uuid: removed.uuid, clientname: "Removed" } });
    expect(first!.client!.deletedAt).not.toBeNull();
    expect(second).toEqual({ table: "favorites", uuid: never, withheld: false, client: null, chatMessage: null, favorite: null });
    expect(third).toEqual({
      table: "clients",
      uuid: kept.uuid,
      withheld: false,
      client: { uuid: kept.uuid, clientname: "Kept", dataversion: 1, deletedAt: null },
      chatMessage: null,
      favorite: null,
    });
  });

  it("gives no one another worker's record: another user of the deployment, an anonymous install and a user of another deployment get null", async () => {
    const owner = await chatter(server.baseUrl, "Owner");
    const client = makeClient();
    await saveClients(owner, [client]);
    const key = { table: "clients", uuid: client.uuid as string };
    const others = [await chatter(server.baseUrl, "Same deployment"), anonymousInstall(), await chatter(server.baseUrl, "Other deployment", "MALA")];
    for (const other of others) {
      const answer = await ask(other.headers, [key]);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.storedRecords).toEqual([{ ...key, withheld: false, client: null, chatMessage: null, favorite: null }]);
    }
    expect((await ask(owner.headers, [key])).data!.storedRecords[0]!.client!.uuid).toBe(client.uuid);
  });

  it("gives a chat message to the users of its deployment only, never to an anonymous install", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const entry = messageEntry("Home visit at 10");
    expect((await send(server.baseUrl, amina, entry)).errors).toBeUndefined();
    const key = { table: "chat_messages", uuid: entry.uuid };
    const banda = await chatter(server.baseUrl, "Banda Mwale");
    expect((await ask(banda.headers, [key])).data!.storedRecords[0]!.chatMessage).toEqual({ uuid: entry.uuid, text: "Home visit at 10" });
    const mala = await chatter(server.baseUrl, "Chisomo Malawi", "MALA");
    expect((await ask(mala.headers, [key])).data!.storedRecords[0]!.chatMessage).toBeNull();
    expect((await ask(anonymousInstall().headers, [key])).data!.storedRecords[0]!.chatMessage).toBeNull();
  });

  it(`takes at most ${MAX_STORED_RECORD_KEYS} keys a request, naming the limit, and refuses an unknown table or no credentials`, async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const keys = (count: number) => Array.from({ length: count }, () => ({ table: "clients", uuid: randomUUID() }));
    const full = await ask(amina.headers, keys(MAX_STORED_RECORD_KEYS));
    expect(full.errors).toBeUndefined();
    expect(full.data!.storedRecords).toHaveLength(MAX_STORED_RECORD_KEYS);
    const over = await ask(amina.headers, keys(MAX_STORED_RECORD_KEYS + 1));
    expect(over.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(over.errors?.[0]?.message).toBe("keys: at most 500 keys a request, 501 given; ask for the others in another request");
    const unknown = await ask(amina.headers, [...keys(1), { table: "visits", uuid: randomUUID() }]);
    expect(unknown.errors?.[0]?.message).toBe('keys[1].table: unknown table "visits"');
    const nobody = await ask({}, keys(1));
    expect(nobody.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("withholds the records past the answer's size, the first always coming, for the caller to ask again", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const clients = [makeClient({ clientname: "A" }), makeClient({ clientname: "B" }), makeClient({ clientname: "C" })];
    await saveClients(amina, clients);
    const identity = { user: { id: amina.userId, application: "default", email: "", name: "" }, installId: amina.installId, isAdmin: false };
    const keys = clients.map((c) => ({ table: "clients", uuid: c.uuid as string }));
    const repository = new StoredRecordsRepository(database.handle.db);
    const all = await repository.read(identity, keys, 10 * 1024 * 1024);
    const size = Number(all[0]!.bytes);
    // Room for two records: the third is withheld (its content not sent).
    const two = await repository.read(identity, keys, 2 * size + 1);
    expect(two.map((row) => [row.uuid, row.content !== null])).toEqual(keys.map((k, i) => [k.uuid, i < 2]));
    // Room for none: the first still comes.
    const one = await repository.read(identity, keys, 1);
    expect(one.map((row) => row.content !== null)).toEqual([true, false, false]);
  });
});
