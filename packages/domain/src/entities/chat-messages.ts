import { CHAT_MESSAGE_MAX_LENGTH } from "../chat.js";
import { z } from "zod";
import { uuid } from "./record-fields.js";
import { defineEntity } from "./manifest.js";

/**
 * A chat message as a device sends it. Unknown keys are dropped: the sender's id, name and
 * deployment come from the sender's account (stamp), never from the device.
 */
export const ChatMessageSchema = z.object({
  uuid,
  text: z
    .string({ error: "is required" })
    .trim()
    .min(1, "must not be empty")
    .max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  sent_at: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time, e.g. 2026-11-23T08:15:00Z" }),
});

/** Every logged-in user of the deployment reads the deployment's messages; only the sender edits or deletes one. */
export const chatMessagesEntity = defineEntity({
  table: "chat_messages",
  typeName: "ChatMessage",
  inputField: "chatMessage",
  listQuery: "chatMessages",
  oneQuery: "chatMessage",
  clientField: null,
  schema: ChatMessageSchema,
  syncedFlags: {},
  serverFields: ["sender_user_id", "sender_name", "application"],
  readers: "deployment",
  stamp: (content, writer) => ({ ...content, sender_user_id: writer.id, sender_name: writer.name, application: writer.application }),
});
