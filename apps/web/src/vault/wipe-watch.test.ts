import { afterEach, describe, expect, it, vi } from "vitest";
import * as wipeWatch from "./wipe-watch.js";
import type { WipeOrder } from "./wipe.js";

/** An answer carrying `order` in the wipe header, as the server sends it to an install with an order (docs/shared-phone.md). */
function answerWith(order: string | null): Response {
  return new Response("{}", { headers: order ? { [wipeWatch.WIPE_HEADER]: order } : {} });
}

describe("wipe-watch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps no hearer of its own: importing it names nobody who obeys (docs/shared-phone.md, "Wipe orders reach the phone")', () => {
    // A module-level hearer, set by whoever called last, heard every order of every page part that made a request.
    expect(Object.keys(wipeWatch).sort()).toEqual(["WIPE_HEADER", "wipeWatchingFetch"]);
  });

  it("hands an order heard on an answer to the hearer of that fetch only", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answerWith("LOST")),
    );
    const first: WipeOrder[] = [];
    const second: WipeOrder[] = [];
    const firstFetch = wipeWatch.wipeWatchingFetch((order) => first.push(order));
    wipeWatch.wipeWatchingFetch((order) => second.push(order));

    const response = await firstFetch("/graphql");

    expect(response.status).toBe(200);
    expect(first).toEqual(["LOST"]);
    expect(second).toEqual([]);
  });

  it("hears nothing on an answer without an order", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answerWith(null)),
    );
    const heard: WipeOrder[] = [];
    await wipeWatch.wipeWatchingFetch((order) => heard.push(order))("/graphql");
    expect(heard).toEqual([]);
  });
});
