// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { heldInstalls, outboxEntriesIn } from "../vault/device-status.js";
import { importVaultKey, newVaultKey } from "../vault/vault-crypto.js";
import { vaultOutboxName } from "../vault/vault-store.js";
import { Outbox } from "./outbox.js";

const entry = (uuid: string) => ({
  appIdentifier: "default",
  user_id: "41",
  uuid,
  table: "clients",
  op: "UPSERT" as const,
  record: { uuid, clientname: "Tawonga Banda" },
  baseDataversion: null,
  queuedAt: "2026-12-05T10:00:00.000Z",
});

/** docs/shared-phone.md, "Phones, as the operator sees them": what the phone reports holding. */
describe("the installs a phone holds", () => {
  it("counts a locked vault's waiting edits without its key, a rejected one too, and makes no database it does not have", async () => {
    const bea = { id: crypto.randomUUID(), secret: "b".repeat(43) };
    const chi = { id: crypto.randomUUID(), secret: "c".repeat(43) };
    const own = { id: crypto.randomUUID(), secret: "o".repeat(43) };
    const outbox = await Outbox.open(vaultOutboxName(bea.id), await importVaultKey(newVaultKey()));
    await outbox.add(entry(crypto.randomUUID()));
    const rejected = await outbox.add(entry(crypto.randomUUID()));
    await outbox.reject(rejected.clientMutationId, "VALIDATION: clientname");
    outbox.close();

    expect(await outboxEntriesIn(vaultOutboxName(bea.id))).toBe(2);
    const ownOutbox = `stepwise-own-${own.id}`;
    const held = await heldInstalls(
      own,
      ownOutbox,
      [
        { ...bea, outbox: vaultOutboxName(bea.id) },
        { ...chi, outbox: vaultOutboxName(chi.id) },
      ],
      chi.id,
    );
    expect(held).toEqual([
      { ...own, own: true, waitingEdits: 0, locked: false },
      { ...bea, own: false, waitingEdits: 2, locked: true },
      { ...chi, own: false, waitingEdits: 0, locked: false },
    ]);
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(vaultOutboxName(chi.id));
    expect(names).not.toContain(ownOutbox);
  });
});
