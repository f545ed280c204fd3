import { t, texts } from "./t.js";

/** A day as the calendar shows it: weekday, day, month (short or long), year. */
export interface DateParts {
  weekday?: "long";
  month: "short" | "long";
  year?: "numeric";
}

/** Whether the browser's Intl knows the language itself (Chromium has no Chichewa, and would answer in English). */
export function intlSpeaks(language: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
  } catch {
    return false;
  }
}

/** A count in the chosen language's way of writing numbers (4,200 in English, 4.200 in Dutch), English's where the browser lacks the language. */
export function formatCount(value: number, language: string = texts.get().language): string {
  let locale = "en";
  try {
    if (Intl.NumberFormat.supportedLocalesOf([language]).length > 0) locale = language;
  } catch {
    // not a language tag Intl knows: English digits
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * A date in the chosen language (docs/decisions/0001-the-workers-language.md): through Intl where the browser knows the
 * language, else from the deployment's own month and weekday names (MONTH_1…, WEEKDAY_1… Monday first).
 */
export function formatDay(date: Date, parts: DateParts, language: string = texts.get().language, dictionary = texts.get().dictionary): string {
  if (intlSpeaks(language)) return new Intl.DateTimeFormat(language, { ...parts, day: "numeric" }).format(date);
  // The whole month's name even where a short one is asked: its first three letters read as English
  // ("Nov" of Novembala), and the language has no abbreviations of its own (docs/worker-phone.md).
  const month = dictionary[`MONTH_${date.getMonth() + 1}`] ?? "";
  const weekday = parts.weekday ? `${dictionary[`WEEKDAY_${((date.getDay() + 6) % 7) + 1}`] ?? ""}, ` : "";
  return `${weekday}${date.getDate()} ${month}${parts.year ? ` ${date.getFullYear()}` : ""}`;
}

/**
 * A text with a count, in the language's plural form (Intl.PluralRules): the key with `_ONE` for the
 * singular where the language has one (CYCLE_DELETE_CONFIRM_ONE), else the key itself.
 */
export function tCount(
  key: string,
  count: number,
  values: Record<string, string | number> = {},
  language: string = texts.get().language,
  dictionary = texts.get().dictionary,
): string {
  let category: Intl.LDMLPluralRule = "other";
  try {
    category = new Intl.PluralRules(language).select(count);
  } catch {
    category = new Intl.PluralRules("en").select(count);
  }
  const singular = `${key}_ONE`;
  const chosen = category === "one" && dictionary[singular] !== undefined ? singular : key;
  return t(chosen, { count, ...values }, dictionary);
}
