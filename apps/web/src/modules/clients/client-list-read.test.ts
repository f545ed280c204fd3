import { describe, expect, it } from "vitest";
import { ClientListDocument, ClientListFieldsFragmentDoc, ClientsDocument, type ClientsQuery } from "../../generated/graphql.js";
import { withStoredRecords } from "../../platform/cache-parts.js";
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

describe("the client list read before the cache holds the stored records", () => {
  const stored = () => cacheWith([makeClient("a", { clientname: "Amina" }), makeClient("b", { clientname: "Bisa" })]).extract();

  it("reads the parsed stored records when the cache holds none of them", () => {
    expect(readClientListQuickly(createCache(), stored())?.clients.map((c) => c.clientname)).toEqual(["Amina", "Bisa"]);
  });

  it("lays what the cache holds over them, as restoreRecords will: its list and its records win", () => {
    const pending = stored();
    const cache = cacheWith([makeClient("b", { clientname: "Bisa renamed" }), makeClient("c", { clientname: "Chikondi" })]);
    const quick = readClientListQuickly(cache, pending);
    expect(quick?.clients.map((c) => c.clientname)).toEqual(["Bisa renamed", "Chikondi"]);
    // The same as Apollo's read once the records are in (platform/cache-parts.ts, withStoredRecords).
    const merged = createCache();
    merged.restore(withStoredRecords(cache.extract(), pending));
    expect(quick).toEqual({ __typename: "Query", ...merged.readQuery({ query: ClientListDocument }) });
  });

  it("takes a record the cache holds over its stored copy even under the stored list", () => {
    const pending = stored();
    const cache = createCache();
    cache.writeFragment({ fragment: ClientListFieldsFragmentDoc, data: makeClient("a", { clientname: "Amina edited" }) });
    expect(readClientListQuickly(cache, pending)?.clients.map((c) => c.clientname)).toEqual(["Amina edited", "Bisa"]);
  });
});
