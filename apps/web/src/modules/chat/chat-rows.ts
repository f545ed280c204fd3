import type { ChatMessageFieldsFragment } from "../../generated/graphql.js";
import { formatDay, intlSpeaks } from "../../i18n/format.js";
import { texts } from "../../i18n/t.js";
import type { OutboxEntry } from "../../sync/outbox.js";

/** A message as the chat screen shows it. */
export interface ChatRow {
  uuid: string;
  text: string;
  sentAt: string;
  senderName: string;
  mine: boolean;
  /** Still in the outbox: written on this device, not yet on the server. */
  waiting: boolean;
  /** The server's dataversion this row is based on (null: never synced). */
  dataversion: number | null;
  /**
   * Where it stands in the conversation (docs/product.md §10): the server's time of receipt, or for a
   * message stored before the server kept one, its sender's time; null for a new message still
   * waiting, which comes after every received one.
   */
  orderAt: string | null;
}

export interface ChatReader {
  id: string;
  name: string;
}

/** The record a device queues for a new message; the server adds the sender from the login. */
export function newChatRecord(uuid: string, text: string, now: Date): { uuid: string; text: string; sent_at: string } {
  return { uuid, text, sent_at: now.toISOString() };
}

/**
 * The conversation: the server's messages with this device's waiting edits laid over them
 * (a waiting delete hides its message), in the order the server received them (docs/product.md §10):
 * a sender's clock may be years off, so her time of writing orders nothing; the messages still
 * waiting here come last, by the time they were written.
 */
export function chatRows(server: readonly ChatMessageFieldsFragment[], waiting: ReadonlyMap<string, OutboxEntry>, reader: ChatReader): ChatRow[] {
  const rows = new Map<string, ChatRow>();
  for (const m of server) {
    if (m.deletedAt) continue;
    rows.set(m.uuid, {
      uuid: m.uuid,
      text: m.text,
      sentAt: m.sent_at,
      senderName: m.sender_name,
      mine: String(m.sender_user_id) === String(reader.id),
      waiting: false,
      dataversion: m.dataversion,
      orderAt: m.received_at ?? m.sent_at,
    });
  }
  for (const entry of waiting.values()) {
    if (entry.table !== "chat_messages") continue;
    if (entry.op === "DELETE") {
      rows.delete(entry.uuid);
      continue;
    }
    const record = entry.record as { text?: string; sent_at?: string } | null;
    const known = rows.get(entry.uuid);
    rows.set(entry.uuid, {
      uuid: entry.uuid,
      text: String(record?.text ?? ""),
      sentAt: String(record?.sent_at ?? entry.queuedAt),
      senderName: reader.name,
      mine: true,
      waiting: true,
      dataversion: known?.dataversion ?? entry.baseDataversion,
      orderAt: known?.orderAt ?? null,
    });
  }
  return [...rows.values()].sort(
    (a, b) =>
      (a.orderAt === null ? 1 : 0) - (b.orderAt === null ? 1 : 0) ||
      (a.orderAt !== null && b.orderAt !== null ? Date.parse(a.orderAt) - Date.parse(b.orderAt) : Date.parse(a.sentAt) - Date.parse(b.sentAt)) ||
      a.uuid.localeCompare(b.uuid),
  );
}

/** When a message was written: the time alone for today, else the date and time, in the app's language. */
export function sentAtLabel(sentAt: string, language: string, now: Date, dictionary: Readonly<Record<string, string>> = texts.get().dictionary): string {
  const date = new Date(sentAt);
  if (Number.isNaN(date.getTime())) return sentAt;
  const sameDay = date.toDateString() === now.toDateString();
  if (!intlSpeaks(language)) {
    // Chromium has no Chichewa: the day from the deployment's month names, the time as 24-hour digits.
    const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" }).format(date);
    return sameDay ? time : `${formatDay(date, { month: "short", year: "numeric" }, language, dictionary)}, ${time}`;
  }
  const options: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" };
  return new Intl.DateTimeFormat(language, options).format(date);
}
