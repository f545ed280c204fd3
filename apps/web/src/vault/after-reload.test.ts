import { afterEach, describe, expect, it } from "vitest";
import { AFTER_RELOAD_PATH, rememberScreenForRestart, takeScreenAfterRestart } from "./after-reload.js";

describe("the screen a login's restart returns to", () => {
  afterEach(() => {
    sessionStorage.clear();
    history.replaceState(null, "", "/");
  });

  it("is the screen shown at the login, read once", () => {
    history.replaceState(null, "", "/chat?x=1");
    rememberScreenForRestart();
    expect(takeScreenAfterRestart()).toBe("/chat?x=1");
    expect(takeScreenAfterRestart()).toBeNull();
  });

  it("is none after a login from the screen that sets a password or from the first run: she goes on to /Home", () => {
    for (const path of ["/requestforpassword", "/RequestForPassword", "/initialize/recap"]) {
      history.replaceState(null, "", path);
      rememberScreenForRestart();
      expect(takeScreenAfterRestart(), path).toBeNull();
    }
  });

  it("is none for the start itself or a value that is not one of the app's paths", () => {
    for (const stored of ["/", "https://example.org/", "//example.org/x", "/\\example.org", "chat", `/${"a".repeat(200)}`]) {
      sessionStorage.setItem(AFTER_RELOAD_PATH, stored);
      expect(takeScreenAfterRestart(), stored).toBeNull();
      expect(sessionStorage.getItem(AFTER_RELOAD_PATH)).toBeNull();
    }
  });
});
