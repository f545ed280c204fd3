import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApollo, createCache } from "./apollo.js";
import { addUpdateCheck, checkForUpdateNow } from "./update-checks.js";

/*
 * docs/sync-and-api.md, "Released builds and their operations": the answers below are what the
 * server sends an app build it no longer answers (server/src/graphql/released-operations.test.ts
 * checks the server's side over HTTP); fetch is the browser's, stubbed with them.
 */
const Query = gql`
  query ChangesSince($cursor: Int!) {
    changesSince(cursor: $cursor) {
      cursor
    }
  }
`;
const UPDATE_REQUIRED = {
  message: "this app's build asks what the server no longer answers: update the app to keep syncing (the edits waiting on the phone are kept)",
  extensions: { code: "APP_UPDATE_REQUIRED", reason: "app-update-required" },
};
const INVALID = { message: 'Variable "$cursor" of type "Int!" used in position expecting type "String!".', extensions: { code: "GRAPHQL_VALIDATION_FAILED" } };

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, contentType: string, errors: object[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ errors }), { status, headers: { "content-type": contentType } })),
  );
  let heard = 0;
  const { client, ws } = createApollo(createCache(), {
    onUnauthenticated: () => {},
    onConnected: () => {},
    onWipeOrder: () => {},
    onUpdateRequired: () => void heard++,
  });
  return {
    ask: async () => {
      await client.query({ query: Query, variables: { cursor: 0 }, fetchPolicy: "network-only" }).catch(() => null);
      await ws.dispose();
      // The link loads the check at the refusal (platform/apollo.ts): let it load and answer.
      await import("./app-outdated.js");
      await new Promise((resolve) => setTimeout(resolve, 0));
      return heard;
    },
  };
}

describe("an answer that says this build is too old", () => {
  it("is heard in the graphql-response media type (Apollo's own request), with the server's code first", async () => {
    expect(await answering(400, "application/graphql-response+json; charset=utf-8", [UPDATE_REQUIRED, INVALID]).ask()).toBe(1);
  });

  it("is heard from an older server that says only that the operation is invalid", async () => {
    expect(await answering(400, "application/graphql-response+json", [INVALID]).ask()).toBe(1);
  });

  it("is heard in plain JSON, where a 400 reaches the link as a ServerError with the answer's text", async () => {
    expect(await answering(400, "application/json", [UPDATE_REQUIRED, INVALID]).ask()).toBe(1);
  });

  it("is not heard for the server's own limits, which graphql-js's code carries too", async () => {
    const tooMany = { message: "at most 2 pages of downloadRecords in one request", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } };
    expect(await answering(400, "application/graphql-response+json", [tooMany]).ask()).toBe(0);
  });

  it("is heard for each way graphql-js says the schema lacks what the build asks", async () => {
    for (const message of [
      'Cannot query field "restores" on type "ChangesPage".',
      'Unknown argument "release" on field "Query.articles".',
      'Unknown type "InstallProofInput".',
      'Field "installRecordsOffered" argument "from" of type "InstallProofInput!" is required, but it was not provided.',
    ]) {
      expect(await answering(400, "application/graphql-response+json", [{ message, extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }]).ask(), message).toBe(
        1,
      );
    }
  });

  it("is not heard for other refusals: a bad input, a lost session, a server fault", async () => {
    expect(await answering(200, "application/json", [{ message: "cursor: bad", extensions: { code: "BAD_USER_INPUT" } }]).ask()).toBe(0);
    expect(await answering(401, "application/json", [{ message: "log in again", extensions: { code: "UNAUTHENTICATED" } }]).ask()).toBe(0);
    expect(await answering(500, "application/json", [{ message: "internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }]).ask()).toBe(0);
  });
});

describe("checkForUpdateNow", () => {
  it("runs every registration's check once, and none after it was removed", () => {
    const ran: string[] = [];
    const remove = addUpdateCheck(() => ran.push("a"));
    addUpdateCheck(() => ran.push("b"));
    checkForUpdateNow();
    remove();
    checkForUpdateNow();
    expect(ran).toEqual(["a", "b", "b"]);
  });
});
