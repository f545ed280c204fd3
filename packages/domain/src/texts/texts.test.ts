import { describe, expect, it } from "vitest";
import { textsAgainstEnglish, UI_TEXTS, UI_TEXTS_EN } from "./index.js";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the app's texts in every language (docs/translations.md)", () => {
  it.each(Object.entries(UI_TEXTS))("%s has a text for every English key, no other key, and keeps each text's placeholders", (code, texts) => {
    expect(textsAgainstEnglish(code, texts)).toEqual({ missing: [], extra: [] });
    const changed = Object.entries(UI_TEXTS_EN)
      .filter(([key, english]) => JSON.stringify(placeholders(texts[key] ?? "")) !== JSON.stringify(placeholders(english)))
      .map(([key]) => `${key} in ${code}`);
    expect(changed, "texts whose placeholders differ from English").toEqual([]);
  });

  it("names the key and the language a text is missing for, or a key English lacks", () => {
    const { SETTINGS: _dropped, ...withoutOne } = UI_TEXTS.ny;
    expect(textsAgainstEnglish("ny", { ...withoutOne, NOT_A_KEY: "x" })).toEqual({ missing: ["SETTINGS in ny"], extra: ["NOT_A_KEY only in ny"] });
    expect(textsAgainstEnglish("nl", { ...UI_TEXTS.nl, SETTINGS: " " }).missing).toEqual(["SETTINGS in nl"]);
  });
});
