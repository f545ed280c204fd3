import { UI_TEXTS_EN } from "@stepwise/domain";

/** The text for a translation key; a missing key shows `NB` (spec 8). `{name}` placeholders are filled in. */
export function t(key: string, values: Record<string, string | number> = {}, texts: Readonly<Record<string, string>> = UI_TEXTS_EN): string {
  const text = texts[key];
  if (text === undefined) return "NB";
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
