import { ChatMessageDocument, ChatMessageFieldsFragmentDoc, ChatMessagesDocument } from "../../generated/graphql.js";
import { listedTableCache } from "../../sync/listed-table-cache.js";
import type { RecordCache } from "../../sync/record-cache.js";

const messages = listedTableCache({
  table: "chat_messages",
  fragment: ChatMessageFieldsFragmentDoc,
  listQuery: ChatMessagesDocument,
  oneQuery: ChatMessageDocument,
  describe: (message) => message?.text?.slice(0, 40),
});

/**
 * Chat messages in the Apollo cache; a sent one is settled from the sync answer, which names the
 * sender from the login. The first change on a device (the first catch-up after a login) loads the
 * whole list in one request, so the changes after it are already held; later ones are written as
 * fetched.
 */
export const chatCache: RecordCache = {
  ...messages,
  async fetch(client, uuid) {
    if (client.cache.readQuery({ query: ChatMessagesDocument })) return messages.fetch(client, uuid);
    await client.query({ query: ChatMessagesDocument, fetchPolicy: "network-only" });
  },
  async put(client, fetched) {
    if (client.cache.readQuery({ query: ChatMessagesDocument })) return messages.put(client, fetched);
    await client.query({ query: ChatMessagesDocument, fetchPolicy: "network-only" });
  },
};
