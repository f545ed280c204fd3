import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { serverErrorText } from "../../i18n/server-error.js";
import { t } from "../../i18n/t.js";
import { syncState, syncStatusText } from "./sync-status-text.js";

const view = (overrides: Partial<Parameters<typeof syncStatusText>[0]> = {}) => ({
  online: true,
  engine: "idle" as const,
  pending: 0,
  lastSyncedAt: null,
  errorText: null,
  updateRequired: false,
  readFailed: false,
  refusedWaiting: null as number | null,
  ...overrides,
});

describe("the sync status", () => {
  it("counts the changes that wait", () => {
    expect(syncStatusText(view({ pending: 3, engine: "waiting" }))).toBe("3 changes waiting");
    expect(syncStatusText(view({ pending: 1 }))).toBe("1 change waiting");
    expect(syncState(view({ pending: 3, engine: "waiting" }))).toBe("idle");
  });

  it("says a sync runs, and when the last one ended as hours:minutes", () => {
    expect(syncStatusText(view({ engine: "syncing", pending: 2 }))).toBe("Syncing…");
    expect(syncStatusText(view({ lastSyncedAt: new Date(2026, 10, 22, 12, 3).getTime() }))).toBe("Last synced 12:03");
    expect(syncStatusText(view({ lastSyncedAt: new Date(2026, 10, 22, 9, 5).getTime() }))).toBe("Last synced 09:05");
  });

  it("says everything is synced when nothing waits, never 'Not synced yet' after a start with an empty outbox", () => {
    expect(syncStatusText(view())).toBe("Everything is synced");
    expect(syncStatusText(view({ engine: "waiting" }))).toBe("Everything is synced");
    expect(syncStatusText(view({ pending: 2 }))).toBe("2 changes waiting");
  });

  it("says a login is needed, with her edits that wait for it, while her session or this install is refused (never an old 'Last synced')", () => {
    const last = new Date(2026, 10, 22, 12, 3).getTime();
    expect(syncStatusText(view({ refusedWaiting: 3, lastSyncedAt: last }))).toBe("Log in to sync · 3 changes waiting");
    expect(syncStatusText(view({ refusedWaiting: 1, engine: "error", pending: 1 }))).toBe("Log in to sync · 1 change waiting");
    expect(syncStatusText(view({ refusedWaiting: 0, lastSyncedAt: last }))).toBe("Log in to sync");
    expect(syncStatusText(view({ refusedWaiting: 3, online: false }))).toBe("Offline: changes are kept on this device");
  });

  it("puts offline above everything, with the waiting count", () => {
    const offline = view({ online: false, engine: "error", pending: 2 });
    expect([syncState(offline), syncStatusText(offline)]).toEqual(["offline", "Offline: changes are kept on this device · 2 changes waiting"]);
  });

  it("shows a failed sync in the worker's words, never the server's text (it showed 'BAD_USER_INPUT: ...')", () => {
    const failed = view({ engine: "error", errorText: serverErrorText(new Error("Failed to fetch")), pending: 1 });
    expect([syncState(failed), syncStatusText(failed)]).toEqual(["error", `Sync failed, retrying: ${t("ERROR_NETWORK")}`]);
    const refused = new CombinedGraphQLErrors({ errors: [{ message: "input.entries: must be a list", extensions: { code: "BAD_USER_INPUT" } }] });
    const text = syncStatusText(view({ engine: "error", errorText: serverErrorText(refused) }));
    expect(text).toBe(`Sync failed, retrying: ${t("ERROR_UNKNOWN")}`);
    expect(text).not.toContain("BAD_USER_INPUT");
    expect(syncStatusText(view({ engine: "error", errorText: null }))).toBe("Sync failed, retrying");
  });

  it('says an update is needed above a running or failed sync, with the edits that wait (docs/sync-and-api.md, "Released builds and their operations")', () => {
    expect(syncStatusText(view({ updateRequired: true, engine: "error", pending: 7 }))).toBe(
      "Update to keep syncing: this version of the app is too old for the server · 7 changes waiting",
    );
    expect(syncStatusText(view({ updateRequired: true, engine: "syncing" }))).toBe("Update to keep syncing: this version of the app is too old for the server");
    expect(syncStatusText(view({ updateRequired: true, online: false, pending: 1 }))).toBe("Offline: changes are kept on this device · 1 change waiting");
  });

  it("says a failed catch-up instead of an old 'Last synced', and waiting edits above it", () => {
    const last = new Date(2026, 10, 22, 12, 55).getTime();
    expect(syncStatusText(view({ readFailed: true, lastSyncedAt: last }))).toBe("Could not get the latest changes, retrying");
    expect(syncStatusText(view({ readFailed: false, lastSyncedAt: last }))).toBe("Last synced 12:55");
    expect(syncStatusText(view({ readFailed: true, pending: 2 }))).toBe("2 changes waiting");
  });
});
