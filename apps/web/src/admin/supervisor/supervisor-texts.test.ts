import { describe, expect, it } from "vitest";
import { SUPERVISOR_TEXTS_EN, SUPERVISOR_TEXTS_NL, SUPERVISOR_TEXTS_NY, supervisorTexts } from "./supervisor-texts.js";

/** docs/teams.md, "In the console": every word of her pages in the console's three languages, each placeholder kept. */
describe("a supervisor's console words", () => {
  it("has every key in nl and ny, none empty, with the English placeholders", () => {
    for (const words of [SUPERVISOR_TEXTS_NL, SUPERVISOR_TEXTS_NY]) {
      expect(Object.keys(words).sort()).toEqual(Object.keys(SUPERVISOR_TEXTS_EN).sort());
      for (const [key, english] of Object.entries(SUPERVISOR_TEXTS_EN)) {
        const text = words[key as keyof typeof SUPERVISOR_TEXTS_EN];
        expect(text.trim(), key).not.toBe("");
        expect(text.match(/\{\w+\}/g) ?? [], key).toEqual(english.match(/\{\w+\}/g) ?? []);
      }
    }
  });

  it("fills names in, and answers English for a language it lacks", () => {
    expect(supervisorTexts("nl")("CLIENT_READ_ONLY", { name: "Ada" })).toBe("Alleen lezen: cliënt van Ada");
    expect(supervisorTexts("fr")("BACK_TO_WORKER", { name: "Ada" })).toBe("Back to Ada's clients");
  });
});
