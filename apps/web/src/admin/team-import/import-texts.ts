/**
 * The console's words for this page in English, Dutch and Chichewa (docs/translations.md: the
 * console's own words stay in the console). Spread into admin-texts*.ts; each language has every key.
 */
export const IMPORT_TEXTS_EN = {
  NAV_IMPORT: "Import a team",
} as const;

export type ImportTextKey = keyof typeof IMPORT_TEXTS_EN;

export const IMPORT_TEXTS_NL: Record<ImportTextKey, string> = {
  NAV_IMPORT: "Een team importeren",
};

export const IMPORT_TEXTS_NY: Record<ImportTextKey, string> = {
  NAV_IMPORT: "Lowetsani gulu",
};
