// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { keepConflictsIn, openConflicts, recordConflicts, type OpenConflict } from "./open-conflicts.js";
import { Outbox } from "../../sync/outbox.js";
import { sealedMeta } from "../../vault/sealed-meta.js";
import { importVaultKey, newVaultKey } from "../../vault/vault-crypto.js";

describe("a worker's open conflicts", () => {
  it("are kept sealed in her outbox's meta store, never in localStorage, and load again with her key", async () => {
    const key = await importVaultKey(newVaultKey());
    const outbox = await Outbox.open(`outbox-${crypto.randomUUID()}`, key);
    localStorage.setItem("stepwise.conflicts", "[]");
    await keepConflictsIn(sealedMeta<OpenConflict[]>(outbox, key, "openConflicts"));
    expect(localStorage.getItem("stepwise.conflicts")).toBeNull();
    recordConflicts(
      {
        clientMutationId: 1,
        table: "clients",
        uuid: "c1",
        status: "CONFLICT",
        dataversion: 4,
        record: { uuid: "c1", clientname: "Chisomo Banda" },
        conflicts: [{ path: ["clientname"], labelKey: "CLIENT_NAME", base: "Chisomo", yours: "Chisomo B.", theirs: "Chisomo Banda" }],
      } as never,
      "Chisomo Banda",
    );
    await expect.poll(async () => JSON.stringify(await outbox.getMeta("openConflicts"))).toContain("iv");
    expect(localStorage.getItem("stepwise.conflicts")).toBeNull();
    const stored = await outbox.getMeta<{ data: ArrayBuffer }>("openConflicts");
    expect(new TextDecoder().decode(stored!.data)).not.toContain("Chisomo");
    openConflicts.set({ list: [] });
    await keepConflictsIn(sealedMeta<OpenConflict[]>(outbox, key, "openConflicts"));
    expect(openConflicts.get().list.map((c) => [c.uuid, c.name])).toEqual([["c1", "Chisomo Banda"]]);
    await keepConflictsIn(null);
    outbox.close();
  });
});
