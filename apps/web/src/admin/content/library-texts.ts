/**
 * The console's words for this page in English, Dutch and Chichewa (docs/translations.md: the
 * console's own words stay in the console). Spread into admin-texts*.ts; each language has every key.
 */
export const LIBRARY_TEXTS_EN = {
  CONTENT_LIBRARY: "Articles and pages",
} as const;

export type LibraryTextKey = keyof typeof LIBRARY_TEXTS_EN;

export const LIBRARY_TEXTS_NL: Record<LibraryTextKey, string> = {
  CONTENT_LIBRARY: "Artikelen en pagina's",
};

export const LIBRARY_TEXTS_NY: Record<LibraryTextKey, string> = {
  CONTENT_LIBRARY: "Nkhani ndi masamba",
};
