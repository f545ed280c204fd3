import { describe, expect, it } from "vitest";
import { loginOffered, needsLogin } from "./LoginRequired.js";

describe("appLogin (docs/product.md §1, §6)", () => {
  it("asks for a login on every screen but the start, the first run and /requestforpassword", () => {
    for (const path of ["/Home", "/forms/clients", "/settings", "/milestones/milestoneindicators/3"]) expect(needsLogin(path, true, false)).toBe(true);
    for (const path of ["/", "/initialize", "/initialize/language", "/requestforpassword"]) expect(needsLogin(path, true, false)).toBe(false);
  });

  it("asks nothing once logged in, or where the deployment does not require a login", () => {
    expect(needsLogin("/forms/clients", true, true)).toBe(false);
    expect(needsLogin("/forms/clients", false, false)).toBe(false);
  });
});

describe("userLogin (docs/product.md §1)", () => {
  it("offers a login with appLogin or userLogin, and none where the app works anonymously", () => {
    expect(loginOffered({ login: true, metadata: { userLogin: false } })).toBe(true);
    expect(loginOffered({ login: false, metadata: { userLogin: true } })).toBe(true);
    expect(loginOffered({ login: false, metadata: { userLogin: false } })).toBe(false);
    expect(loginOffered(null)).toBe(true);
  });
});
