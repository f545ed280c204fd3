import { CHAT_MESSAGE_MAX_LENGTH } from "@stepwise/domain";
import { z } from "zod";
import { uuid } from "../../sync/record-fields.js";
import type { SyncedTable } from "../../sync/synced-table.js";

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
export const chatMessagesTable: SyncedTable = {
  name: "chat_messages",
  schema: ChatMessageSchema,
  syncedFlags: {},
  readers: "deployment",
  stamp: (content, user) => ({ ...content, sender_user_id: user.id, sender_name: user.name, application: user.application }),
};
