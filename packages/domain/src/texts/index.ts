import { UI_TEXTS_EN } from "./en.js";
import { UI_TEXTS_NL } from "./nl.js";
import { UI_TEXTS_NY } from "./ny.js";

export { UI_TEXTS_EN, UI_TEXTS_NL, UI_TEXTS_NY };

/**
 * The app's texts in every language it ships, by language code (docs/translations.md): the server
 * seeds each deployment with English and its other language; the web app bundles English only (from
 * the domain's main entry) and reads the rest from its deployment.
 */
export const UI_TEXTS: Readonly<Record<"en" | "nl" | "ny", Readonly<Record<string, string>>>> = {
  en: UI_TEXTS_EN,
  nl: UI_TEXTS_NL,
  ny: UI_TEXTS_NY,
};

/** What a language's texts lack or have too many against English, each as "KEY in nl" / "KEY only in nl". */
export function textsAgainstEnglish(code: string, texts: Readonly<Record<string, string>>): { missing: string[]; extra: string[] } {
  return {
    missing: Object.keys(UI_TEXTS_EN)
      .filter((key) => !Object.hasOwn(texts, key) || texts[key]!.trim() === "")
      .map((key) => `${key} in ${code}`),
    extra: Object.keys(texts)
      .filter((key) => !Object.hasOwn(UI_TEXTS_EN, key))
      .map((key) => `${key} only in ${code}`),
  };
}
