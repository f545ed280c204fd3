import type { ApolloClient } from "@apollo/client";
import { ChatMessageDocument, ChatMessageFieldsFragmentDoc, ChatMessagesDocument } from "../../generated/graphql.js";
import { oneList } from "../../sync/cached-tables.js";
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
  if (!message || message.deletedAt) {
    // Evicted, the message leaves every list that refers to it (Apollo drops dangling references).
    client.cache.evict({ id: client.cache.identify({ __typename: "ChatMessage", uuid }) });
    client.cache.gc();
    return;
  }
  const list = cachedList(client);
  if (list.some((m) => m.uuid === uuid)) return;
  client.cache.writeQuery({ query: ChatMessagesDocument, data: { __typename: "Query", chatMessages: [...list, message] } });
}

/**
 * A change to a message: the first one on a device (the first catch-up after a login) loads the
 * whole list in one request, so the changes after it are already held; later ones fetch one message.
 */
async function fetchChanged(client: ApolloClient, uuid: string): Promise<void> {
  if (client.cache.readQuery({ query: ChatMessagesDocument })) return fetchInto(client, uuid);
  await client.query({ query: ChatMessagesDocument, fetchPolicy: "network-only" });
}

/** Chat messages in the Apollo cache; a sent one is settled from the sync answer, which names the sender from the login. */
export const chatCache: RecordCache = {
  table: "chat_messages",
  list: "chatMessages",
  fragment: ChatMessageFieldsFragmentDoc,
  fragmentName: "ChatMessageFields",
  screens: oneList("chatMessages"),
  dataversion(client, uuid) {
    return cachedList(client).find((m) => m.uuid === uuid)?.dataversion ?? null;
  },
  fetch: fetchChanged,
  describe: (entry) => ((entry.record as { text?: string } | null)?.text ?? entry.uuid).slice(0, 40),
};
