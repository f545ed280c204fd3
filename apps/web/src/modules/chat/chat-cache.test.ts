import { ApolloClient, ApolloLink } from "@apollo/client";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { ChatMessagesDocument, type ChatMessageFieldsFragment } from "../../generated/graphql.js";
import { createCache } from "../../platform/apollo.js";
import { apolloFeedTables, apolloFeedTransport, ChangeFeed } from "../../sync/change-feed.js";
import { chatCache } from "./chat-cache.js";

const message = (uuid: string, dataversion: number, deletedAt: string | null = null): ChatMessageFieldsFragment => ({
  __typename: "ChatMessage",
  uuid,
  text: `Message ${uuid}`,
  received_at: null,
  sent_at: "2026-11-23T08:00:00.000Z",
  sender_user_id: 8,
  sender_name: "Banda Mwale",
  dataversion,
  deletedAt,
});

/** A stand-in server answering the two chat queries and the change feed's storedRecords from a list, recording what was asked. */
function clientOver(server: ChatMessageFieldsFragment[]) {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName === "ChatMessage" ? `ChatMessage ${operation.variables.uuid}` : operation.operationName!);
    const stored = (key: { table: string; uuid: string }) => ({
      __typename: "StoredRecord",
      ...key,
      withheld: false,
      chatMessage: server.find((m) => m.uuid === key.uuid) ?? null,
    });
    const data =
      operation.operationName === "ChatMessages"
        ? { chatMessages: server.filter((m) => !m.deletedAt) }
        : operation.operationName === "StoredRecords"
          ? { storedRecords: (operation.variables.keys as Array<{ table: string; uuid: string }>).map(stored) }
          : { chatMessage: server.find((m) => m.uuid === operation.variables.uuid) ?? null };
    return new Observable((observer) => {
      observer.next({ data: { __typename: "Query", ...data } });
      observer.complete();
    });
  });
  return { client: new ApolloClient({ cache: createCache(), link }), asked };
}

const listed = (client: ApolloClient) => client.cache.readQuery({ query: ChatMessagesDocument })?.chatMessages.map((m) => m.uuid);

describe("chat messages through the change feed", () => {
  const noWaiting = { pending: async () => new Map(), getMeta: async () => undefined, setMeta: async () => undefined };

  it("loads the whole list in one request for the first catch-up, after the feed's one request of the changed messages", async () => {
    const server = [message("m1", 1), message("m2", 2), message("m3", 3)];
    const { client, asked } = clientOver(server);
    const feed = new ChangeFeed({
      transport: { ...apolloFeedTransport(client), notices: () => () => {}, changesSince: async () => null },
      store: noWaiting,
      tables: apolloFeedTables(client, [chatCache]),
      ownAppId: () => "me",
    });
    await feed.apply(server.map((m) => ({ table: "chat_messages", uuid: m.uuid, dataversion: m.dataversion })));
    expect(asked).toEqual(["StoredRecords", "ChatMessages"]);
    expect(listed(client)).toEqual(["m1", "m2", "m3"]);
    // Then the list is held: a later change is written from the feed's request alone.
    server.push(message("m4", 4));
    await feed.apply([{ table: "chat_messages", uuid: "m4", dataversion: 4 }]);
    expect(asked).toEqual(["StoredRecords", "ChatMessages", "StoredRecords"]);
    expect(listed(client)).toEqual(["m1", "m2", "m3", "m4"]);
  });

  it("then fetches one new message into the list, and drops a deleted one", async () => {
    const server = [message("m1", 1)];
    const { client, asked } = clientOver(server);
    await chatCache.fetch(client, "m1");
    server.push(message("m2", 2));
    await chatCache.fetch(client, "m2");
    expect(listed(client)).toEqual(["m1", "m2"]);
    server[0] = message("m1", 3, "2026-11-23T09:00:00.000Z");
    await chatCache.fetch(client, "m1");
    expect(listed(client)).toEqual(["m2"]);
    expect(asked).toEqual(["ChatMessages", "ChatMessage m2", "ChatMessage m1"]);
  });
});
