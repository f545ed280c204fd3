import { en } from "./en.js";

/** The text for a translation key; a missing key shows `NB` (spec 8). `{name}` placeholders are filled in. */
export function t(key: string, values: Record<string, string | number> = {}, texts: Record<string, string> = en): string {
  const text = texts[key];
  if (text === undefined) return "NB";
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
