import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { graphql, postForm, useTestServer } from "../../test-support/test-server.js";
import { anonymousInstall, CHAT_MESSAGES, chatter, messageEntry, send } from "./chat-test-helpers.js";

/** docs/sync-and-api.md, "Chat (read by the whole deployment)": the users of one deployment read each other's messages; only the sender changes one. */
describe.each(databaseKinds)("chat access on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const chatRows = async () =>
    database.handle.db.selectFrom("records").select(["uuid", "content", "deleted_at"]).where("table_name", "=", "chat_messages").execute();

  it("shows a message to every user of the deployment, the sender named from the login, not from the device", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const banda = await chatter(server.baseUrl, "Banda Mwale");
    const uuid = randomUUID();
    const record = {
      uuid,
      text: "  Home visit at 10  ",
      sent_at: "2026-11-23T08:15:00Z",
      sender_name: "Someone Else",
      sender_user_id: 999,
      application: "MALA",
    };
    const saved = await postForm(
      `${server.baseUrl}/api/saveTables/${amina.installId}`,
      { payload: JSON.stringify([{ uuid, table: "chat_messages", record }]) },
      { token: amina.token },
    );
    expect(saved).toEqual({ status: 200, body: { status: 200, dataversions: [{ table: "chat_messages", dataversion: 1, uuid }] } });
    const expected = {
      uuid,
      text: "Home visit at 10",
      sent_at: "2026-11-23T08:15:00Z",
      sender_user_id: amina.userId,
      sender_name: "Amina Phiri",
      application: "default",
    };
    for (const reader of [amina, banda]) {
      const list = await graphql(server.baseUrl, CHAT_MESSAGES, {}, reader.headers);
      expect(list).toEqual({ data: { chatMessages: [expected] } });
    }
    const fetched = await postForm(
      `${server.baseUrl}/api/requestMutatedRecords`,
      { mutatedRecords: JSON.stringify([{ table: "chat_messages", uuid }]) },
      { token: banda.token, multipart: true },
    );
    expect(JSON.parse((fetched.body as Array<{ recordcontent: string }>)[0]!.recordcontent)).toMatchObject(expected);
  });

  it("keeps the server's time of receipt beside the sender's clock, from the first write on (docs/product.md §10)", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const banda = await chatter(server.baseUrl, "Banda Mwale");
    const uuid = randomUUID();
    const entry = {
      ...messageEntry("", { uuid }),
      chatMessage: { uuid, text: "Sent from a phone whose clock says 2000", sent_at: "2000-01-01T00:03:00.000Z" },
    };
    const before = Date.now();
    expect((await send(server.baseUrl, amina, entry)).errors).toBeUndefined();
    const after = Date.now();
    const read = async () =>
      (
        await graphql<{ chatMessages: { uuid: string; sent_at: string; received_at: string | null }[] }>(
          server.baseUrl,
          "{ chatMessages { uuid sent_at received_at } }",
          {},
          banda.headers,
        )
      ).data!.chatMessages.find((m) => m.uuid === entry.uuid)!;
    const received = await read();
    expect(received.sent_at).toBe("2000-01-01T00:03:00.000Z");
    expect(Date.parse(received.received_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(received.received_at!)).toBeLessThanOrEqual(after + 1000);
    // An edit later keeps the first receipt; what a device sends as received_at is not taken.
    const edited = {
      ...messageEntry("", { uuid }),
      chatMessage: { uuid, text: "Edited", sent_at: "2000-01-01T00:04:00.000Z", received_at: "1999-12-31T00:00:00.000Z" },
    };
    expect((await send(server.baseUrl, amina, edited)).errors).toBeUndefined();
    expect((await read()).received_at).toBe(received.received_at);
  });

  it("shows a user of another deployment nothing: no list, no record, no catch-up, no fetch", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const mala = await chatter(server.baseUrl, "Chisomo Malawi", "MALA");
    const entry = messageEntry("Only for the default deployment");
    expect((await send(server.baseUrl, amina, entry)).errors).toBeUndefined();
    expect(await graphql(server.baseUrl, CHAT_MESSAGES, {}, mala.headers)).toEqual({ data: { chatMessages: [] } });
    const one = await graphql(
      server.baseUrl,
      `
        query ($u: ID!) {
          chatMessage(uuid: $u) {
            uuid
          }
        }
      `,
      { u: entry.uuid },
      mala.headers,
    );
    expect(one).toEqual({ data: { chatMessage: null } });
    const changes = await graphql(
      server.baseUrl,
      `
        {
          changesSince(cursor: "0") {
            changes {
              uuid
            }
            cursor
          }
        }
      `,
      {},
      mala.headers,
    );
    expect(changes).toEqual({ data: { changesSince: { changes: [], cursor: expect.stringMatching(/^\d+:0$/) } } });
    const fetched = await postForm(
      `${server.baseUrl}/api/requestMutatedRecords`,
      { mutatedRecords: JSON.stringify([{ table: "chat_messages", uuid: entry.uuid }]) },
      { token: mala.token, multipart: true },
    );
    expect(fetched).toEqual({ status: 200, body: [] });
    const edit = await send(server.baseUrl, mala, messageEntry("Taking it over", { uuid: entry.uuid }));
    expect(edit.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses an anonymous install: 401 for reading and writing, and nothing is written", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    await send(server.baseUrl, amina, messageEntry("Hello team"));
    const device = anonymousInstall();
    const list = await graphql(server.baseUrl, CHAT_MESSAGES, {}, device.headers);
    expect(list.errors?.[0]).toMatchObject({
      message: "chat_messages can only be read by a logged-in user; log in first",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const written = await send(server.baseUrl, device, messageEntry("Anonymous hello"));
    expect(written.errors?.[0]).toMatchObject({
      message: "input.entries[0].table: chat_messages can only be written by a logged-in user; log in first",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const uuid = randomUUID();
    const rest = await postForm(`${server.baseUrl}/api/saveTables/${device.installId}`, {
      payload: JSON.stringify([{ uuid, table: "chat_messages", record: { uuid, text: "Anonymous hello", sent_at: "2026-11-23T08:15:00Z" } }]),
    });
    expect(rest).toEqual({ status: 401, body: { error: "payload[0].table: chat_messages can only be written by a logged-in user; log in first" } });
    const changes = await graphql(
      server.baseUrl,
      `
        {
          changesSince(cursor: "0") {
            changes {
              uuid
            }
          }
        }
      `,
      {},
      device.headers,
    );
    expect(changes).toEqual({ data: { changesSince: { changes: [] } } });
    expect((await chatRows()).map((r) => r.content.text)).toEqual(["Hello team"]);
  });

  it("lets only the sender edit or delete a message: another user of the deployment is refused with 403", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const banda = await chatter(server.baseUrl, "Banda Mwale");
    const entry = messageEntry("Meeting moved to Friday");
    await send(server.baseUrl, amina, entry);
    const edited = await send(server.baseUrl, banda, messageEntry("Meeting cancelled", { uuid: entry.uuid }));
    expect(edited.errors?.[0]).toMatchObject({
      message: `input.entries[0]: chat_messages record ${entry.uuid} belongs to another owner`,
      extensions: { code: "FORBIDDEN" },
    });
    const removed = await postForm(
      `${server.baseUrl}/api/saveRemovedrecords`,
      { removed_items: JSON.stringify([{ uuid: entry.uuid, table: "chat_messages" }]) },
      { token: banda.token, installId: banda.installId },
    );
    expect(removed).toEqual({ status: 403, body: { error: `removed_items[0]: chat_messages record ${entry.uuid} belongs to another owner` } });
    expect((await chatRows()).map((r) => [r.content.text, r.deleted_at])).toEqual([["Meeting moved to Friday", null]]);

    const own = await send(server.baseUrl, amina, messageEntry("Meeting moved to Saturday", { uuid: entry.uuid }));
    expect(own.data!.sync.results[0]).toMatchObject({ dataversion: 2, status: "APPLIED" });
    const deleted = await send(server.baseUrl, amina, messageEntry("", { uuid: entry.uuid, op: "DELETE" }));
    expect(deleted.data!.sync.results[0]).toMatchObject({ dataversion: 3, status: "APPLIED" });
    expect(await graphql(server.baseUrl, CHAT_MESSAGES, {}, banda.headers)).toEqual({ data: { chatMessages: [] } });
  });

  it("refuses an empty or too long message, naming the field", async () => {
    const amina = await chatter(server.baseUrl, "Amina Phiri");
    const empty = await send(server.baseUrl, amina, messageEntry("   "));
    expect(empty.data!.sync.results[0]).toMatchObject({ status: "REJECTED", dataversion: 0 });
    expect(empty.data!.sync.results[0]!.reason).toContain("record.text: must not be empty");
    const long = await send(server.baseUrl, amina, messageEntry("a".repeat(2001)));
    expect(long.data!.sync.results[0]!.reason).toContain("record.text: must be at most 2000 characters");
    expect(await chatRows()).toEqual([]);
  });
});
