import { ApolloClient, ApolloLink } from "@apollo/client";
import { of } from "rxjs";
import { describe, expect, it } from "vitest";
import { ClientImagesDocument } from "../../generated/graphql.js";
import { createCache } from "../../sync/apollo.js";
import { clientImageCache } from "./client-image-cache.js";

const makeImage = (overrides: Record<string, unknown> = {}) => ({
  __typename: "ClientImage",
  uuid: "img1",
  client_uuid: "c1",
  image: "data:image/jpeg;base64,AAAA",
  dataversion: 40,
  deletedAt: null,
  ...overrides,
});

/** An Apollo client whose server answers every clientImage query with `answer`. */
function makeClient(answer: () => Record<string, unknown>): ApolloClient {
  return new ApolloClient({ cache: createCache(), link: new ApolloLink(() => of({ data: { clientImage: answer() } })) });
}

const picturesOf = (client: ApolloClient, clientUuid: string) =>
  client.cache.readQuery({ query: ClientImagesDocument, variables: { clientUuid } })?.clientImages.map((i) => [i.uuid, i.dataversion]);

describe("client pictures in the cache (spec 3 client_images)", () => {
  it("shows a picture another device took in its client's list with the server's dataversion, even when the list was never fetched", async () => {
    let answer = makeImage();
    const client = makeClient(() => answer);
    await clientImageCache.fetch(client, "img1");
    expect(picturesOf(client, "c1")).toEqual([["img1", 40]]);
    expect(clientImageCache.dataversion(client, "img1")).toBe(40);
    answer = makeImage({ dataversion: 44, image: "data:image/jpeg;base64,BBBB" });
    await clientImageCache.fetch(client, "img1");
    expect(picturesOf(client, "c1")).toEqual([["img1", 44]]);
  });

  it("drops a picture another device deleted", async () => {
    let answer = makeImage();
    const client = makeClient(() => answer);
    await clientImageCache.fetch(client, "img1");
    answer = makeImage({ deletedAt: "2026-11-22T11:00:00.000Z" });
    await clientImageCache.fetch(client, "img1");
    expect(clientImageCache.dataversion(client, "img1")).toBeNull();
  });
});
