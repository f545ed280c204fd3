import type { ApolloClient } from "@apollo/client";
import { ChatMessageDocument, ChatMessagesDocument } from "../../generated/graphql.js";
import type { RecordCache } from "../../sync/record-cache.js";

function cachedList(client: ApolloClient) {
  return client.cache.readQuery({ query: ChatMessagesDocument })?.chatMessages ?? [];
}

/**
 * Puts the server's copy of a message into the deployment's message list, or drops a deleted one.
 * The list is written even when it was never fetched, so a message that left the outbox stays shown.
 */
async function fetchInto(client: ApolloClient, uuid: string): Promise<void> {
  const { data } = await client.query({ query: ChatMessageDocument, variables: { uuid }, fetchPolicy: "network-only" });
  const message = data?.chatMessage;
  const others = cachedList(client).filter((m) => m.uuid !== uuid);
  const kept = message && !message.deletedAt ? [...others, message] : others;
  client.cache.writeQuery({ query: ChatMessagesDocument, data: { __typename: "Query", chatMessages: kept } });
}

/**
 * Chat messages in the Apollo cache. A sent message is settled by reading the server's copy back:
 * the server names the sender from the login.
 */
export const chatCache: RecordCache = {
  table: "chat_messages",
  dataversion(client, uuid) {
    return cachedList(client).find((m) => m.uuid === uuid)?.dataversion ?? null;
  },
  settle: (client, entry) => fetchInto(client, entry.uuid),
  fetch: fetchInto,
  describe: (entry) => String((entry.record as { text?: unknown } | null)?.text ?? entry.uuid).slice(0, 40),
};
