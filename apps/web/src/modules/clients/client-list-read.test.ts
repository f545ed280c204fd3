import { describe, expect, it } from "vitest";
import { ClientListDocument, ClientsDocument, type ClientsQuery } from "../../generated/graphql.js";
import { createCache } from "../../platform/apollo.js";
import { cachedClient } from "../../test-support/stored-records.js";
import { readClientListQuickly } from "./client-list-read.js";

const makeClient = cachedClient;

function cacheWith(clients: ClientsQuery["clients"]) {
  const cache = createCache();
  cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients } });
  return cache;
}

describe("the client list read straight from the cache's records", () => {
  it("gives what Apollo's read of ClientList gives, in the list's order", () => {
    const cache = cacheWith([makeClient("b", { clientname: "Bisa", archived: true, dataversion: 7 }), makeClient("a", { clientname: "Amina" })]);
    const quick = readClientListQuickly(cache);
    expect(quick?.clients.map((c) => c.uuid)).toEqual(["b", "a"]);
    expect(quick).toEqual({ __typename: "Query", ...cache.readQuery({ query: ClientListDocument }) });
  });

  it("leaves out a client no longer held (evicted), as Apollo's read does", () => {
    const cache = cacheWith([makeClient("a"), makeClient("b"), makeClient("c")]);
    cache.evict({ id: cache.identify({ __typename: "Client", uuid: "b" }) });
    expect(readClientListQuickly(cache)?.clients.map((c) => c.uuid)).toEqual(["a", "c"]);
    expect(cache.readQuery({ query: ClientListDocument })?.clients.map((c) => c.uuid)).toEqual(["a", "c"]);
  });

  it("gives nothing where Apollo's read would find something missing, so the caller reads through Apollo", () => {
    expect(readClientListQuickly(createCache())).toBeUndefined();
    const cache = cacheWith([makeClient("a"), makeClient("b")]);
    cache.modify({ id: cache.identify({ __typename: "Client", uuid: "b" }), fields: { dataversion: (_, { DELETE }) => DELETE } });
    expect(readClientListQuickly(cache)).toBeUndefined();
  });
});
