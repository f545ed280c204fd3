import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApollo, createCache } from "./apollo.js";
import { clearLogin, storeLogin } from "../vault/storage-keys.js";

/*
 * docs/product.md §4: a 401 ends the session. The link tells the runtime which token the refused request
 * carried, so a request sent before a new login, refused after it, does not end the new session
 * (found by the protocol model test, seed 801652004: a worker logged in again was logged out by
 * the late answer to a request made with her revoked token). fetch is the browser's, stubbed.
 */
const Query = gql`
  query Probe {
    probe
  }
`;

afterEach(() => {
  vi.unstubAllGlobals();
  clearLogin();
});

/** An Apollo client whose every request is refused as unauthenticated once `release` is called. */
function refusingApollo() {
  const sent: (string | null)[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get("authorization"));
      await released;
      return new Response(JSON.stringify({ errors: [{ message: "log in again", extensions: { code: "UNAUTHENTICATED" } }] }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const heard: (string | null)[] = [];
  const { client, ws } = createApollo(createCache(), {
    onUnauthenticated: (token) => heard.push(token),
    onConnected: () => {},
    onWipeOrder: () => {},
    onUpdateRequired: () => {},
  });
  return { client, ws, sent, heard, release };
}

describe("a refused request names the token it carried", () => {
  it("gives the login's token when the refused request carried it", async () => {
    storeLogin("token-A", { id: "7", name: "Grace" } as never);
    const { client, ws, sent, heard, release } = refusingApollo();
    const asked = client.query({ query: Query, fetchPolicy: "network-only" }).catch(() => null);
    release();
    await asked;
    await ws.dispose();
    expect(sent).toEqual(["Bearer token-A"]);
    expect(heard).toEqual(["token-A"]);
  });

  it("gives the old token for a request sent before a new login and refused after it", async () => {
    storeLogin("token-A", { id: "7", name: "Grace" } as never);
    const { client, ws, heard, release } = refusingApollo();
    const asked = client.query({ query: Query, fetchPolicy: "network-only" }).catch(() => null);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    storeLogin("token-B", { id: "7", name: "Grace" } as never);
    release();
    await asked;
    await ws.dispose();
    expect(heard).toEqual(["token-A"]);
  });
});
