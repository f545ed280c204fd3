import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { ClientsDocument } from "../../generated/graphql.js";
import { createCache } from "../../sync/apollo.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { clientCache } from "./client-cache.js";

const makeEntry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  clientMutationId: 4,
  appIdentifier: "default",
  user_id: "1",
  uuid: "c1",
  table: "clients",
  op: "UPSERT",
  record: { uuid: "c1", clientname: "Amina", age: 22, valid: true, clientFormFields: [] },
  baseDataversion: null,
  queuedAt: "2026-11-22T10:00:00.000Z",
  ...overrides,
});

function makeClient(): ApolloClient {
  const cache: InMemoryCache = createCache();
  const client = new ApolloClient({ cache, link: ApolloLink.empty() });
  client.cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [] } });
  return client;
}

describe("settling an answered edit in the cache (spec 4 Records and sync)", () => {
  it("marks the record synced 1, saved T, with the answer's dataversion, in the client list", async () => {
    const client = makeClient();
    await clientCache.settle(client, makeEntry(), 57);
    const clients = client.cache.readQuery({ query: ClientsDocument })?.clients ?? [];
    expect(clients.map((c) => [c.uuid, c.clientname, c.synced, c.saved, c.dataversion, c.age])).toEqual([["c1", "Amina", 1, "T", 57, 22]]);
    expect(clientCache.dataversion(client, "c1")).toBe(57);
  });

  it("takes a later answer's dataversion for the same record, once in the list", async () => {
    const client = makeClient();
    await clientCache.settle(client, makeEntry(), 57);
    await clientCache.settle(client, makeEntry({ clientMutationId: 5, record: { uuid: "c1", clientname: "Amina B.", clientFormFields: [] } }), 61);
    const clients = client.cache.readQuery({ query: ClientsDocument })?.clients ?? [];
    expect(clients.map((c) => [c.clientname, c.dataversion])).toEqual([["Amina B.", 61]]);
  });

  it("drops a deleted record from the list once the server took the deletion", async () => {
    const client = makeClient();
    await clientCache.settle(client, makeEntry(), 57);
    await clientCache.settle(client, makeEntry({ clientMutationId: 6, op: "DELETE", record: null }), 62);
    expect(client.cache.readQuery({ query: ClientsDocument })?.clients).toEqual([]);
    expect(clientCache.dataversion(client, "c1")).toBeNull();
  });
});
