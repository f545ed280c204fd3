import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, type ReactNode } from "react";
import { Observable, throwError } from "rxjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClientListDocument, ClientsDocument, MyChildrenDocument, type MyChildrenQuery } from "../generated/graphql.js";
import { useTestScreen } from "../test-support/render.js";
import { cachedClient } from "../test-support/stored-records.js";
import { createCache } from "../platform/apollo.js";
import { forgetHeldLists } from "../platform/held-lists.js";
import { useCachedQuery } from "./use-cached-query.js";

const child = (uuid: string, birthdate: string): MyChildrenQuery["myChildren"][number] => ({
  __typename: "MyChild",
  uuid,
  birthdate,
  dataversion: 3,
  updatedAt: "2026-11-20T10:00:00.000Z",
  deletedAt: null,
});

const sampleClient = (uuid: string, clientname: string) => cachedClient(uuid, { clientname });

function Birthdates() {
  const { data, loading } = useCachedQuery(MyChildrenDocument, {});
  return <p data-loading={loading}>{(data?.myChildren ?? []).map((c) => c.birthdate).join(",")}</p>;
}

function clientWith(link: ApolloLink, cached: MyChildrenQuery["myChildren"]) {
  const cache = new InMemoryCache({ typePolicies: { MyChild: { keyFields: ["uuid"] } } });
  cache.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: cached } });
  return new ApolloClient({ cache, link });
}

describe("a list read from the cache and refreshed from the network", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  // Declared after the hooks above, so its afterEach runs before theirs: the screen is unmounted
  // while console.warn is still silenced.
  const screen = useTestScreen();

  async function render(client: ApolloClient, shown: ReactNode = <Birthdates />) {
    await screen.render(<ApolloProvider client={client}>{shown}</ApolloProvider>);
    await act(async () => {});
    return screen.container.querySelector("p")!;
  }

  /** Waits, however many renders it takes, until the list shows `text`. */
  async function eventuallyShows(text: string) {
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(screen.container.querySelector("p")!.textContent).toBe(text);
    });
  }

  it("keeps showing the cached records when the refresh fails (offline)", async () => {
    const offline = new ApolloLink(() => throwError(() => new TypeError("Failed to fetch")));
    const shown = await render(clientWith(offline, [child("a", "01-02-2025")]));
    expect(shown.textContent).toBe("01-02-2025");
    expect(shown.dataset.loading).toBe("false");
    expect(console.warn).toHaveBeenCalledWith("showing the cached copy; the refresh failed:", "Failed to fetch");
  });

  it("shows the server's answer once the refresh arrives", async () => {
    const online = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next({ data: { myChildren: [child("a", "01-02-2025"), child("b", "05-06-2026")] } });
          observer.complete();
        }),
    );
    const shown = await render(clientWith(online, [child("a", "01-02-2025")]));
    expect(shown.textContent).toBe("01-02-2025,05-06-2026");
  });

  it("shows a list from a few fields and refreshes it with the whole query, so each record is complete offline", async () => {
    const asked: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? "");
          observer.next({ data: { clients: [sampleClient("a", "Amina"), sampleClient("b", "Bisa")] } });
          observer.complete();
        }),
    );
    const apollo = new ApolloClient({ cache: createCache(), link });
    apollo.cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [sampleClient("a", "Amina")] } });
    function Names() {
      const { data } = useCachedQuery(ClientListDocument, {}, false, ClientsDocument);
      return <p>{(data?.clients ?? []).map((c) => c.clientname).join(",")}</p>;
    }
    await render(apollo, <Names />);
    // The refresh answers at once, but how many renders it takes to show depends on scheduling.
    await eventuallyShows("Amina,Bisa");
    expect(asked).toEqual(["Clients"]);
    expect(apollo.cache.readQuery({ query: ClientsDocument })?.clients.map((c) => c.age)).toEqual([4, 4]);
  });

  it("shows the quick read at first, and from the page's first idle moment Apollo's read, which follows the cache", async () => {
    const offline = new ApolloLink(() => throwError(() => new TypeError("Failed to fetch")));
    const apollo = new ApolloClient({ cache: createCache(), link: offline });
    apollo.cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [sampleClient("a", "Amina")] } });
    // Told apart from the cache's by its name, to see which read is shown.
    const quickRead = () => ({
      __typename: "Query" as const,
      clients: [{ __typename: "Client" as const, uuid: "a", clientname: "Amina (quick)", archived: false, dataversion: 2 }],
    });
    function Names() {
      const { data } = useCachedQuery(ClientListDocument, {}, false, ClientsDocument, quickRead);
      return <p>{(data?.clients ?? []).map((c) => c.clientname).join(",")}</p>;
    }
    await render(apollo, <Names />);
    expect(screen.container.querySelector("p")!.textContent).toBe("Amina (quick)");
    await eventuallyShows("Amina");
    await act(async () => {
      apollo.cache.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [sampleClient("a", "Amina"), sampleClient("b", "Bisa")] } });
    });
    await eventuallyShows("Amina,Bisa");
  });

  it("asks the server for a list once a login: shown again, it is read from the cache, until a login change or an emptied store", async () => {
    const asked: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? "");
          observer.next({ data: { clients: [sampleClient("a", "Amina")] } });
          observer.complete();
        }),
    );
    const apollo = new ApolloClient({ cache: createCache(), link });
    function Names() {
      const { data, loading } = useCachedQuery(ClientListDocument, {}, false, ClientsDocument);
      return <p data-loading={loading}>{(data?.clients ?? []).map((c) => c.clientname).join(",")}</p>;
    }
    const openScreen = async () => {
      await screen.render(<ApolloProvider client={apollo}>{null}</ApolloProvider>);
      await render(apollo, <Names />);
      await eventuallyShows("Amina");
      expect(screen.container.querySelector("p")!.dataset.loading).toBe("false");
    };
    await openScreen();
    await openScreen();
    expect(asked).toEqual(["Clients"]);
    forgetHeldLists(apollo);
    await openScreen();
    expect(asked).toEqual(["Clients", "Clients"]);
    await act(async () => {
      await apollo.clearStore();
    });
    await openScreen();
    expect(asked).toEqual(["Clients", "Clients", "Clients"]);
  });

  it("never shows an empty list as final while the refresh that fills an empty cache lands", async () => {
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          setTimeout(() => {
            observer.next({ data: { clients: [sampleClient("a", "Amina"), sampleClient("b", "Bisa")] } });
            observer.complete();
          }, 20);
        }),
    );
    const apollo = new ApolloClient({ cache: createCache(), link });
    const seen: string[] = [];
    function Names() {
      const { data, loading } = useCachedQuery(ClientListDocument, {}, false, ClientsDocument);
      seen.push(`${loading ? "loading" : "done"}:${data?.clients.length ?? "none"}`);
      return <p>{(data?.clients ?? []).map((c) => c.clientname).join(",")}</p>;
    }
    await render(apollo, <Names />);
    await eventuallyShows("Amina,Bisa");
    expect(seen.filter((s) => s.startsWith("done:") && s !== "done:2")).toEqual([]);
  });
});
