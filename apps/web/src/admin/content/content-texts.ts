/**
 * The console's words for this page in English, Dutch and Chichewa (docs/translations.md: the
 * console's own words stay in the console). Spread into admin-texts*.ts; each language has every key.
 */
export const CONTENT_TEXTS_EN = {
  NAV_CONTENT: "Content",
} as const;

export type ContentTextKey = keyof typeof CONTENT_TEXTS_EN;

export const CONTENT_TEXTS_NL: Record<ContentTextKey, string> = {
  NAV_CONTENT: "Inhoud",
};

export const CONTENT_TEXTS_NY: Record<ContentTextKey, string> = {
  NAV_CONTENT: "Zolemba",
};
