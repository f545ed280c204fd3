// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { importVaultKey, newVaultKey } from "../../vault/vault-crypto.js";
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
