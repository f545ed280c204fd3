import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { SyncDocument } from "../generated/graphql.js";
import { retryAfterMs } from "./retry-after.js";

/** The server's answer when an anonymous install's quota of records is reached (docs/SECURITY.md, "Limits and quotas"). */
const quotaAnswer = JSON.stringify({
  errors: [
    {
      message: "quota reached: at most 5000 anonymousRecords per address and 1000 per install in an hour: try again in 60 minutes",
      extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 3599 },
    },
  ],
});

/** A real Apollo client whose HTTP answers are the server's 429, with the content type given. */
async function sendSync(contentType: string): Promise<unknown> {
  const fetch = () => Promise.resolve(new Response(quotaAnswer, { status: 429, headers: { "content-type": contentType, "retry-after": "3599" } }));
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([new HttpLink({ uri: "http://server.test/graphql", fetch })]) });
  try {
    await client.mutate({ mutation: SyncDocument, variables: { input: { appInstallId: "i", entries: [] } } });
  } catch (error) {
    return error;
  }
  throw new Error("the 429 was not an error");
}

describe("the wait a refused sync asks for", () => {
  it.each(["application/graphql-response+json; charset=utf-8", "application/json; charset=utf-8"])(
    "reads 3599 s from a 429 answered as %s",
    async (contentType) => {
      expect(retryAfterMs(await sendSync(contentType))).toBe(3_599_000);
    },
  );

  it("is null for a failure that names no wait", () => {
    expect(retryAfterMs(new TypeError("Failed to fetch"))).toBeNull();
  });
});
