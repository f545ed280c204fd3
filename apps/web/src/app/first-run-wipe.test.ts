import { afterEach, describe, expect, it } from "vitest";
import { KEYS } from "../vault/storage-keys.js";
import { wipeLocalStorage } from "../modules/deployment/deployment.js";

describe("the first run's wipe of localStorage (docs/product.md §4)", () => {
  afterEach(() => localStorage.clear());

  it("keeps the install's id and its secret while its edits wait, so they go out as that install", () => {
    localStorage.setItem(KEYS.appId, "5a0e7f1c-2d4b-4c7e-9f00-1b2c3d4e5f60");
    localStorage.setItem(KEYS.appSecret, "s".repeat(43));
    localStorage.setItem("activeClient", "a client's id");
    wipeLocalStorage(true);
    expect(localStorage.getItem(KEYS.appId)).toBe("5a0e7f1c-2d4b-4c7e-9f00-1b2c3d4e5f60");
    expect(localStorage.getItem(KEYS.appSecret)).toBe("s".repeat(43));
    expect(localStorage.getItem("activeClient")).toBeNull();
  });

  it("keeps nothing when nothing waits", () => {
    localStorage.setItem(KEYS.appId, "5a0e7f1c-2d4b-4c7e-9f00-1b2c3d4e5f60");
    localStorage.setItem(KEYS.appSecret, "s".repeat(43));
    wipeLocalStorage(false);
    expect(localStorage.length).toBe(0);
  });
});
