import { CHAT_MESSAGE_MAX_LENGTH } from "../chat.js";
import { z } from "zod";
import { optionalInt, uuid } from "./record-fields.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import { readingOf } from "./record-reading.js";

/**
 * A chat message as a device sends it. Unknown keys are dropped: the sender's id, name and
 * deployment come from the sender's account (stamp), never from the device.
 */
export const ChatMessageSchema = graphql(
  z.object({
    uuid,
    text: z
      .string({ error: "is required" })
      .trim()
      .min(1, "must not be empty")
      .max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
    sent_at: graphql(z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time, e.g. 2026-11-23T08:15:00Z" }), {
      description: "When the sender wrote it (ISO 8601, the device's clock), perhaps offline",
      inputDescription: "ISO 8601 date-time",
    }),
  }),
  {
    description: "A chat message between the users of one deployment; every logged-in user of it reads it",
    inputDescription: "A chat message as the sender's device queues it; the sender comes from the login",
  },
);

/** Every logged-in user of the deployment reads the deployment's messages; only the sender edits or deletes one. */
export const chatMessagesEntity = defineEntity({
  table: "chat_messages",
  typeName: "ChatMessage",
  inputField: "chatMessage",
  listQuery: "chatMessages",
  oneQuery: "chatMessage",
  clientField: null,
  schema: ChatMessageSchema,
  syncedFlags: readingOf("chat_messages").syncedFlags,
  serverFields: {
    sender_user_id: graphql(optionalInt, { description: "The sender's user id, set by the server from the sender's login; null in a pseudonymous report" }),
    sender_name: z.string().describe("The sender's display name, set by the server from the sender's login"),
    application: z.string().describe("The deployment (application identifier) the message belongs to"),
    received_at: graphql(z.string().nullable(), {
      description:
        "When the server first received it (ISO 8601, the server's clock): the conversation's order; null for a message stored before the server kept it",
    }),
  },
  readers: "deployment",
  // docs/product.md §10: the conversation is ordered by the server's time of receipt (received_at,
  // kept from the first write), the sender's own clock kept in sent_at.
  stamp: (content, writer, { stored, now }) => ({
    ...content,
    sender_user_id: writer.id,
    sender_name: writer.name,
    application: writer.application,
    received_at: typeof stored?.received_at === "string" ? stored.received_at : now.toISOString(),
  }),
  report: {
    uuid: "id",
    // Who wrote, as a pseudonym of the account; the account's id and the text are left out.
    sender_name: { pseudonym: { of: "sender_user_id", prefix: "user:" } },
    text: "blank",
    sent_at: "requiredDate",
    received_at: "date",
    application: "requiredCode",
  },
});
