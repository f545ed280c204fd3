// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { ChangeFeed, type ChangeNotice } from "./change-feed.js";
import { Outbox } from "./outbox.js";

/**
 * docs/shared-phone.md, "Wipe orders reach the phone": a wipe closes the outbox while the page still
 * runs. A change notice heard then read the closed database, and its InvalidStateError ("The database
 * connection is closing") went uncaught in the page.
 */
describe("a change notice heard while a wipe closed the outbox", () => {
  it("is dropped with a warning, never an uncaught InvalidStateError", async () => {
    const outbox = await Outbox.open(`stepwise-${crypto.randomUUID()}`);
    let deliver: (notice: ChangeNotice) => void = () => {};
    const records = vi.fn(async () => []);
    const feed = new ChangeFeed({
      transport: { notices: (on) => ((deliver = on), () => {}), changesSince: async () => null, records },
      store: outbox,
      tables: [{ table: "clients", dataversion: () => null, put: async () => {} }],
      ownAppId: () => "own",
    });
    feed.subscribe();
    outbox.close();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const uncaught = vi.fn();
    process.on("unhandledRejection", uncaught);
    try {
      deliver({ appID: "another", mutatedRecords: [{ table: "clients", uuid: crypto.randomUUID(), dataversion: 5 }] });
      await vi.waitFor(() => expect(warn.mock.calls.length + uncaught.mock.calls.length).toBeGreaterThan(0));
      expect(uncaught).not.toHaveBeenCalled();
      expect(warn.mock.calls[0]![0]).toBe("a change notice was not applied; the next catch-up reads it");
      expect((warn.mock.calls[0]![1] as Error).name).toBe("InvalidStateError");
      expect(records).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", uncaught);
      warn.mockRestore();
    }
  });
});
