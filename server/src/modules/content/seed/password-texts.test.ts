import { MIN_PASSWORD_LENGTH } from "@stepwise/domain";
import { UI_TEXTS_EN, UI_TEXTS_NL, UI_TEXTS_NY } from "@stepwise/domain/texts";
import { describe, expect, it } from "vitest";

/** docs/SECURITY.md, "Passwords": the app's texts name the server's shortest password, and translate its refusal of a common one. */
describe("the password texts", () => {
  it("say 10 characters in English, Dutch and Chichewa, and translate PASSWORD_TOO_COMMON", () => {
    for (const texts of [UI_TEXTS_EN, UI_TEXTS_NL, UI_TEXTS_NY]) {
      expect(texts.NEW_PASSWORD).toContain(String(MIN_PASSWORD_LENGTH));
      expect(texts.ERROR_PASSWORD_TOO_SHORT).toContain(String(MIN_PASSWORD_LENGTH));
      expect(texts.ERROR_PASSWORD_TOO_COMMON).toBeTruthy();
    }
  });
});
