import { UI_TEXTS_EN } from "@stepwise/domain";
import { Store } from "../platform/store.js";

/** The texts in use: the deployment's translations once loaded, the app's English before that. */
export const texts = new Store<{ language: string; dictionary: Readonly<Record<string, string>> }>({ language: "en", dictionary: UI_TEXTS_EN });

export function setTexts(language: string, dictionary: Readonly<Record<string, string>>): void {
  // Screen readers pronounce the page in its language (WCAG 3.1.1).
  document.documentElement.lang = language;
  texts.set({ language, dictionary });
}

/** The text for a translation key; a missing key shows `NB` (docs/product.md §8). `{name}` placeholders are filled in. */
export function t(key: string, values: Record<string, string | number> = {}, dictionary: Readonly<Record<string, string>> = texts.get().dictionary): string {
  const text = dictionary[key];
  if (text === undefined) return "NB";
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The deployment's introduction in the chosen language (the DEPLOYMENT_INTRO text), else its metadata's own. */
export function introText(app: { metadata: { introText: string | null } }, dictionary: Readonly<Record<string, string>> = texts.get().dictionary): string {
  return dictionary.DEPLOYMENT_INTRO ?? app.metadata.introText ?? "";
}

/** A region's name in the chosen language (the deployment's REGION_<id> text), else as the deployment names it. */
export function regionName(region: { id: string; name: string }, dictionary: Readonly<Record<string, string>> = texts.get().dictionary): string {
  return dictionary[`REGION_${region.id}`] ?? region.name;
}
