// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
// happy-dom runs no module worker either: the stored records are opened on the page (platform/cache-saver.ts).
import "fake-indexeddb/auto";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { ClientsDocument, MyChildrenDocument } from "../generated/graphql.js";
import { readClientListQuickly } from "../modules/clients/client-list-read.js";
import { cachedClient } from "../test-support/stored-records.js";
import { createCache } from "../platform/apollo.js";
import { persistAll, recordsInCache, restoreCache, restoreRecords } from "../platform/persisted-cache.js";
import { useTestScreen } from "../test-support/render.js";
import { preloadableScreen } from "./lazy-screen.js";

const child = { __typename: "MyChild" as const, uuid: "a", birthdate: "01-02-2025", dataversion: 1, updatedAt: "2026-11-20T10:00:00.000Z", deletedAt: null };

describe('a screen loaded on demand (docs/worker-phone.md, "Opening the app")', () => {
  const screen = useTestScreen();

  it("shows only once the records kept on the phone are in the cache, never before with a list missing them", async () => {
    const saved = createCache();
    await restoreCache(saved);
    await restoreRecords();
    saved.writeQuery({ query: MyChildrenDocument, data: { __typename: "Query", myChildren: [child] } });
    await persistAll();

    // A new start: the shell is restored, the records are not in yet.
    const cache = createCache();
    await restoreCache(cache);
    expect(recordsInCache()).toBe(false);
    const seen: string[] = [];
    function Children() {
      const shown =
        cache
          .readQuery({ query: MyChildrenDocument })
          ?.myChildren.map((c) => c.uuid)
          .join(",") ?? "none";
      seen.push(shown);
      return <p data-testid="children">{shown}</p>;
    }
    // Its code already here (preloaded during the start), it would show at the first render.
    const route = preloadableScreen(
      async () => ({ Children }),
      (m) => m.Children,
    );
    await route.preload();
    await screen.render(route.element);
    await act(() => restoreRecords());
    await expect.poll(() => screen.container.querySelector('[data-testid="children"]')?.textContent).toBe("a");
    expect(seen.every((shown) => shown === "a")).toBe(true);
  });

  it("that reads the stored records quickly shows from them parsed, and Apollo's restore of them follows after its paint", async () => {
    const saved = createCache();
    await restoreCache(saved);
    await restoreRecords();
    saved.writeQuery({ query: ClientsDocument, data: { __typename: "Query", clients: [cachedClient("a", { clientname: "Amina" })] } });
    await persistAll();

    const cache = createCache();
    await restoreCache(cache);
    const seen: Array<{ shown: string; inCache: boolean }> = [];
    function Clients() {
      const shown =
        readClientListQuickly(cache)
          ?.clients.map((c) => c.clientname)
          .join(",") ?? "none";
      seen.push({ shown, inCache: recordsInCache() });
      return <p data-testid="clients">{shown}</p>;
    }
    const route = preloadableScreen(
      async () => ({ Clients }),
      (m) => m.Clients,
      { readsStoredRecords: true },
    );
    await route.preload();
    await screen.render(route.element);
    await expect.poll(() => screen.container.querySelector('[data-testid="clients"]')?.textContent).toBe("Amina");
    // Drawn before the cache held the records: Apollo's restore waited for the page's idle moment after it.
    expect(seen[0]).toEqual({ shown: "Amina", inCache: false });
    await expect.poll(recordsInCache).toBe(true);
    expect(cache.readQuery({ query: ClientsDocument })?.clients.map((c) => c.clientname)).toEqual(["Amina"]);
  });
});
