// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { openDB } from "idb";
import { afterEach, describe, expect, it } from "vitest";
import { importVaultKey, newVaultKey } from "../../vault/vault-crypto.js";
import { allowOpensAgain, WipeUnderWay } from "../../vault/database-opens.js";
import { wipeOrigin } from "../../vault/wipe.js";
import { PDF_REQUESTS_DB, pdfRequestsOf, PdfRequestStore } from "./pdf-requests.js";

describe("a worker's PDF requests", () => {
  it("are kept in a database of her worker install's, each form sealed with her key, and read back whole", async () => {
    const key = await importVaultKey(newVaultKey());
    const installId = crypto.randomUUID();
    const { name } = pdfRequestsOf({ installId, key });
    expect(name).toBe(`${PDF_REQUESTS_DB}-${installId}`);
    expect(pdfRequestsOf(null)).toEqual({ name: PDF_REQUESTS_DB, key: null });
    const store = await PdfRequestStore.open(name, key);
    const form = { uuid: crypto.randomUUID(), client_reference: "Chisomo Banda", hiapp_subjects: [] };
    await store.add({ form, language: "en", requestedAt: "2026-11-28T10:00:00.000Z" });
    const raw = await openDB(name);
    const stored = JSON.stringify(await raw.getAll("requests"), (_k, v: unknown) => (v instanceof ArrayBuffer ? new TextDecoder().decode(v) : v));
    raw.close();
    expect(stored).not.toContain("Chisomo");
    expect((await store.all()).map((r) => r.form)).toEqual([form]);
  });
});

describe('a wipe while her PDF requests\' store is being opened (docs/shared-phone.md, "Wipe orders reach the phone")', () => {
  const listDatabases = indexedDB.databases.bind(indexedDB);
  afterEach(() => {
    indexedDB.databases = listDatabases;
    allowOpensAgain();
  });

  it("leaves no database of hers when the open was asked before the wipe and ends after it began", async () => {
    const { name, key } = pdfRequestsOf({ installId: crypto.randomUUID(), key: await importVaultKey(newVaultKey()) });
    const opening = PdfRequestStore.open(name, key).then(
      () => "opened",
      (error: unknown) => String(error),
    );
    await wipeOrigin([]);
    await opening;
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  it("leaves no database of hers when the open is asked once the wipe has read which databases there are", async () => {
    const { name, key } = pdfRequestsOf({ installId: crypto.randomUUID(), key: await importVaultKey(newVaultKey()) });
    let opening: Promise<string> | undefined;
    // The browser's list of databases, read by the wipe; the login's open comes just after it.
    indexedDB.databases = async () => {
      const listed = await listDatabases();
      opening = PdfRequestStore.open(name, key).then(
        () => "opened",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      return listed;
    };
    await wipeOrigin([]);
    indexedDB.databases = listDatabases;
    expect(await opening).toBe(new WipeUnderWay(name).message);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });
});
