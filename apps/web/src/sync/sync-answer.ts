import type { SyncEntryInput, SyncMutation } from "../generated/graphql.js";
import type { SyncAnswer } from "./sync-engine.js";

/** The SyncEntryInput field of each table's record. */
export const inputFieldOf: Record<string, keyof SyncEntryInput> = {
  clients: "client",
  client_images: "clientImage",
  rehabilitations: "rehabilitation",
  hiapp_client_forms: "hiappClientForm",
  cycle_descriptions: "cycleDescription",
  cycle_actions: "cycleAction",
  favorites: "favorite",
  my_children: "myChild",
  milestones: "milestoneForm",
  chat_messages: "chatMessage",
};

/** An answer as settling takes it: the stored record from the field named for its table. */
export function answerOf(result: SyncMutation["sync"]["results"][number]): SyncAnswer {
  const { clientMutationId, table, uuid, dataversion, status, reason, conflicts } = result;
  const field = inputFieldOf[table] as keyof typeof result | undefined;
  const record = field ? (result[field] as SyncAnswer["record"]) : null;
  return { clientMutationId, table, uuid, dataversion, status, reason, conflicts, record: record ?? null };
}
