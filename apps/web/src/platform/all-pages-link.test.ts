import { ApolloClient, ApolloLink } from "@apollo/client";
import { Kind, print, type FieldNode, type OperationDefinitionNode } from "graphql";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { FavoritesDocument, type FavoritesQuery } from "../generated/graphql.js";
import { allPagesLink } from "./all-pages-link.js";
import { createCache } from "./apollo.js";

const PAGE = 500;

type Favorite = FavoritesQuery["favorites"][number];

const favorite = (i: number): Favorite => ({ __typename: "Favorite", uuid: `f${i}`, article_uuid: `a${i}`, page: null, dataversion: i + 1, deletedAt: null });

/**
 * A stand-in server that pages `favorites` the way server/src/graphql/answer-cost.ts does: at most
 * PAGE records after the cursor given as the field's `after` argument, and `extensions.nextPages`
 * naming the next cursor while more follow. Records every request's `after`.
 */
function pagedServer(records: Favorite[]) {
  const asked: Array<string | null> = [];
  const link = new ApolloLink((operation) => {
    const root = operation.query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const field = root.selectionSet.selections.find((s): s is FieldNode => s.kind === Kind.FIELD)!;
    const afterArg = field.arguments?.find((a) => a.name.value === "after")?.value;
    const after = afterArg?.kind === Kind.STRING ? afterArg.value : null;
    asked.push(after);
    const rest = records.filter((r) => after === null || Number(r.dataversion) > Number(after));
    const page = rest.slice(0, PAGE);
    const more = rest.length > PAGE;
    return new Observable((observer) => {
      observer.next({
        data: { __typename: "Query", favorites: page },
        ...(more ? { extensions: { nextPages: { favorites: String(page[page.length - 1]!.dataversion) } } } : {}),
      });
      observer.complete();
    });
  });
  return { link, asked };
}

describe("allPagesLink: every page of a paged list", () => {
  it("reads 1,203 records in three pages, asking each page after the last record of the one before, and caches them as one list", async () => {
    const records = Array.from({ length: 1203 }, (_, i) => favorite(i));
    const server = pagedServer(records);
    const progress: number[] = [];
    const client = new ApolloClient({ cache: createCache(), link: ApolloLink.from([allPagesLink((_name, received) => progress.push(received)), server.link]) });
    const { data } = await client.query({ query: FavoritesDocument, fetchPolicy: "network-only" });
    expect(data!.favorites.map((f) => f.uuid)).toEqual(records.map((r) => r.uuid));
    expect(server.asked).toEqual([null, "500", "1000"]);
    expect(progress).toEqual([500, 1000, 1203]);
    expect(client.cache.readQuery({ query: FavoritesDocument })!.favorites).toHaveLength(1203);
    // The query the app wrote is left as it was: the cursor went only into the requests.
    expect(print(FavoritesDocument)).not.toContain("after");
  });

  it("sends one request for a list of one page, and passes no paging extension on", async () => {
    const server = pagedServer(Array.from({ length: 12 }, (_, i) => favorite(i)));
    const client = new ApolloClient({ cache: createCache(), link: ApolloLink.from([allPagesLink(), server.link]) });
    const { data, extensions } = (await client.query({ query: FavoritesDocument, fetchPolicy: "network-only" })) as {
      data: { favorites: unknown[] };
      extensions?: Record<string, unknown>;
    };
    expect(data.favorites).toHaveLength(12);
    expect(server.asked).toEqual([null]);
    expect(extensions?.nextPages).toBeUndefined();
  });
});
