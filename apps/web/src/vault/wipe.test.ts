// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { openDB } from "idb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allowOpensAgain } from "./database-opens.js";
import { acknowledgeWipe, installsToAcknowledge, WIPE_ACK_KEY, wipeOrderOf, wipeOrderOfClose, wipeOrigin } from "./wipe.js";
import { clearWorkerKeys } from "./worker-keys.js";

const installs = [
  { id: "0b1d3f1e-5c9a-4c59-9a43-0f6a3c1b2d01", secret: "a".repeat(43) },
  { id: "7a4e6c2b-1d3f-4e5a-8b9c-0d1e2f3a4b5c", secret: "b".repeat(43) },
];

describe("wipe orders", () => {
  it("are read from the header and from a graphql-ws close 4410 with its reason, and nothing else", () => {
    expect(wipeOrderOf("LOST")).toBe("LOST");
    expect(wipeOrderOf("RETIRE")).toBe("RETIRE");
    expect(wipeOrderOf("NONE")).toBeNull();
    expect(wipeOrderOf(null)).toBeNull();
    expect(wipeOrderOfClose(4410, "wipe:RETIRE")).toBe("RETIRE");
    expect(wipeOrderOfClose(4410, "wipe:LOST")).toBe("LOST");
    expect(wipeOrderOfClose(4403, "wipe:LOST")).toBeNull();
    expect(wipeOrderOfClose(1000, "")).toBeNull();
  });
});

describe("the wipe", () => {
  // The web suite's files share this module: the opens a wipe refuses are allowed again after it.
  afterEach(allowOpensAgain);

  it("deletes every database, localStorage and sessionStorage, keeps only the installs to acknowledge, and forgets them once acknowledged", async () => {
    const names = [`stepwise-${crypto.randomUUID()}`, `stepwise-vault-${crypto.randomUUID()}`];
    for (const name of names) {
      const db = await openDB(name, 1, { upgrade: (d) => d.createObjectStore("s") });
      await db.put("s", "Chisomo Banda", "k");
      db.close();
    }
    localStorage.setItem("user", '{"id":"41"}');
    sessionStorage.setItem("stepwise.noticeAfterReload", "SESSION_ENDED");
    await wipeOrigin(installs);
    const left = (await indexedDB.databases()).map((d) => d.name);
    for (const name of names) expect(left).not.toContain(name);
    expect(Object.keys(localStorage)).toEqual([WIPE_ACK_KEY]);
    expect(sessionStorage.length).toBe(0);
    expect(installsToAcknowledge()).toEqual(installs);

    const failing = vi.fn(async () => Promise.reject(new Error("offline")));
    await expect(acknowledgeWipe(failing)).rejects.toThrow("offline");
    expect(installsToAcknowledge()).toEqual(installs);
    const send = vi.fn(async () => undefined);
    await acknowledgeWipe(send);
    expect(send).toHaveBeenCalledWith(installs);
    expect(localStorage.getItem(WIPE_ACK_KEY)).toBeNull();
    await acknowledgeWipe(send);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("a worker's keys in localStorage", () => {
  // The web suite's files share one happy-dom: no key of this test's may reach another file.
  afterEach(() => localStorage.clear());

  it("go at her session's end or logout: her user and client ids, plan marks and open conflicts; the phone's own keys stay", () => {
    localStorage.clear();
    for (const key of ["cacheOwner", "activeClient", "activeChild", "hiappActiveForm", "stepwise.conflicts", "planCreated:c1", "planCreated:c2"])
      localStorage.setItem(key, "x");
    for (const key of ["APP-ID", "APP-SECRET", "settings", "voice"]) localStorage.setItem(key, "kept");
    clearWorkerKeys();
    expect(Object.keys(localStorage).sort()).toEqual(["APP-ID", "APP-SECRET", "settings", "voice"]);
  });
});
