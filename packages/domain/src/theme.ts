export interface ThemeColours {
  primary: string;
  secondary: string;
  accent: string;
}

/** docs/product.md §9: the colours of each flavour, by app identifier. */
export const THEMES: Readonly<Record<"HIAPP" | "MALA" | "default", ThemeColours>> = {
  HIAPP: { primary: "#0077c8", secondary: "#e5221e", accent: "#0345ea" },
  MALA: { primary: "#AC3B61", secondary: "#EDC7B7", accent: "#123C69" },
  default: { primary: "#d53b16", secondary: "#16B0D5", accent: "#D51650" },
};

export function themeFor(appIdentifier: string | null | undefined): ThemeColours {
  return appIdentifier === "HIAPP" || appIdentifier === "MALA" ? THEMES[appIdentifier] : THEMES.default;
}
