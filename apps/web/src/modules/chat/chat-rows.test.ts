import { describe, expect, it } from "vitest";
import type { ChatMessageFieldsFragment } from "../../generated/graphql.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { chatRows, newChatRecord, sentAtLabel } from "./chat-rows.js";

const reader = { id: "7", name: "Amina Phiri" };

function serverMessage(overrides: Partial<ChatMessageFieldsFragment> = {}): ChatMessageFieldsFragment {
  return {
    __typename: "ChatMessage",
    uuid: "m-1",
    text: "Home visit at 10",
    sent_at: "2026-11-23T08:00:00.000Z",
    received_at: "2026-11-23T08:00:01.000Z",
    sender_user_id: 8,
    sender_name: "Banda Mwale",
    dataversion: 4,
    deletedAt: null,
    ...overrides,
  };
}

function waitingEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    clientMutationId: 1,
    appIdentifier: "default",
    user_id: "7",
    uuid: "m-2",
    table: "chat_messages",
    op: "UPSERT",
    record: newChatRecord("m-2", "On my way", new Date("2026-11-23T08:05:00.000Z")),
    baseDataversion: null,
    queuedAt: "2026-11-23T08:05:00.000Z",
    ...overrides,
  };
}

describe("the conversation", () => {
  it("lays a message written on this device over the server's, marked waiting and mine, after every received one", () => {
    const rows = chatRows(
      [serverMessage({ uuid: "m-3", sent_at: "2026-11-23T09:00:00.000Z", received_at: "2026-11-23T09:00:02.000Z" }), serverMessage()],
      new Map([["chat_messages:m-2", waitingEntry()]]),
      reader,
    );
    expect(rows.map((r) => [r.uuid, r.senderName, r.mine, r.waiting])).toEqual([
      ["m-1", "Banda Mwale", false, false],
      ["m-3", "Banda Mwale", false, false],
      ["m-2", "Amina Phiri", true, true],
    ]);
    expect(rows[2]).toMatchObject({ text: "On my way", sentAt: "2026-11-23T08:05:00.000Z", dataversion: null, orderAt: null });
  });

  it("orders by the server's time of receipt, not the sender's clock (docs/product.md §10): a phone at 2000-01-01 does not put its message on top", () => {
    const rows = chatRows(
      [
        serverMessage({ uuid: "from-2000", sent_at: "2000-01-01T00:03:00.000Z", received_at: "2026-11-23T10:00:00.000Z" }),
        serverMessage({ uuid: "a-year-ahead", sent_at: "2027-11-23T09:30:00.000Z", received_at: "2026-11-23T09:30:00.000Z" }),
        serverMessage({ uuid: "right", sent_at: "2026-11-23T09:00:00.000Z", received_at: "2026-11-23T09:00:01.000Z" }),
        // Stored before the server kept its time of receipt: its sender's time stands in.
        serverMessage({ uuid: "before-receipts", sent_at: "2026-11-22T12:00:00.000Z", received_at: null }),
      ],
      // A waiting edit of a received message keeps its place.
      new Map([["chat_messages:right", waitingEntry({ uuid: "right", record: { uuid: "right", text: "Edited", sent_at: "2026-11-23T09:00:00.000Z" } })]]),
      reader,
    );
    expect(rows.map((r) => r.uuid)).toEqual(["before-receipts", "right", "a-year-ahead", "from-2000"]);
    expect(rows[1]).toMatchObject({ text: "Edited", waiting: true });
  });

  it("knows the reader's own messages from the server by the sender's user id", () => {
    const [row] = chatRows([serverMessage({ sender_user_id: 7, sender_name: "Amina Phiri" })], new Map(), reader);
    expect(row).toMatchObject({ mine: true, waiting: false, dataversion: 4 });
  });

  it("hides a message whose delete waits in the outbox, and a deleted one from the server", () => {
    const deleting = waitingEntry({ uuid: "m-1", op: "DELETE", record: null, baseDataversion: 4 });
    expect(chatRows([serverMessage()], new Map([["chat_messages:m-1", deleting]]), reader)).toEqual([]);
    expect(chatRows([serverMessage({ deletedAt: "2026-11-23T09:00:00.000Z" })], new Map(), reader)).toEqual([]);
  });

  it("ignores waiting edits of other tables", () => {
    const client = waitingEntry({ table: "clients", uuid: "c-1", record: { uuid: "c-1", clientname: "Grace" } });
    expect(chatRows([], new Map([["clients:c-1", client]]), reader)).toEqual([]);
  });
});

describe("sentAtLabel", () => {
  const now = new Date("2026-11-23T15:00:00");
  it("shows only the time for a message of today", () => {
    expect(sentAtLabel(new Date("2026-11-23T09:05:00").toISOString(), "en", now)).toBe("9:05 AM");
  });

  it("shows the date too for an older message", () => {
    expect(sentAtLabel(new Date("2026-11-20T09:05:00").toISOString(), "en", now)).toBe("Nov 20, 2026, 9:05 AM");
  });

  it("gives Chichewa, which Chromium's Intl lacks, the deployment's month names and a 24-hour time", () => {
    const ny = { MONTH_11: "Novembala" };
    expect(sentAtLabel(new Date("2026-11-23T09:05:00").toISOString(), "ny", now, ny)).toBe("09:05");
    expect(sentAtLabel(new Date("2026-11-20T09:05:00").toISOString(), "ny", now, ny)).toBe("20 Novembala 2026, 09:05");
  });

  it("formats a language the browser cannot read as a 24-hour time, and shows unreadable text as it is", () => {
    expect(sentAtLabel(new Date("2026-11-23T09:05:00").toISOString(), "not a language!", now, {})).toBe("09:05");
    expect(sentAtLabel("yesterday", "en", now)).toBe("yesterday");
  });
});
