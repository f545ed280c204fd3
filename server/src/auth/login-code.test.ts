import { describe, expect, it } from "vitest";
import { LOGIN_CODE_ALPHABET, loginCodeKey, newLoginCode } from "./login-code.js";

describe("login codes (docs/SECURITY.md, Login codes)", () => {
  it("are four groups of four symbols, none of them look-alikes (0 O, 1 I L, U V), drawn uniformly", () => {
    expect(LOGIN_CODE_ALPHABET).toHaveLength(30);
    for (const lookAlike of "01IOLU") expect(LOGIN_CODE_ALPHABET).not.toContain(lookAlike);
    const seen = new Map<string, number>();
    for (let i = 0; i < 3_000; i++) {
      const code = newLoginCode();
      expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
      for (const symbol of code.replaceAll("-", "")) seen.set(symbol, (seen.get(symbol) ?? 0) + 1);
    }
    // 48,000 symbols over 30: each about 1,600 times; far from it means a biased draw.
    expect(seen.size).toBe(30);
    for (const count of seen.values()) expect(Math.abs(count - 1600)).toBeLessThan(250);
  });

  it("are looked up as typed on a phone: any case, with or without the spaces and hyphens between groups", () => {
    const code = "K7QM-4XPT-9RWD-H2CN";
    const key = loginCodeKey(code);
    expect(key).toBe("K7QM4XPT9RWDH2CN");
    for (const typed of ["k7qm-4xpt-9rwd-h2cn", " K7QM 4XPT 9RWD H2CN ", "K7QM4XPT9RWDH2CN"]) expect(loginCodeKey(typed)).toBe(key);
  });

  it("leave a code of the build before (43 base64url characters) as it was typed, trimmed", () => {
    const old = "sdMVwfBO4_jBvv45B21XOVeVBNMAf9qxpN6V4Pw2bOY";
    expect(loginCodeKey(` ${old} `)).toBe(old);
  });
});
