import { describe, expect, it } from "vitest";
import { LOGIN_FAILURE_WINDOW_MS, LoginThrottle, MAX_ADDRESS_FAILURES, MAX_LOGIN_FAILURES } from "./login-throttle.js";

describe("login throttling", () => {
  it(`blocks an account after ${MAX_LOGIN_FAILURES} failures within 15 minutes, and lets it in again after`, () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    const keys = ["account:a@example.org"];
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      throttle.assertAllowed(keys);
      throttle.failed(keys);
    }
    expect(() => throttle.assertAllowed(keys)).toThrow("too many failed logins: try again in 15 minutes");
    now = LOGIN_FAILURE_WINDOW_MS + 1;
    expect(() => throttle.assertAllowed(keys)).not.toThrow();
  });

  it(`allows ${MAX_ADDRESS_FAILURES} failures per address, as workers may share one`, () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < MAX_ADDRESS_FAILURES - 1; i += 1) throttle.failed(["address:10.0.0.1"]);
    expect(() => throttle.assertAllowed(["address:10.0.0.1"])).not.toThrow();
    throttle.failed(["address:10.0.0.1"]);
    expect(() => throttle.assertAllowed(["address:10.0.0.1"])).toThrow(/too many failed logins/);
  });
});
