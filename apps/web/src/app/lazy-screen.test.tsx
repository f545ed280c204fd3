// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
// happy-dom runs no module worker either: the stored records are opened on the page (platform/cache-saver.ts).
import "fake-indexeddb/auto";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { MyChildrenDocument } from "../generated/graphql.js";
import { createCache, persistAll, recordsInCache, restoreCache, restoreRecords } from "../platform/apollo.js";
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
});
