import { beforeEach, describe, expect, it } from "vitest";
import { INSTALL_ID_KEY, INSTALL_SECRET_KEY, keepInstallId, renewInstallId } from "./durable-install-id.js";
import { KEYS } from "../vault/storage-keys.js";

function metaStore(entries: Array<[string, unknown]> = []) {
  const map = new Map<string, unknown>(entries);
  return { map, getMeta: async <T>(key: string) => map.get(key) as T | undefined, setMeta: async (key: string, value: unknown) => void map.set(key, value) };
}

describe("the install id kept beside the outbox", () => {
  beforeEach(() => localStorage.clear());

  it("restores APP-ID from the outbox's database when localStorage lost it (a killed browser)", async () => {
    const meta = metaStore([[INSTALL_ID_KEY, "3f1c9a52-0000-4000-8000-000000000001"]]);
    localStorage.setItem(KEYS.appId, "a-new-id-made-after-the-crash");
    expect(await keepInstallId(meta)).toBe("3f1c9a52-0000-4000-8000-000000000001");
    expect(localStorage.getItem(KEYS.appId)).toBe("3f1c9a52-0000-4000-8000-000000000001");
  });

  it("restores the install's secret with its id: an id without its secret would be refused (docs/shared-phone.md)", async () => {
    const secret = "s".repeat(43);
    const meta = metaStore([
      [INSTALL_ID_KEY, "3f1c9a52-0000-4000-8000-000000000001"],
      [INSTALL_SECRET_KEY, secret],
    ]);
    localStorage.setItem(KEYS.appSecret, "a-new-secret-made-after-the-crash");
    await keepInstallId(meta);
    expect(localStorage.getItem(KEYS.appSecret)).toBe(secret);
  });

  it("makes a secret of 32 random bytes (43 base64url characters) beside a new install id, kept in both places", async () => {
    const meta = metaStore();
    await keepInstallId(meta);
    const secret = localStorage.getItem(KEYS.appSecret);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(meta.map.get(INSTALL_SECRET_KEY)).toBe(secret);
  });

  it("keeps an existing APP-ID in the outbox's database on the first start with this version", async () => {
    const meta = metaStore();
    localStorage.setItem(KEYS.appId, "7d2e4b10-0000-4000-8000-000000000002");
    expect(await keepInstallId(meta)).toBe("7d2e4b10-0000-4000-8000-000000000002");
    expect(meta.map.get(INSTALL_ID_KEY)).toBe("7d2e4b10-0000-4000-8000-000000000002");
  });

  it("makes a new id for a new install and keeps it in both places", async () => {
    const meta = metaStore();
    const id = await keepInstallId(meta);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(KEYS.appId)).toBe(id);
    expect(meta.map.get(INSTALL_ID_KEY)).toBe(id);
  });

  it("after a first run wiped localStorage, the new APP-ID is the one kept", async () => {
    const meta = metaStore([[INSTALL_ID_KEY, "5b8e0c21-0000-4000-8000-000000000003"]]);
    localStorage.clear();
    await renewInstallId(meta);
    const id = localStorage.getItem(KEYS.appId);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(meta.map.get(INSTALL_ID_KEY)).toBe(id);
    expect(await keepInstallId(meta)).toBe(id);
  });
});
