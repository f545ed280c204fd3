import { useSyncExternalStore } from "react";
import { t as fill } from "../i18n/t.js";
import { Store } from "../platform/store.js";
import { ADMIN_TEXTS_EN, type AdminTextKey } from "./admin-texts.js";
import { ADMIN_TEXTS_NL } from "./admin-texts-nl.js";
import { ADMIN_TEXTS_NY } from "./admin-texts-ny.js";

/** The console's languages, as the app offers them (docs/operator-console.md). */
export const ADMIN_LANGUAGES = [
  { code: "en", name: "English", texts: ADMIN_TEXTS_EN },
  { code: "nl", name: "Nederlands", texts: ADMIN_TEXTS_NL },
  { code: "ny", name: "Chichewa", texts: ADMIN_TEXTS_NY },
] as const;

export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]["code"];
const STORAGE_KEY = "stepwise.admin.language";

function stored(): AdminLanguage {
  const code = localStorage.getItem(STORAGE_KEY);
  return ADMIN_LANGUAGES.find((l) => l.code === code)?.code ?? "en";
}

const language = new Store<{ code: AdminLanguage }>({ code: stored() });

export function setAdminLanguage(code: AdminLanguage): void {
  localStorage.setItem(STORAGE_KEY, code);
  document.documentElement.lang = code;
  language.set({ code });
}

/** The console's `t` in the chosen language; re-renders its component when the language changes. */
export function useAdminTexts(): { code: AdminLanguage; t: (key: AdminTextKey, values?: Record<string, string | number>) => string } {
  const { code } = useSyncExternalStore(language.subscribe, language.get);
  const texts = ADMIN_LANGUAGES.find((l) => l.code === code)!.texts;
  return { code, t: (key, values = {}) => fill(key, values, texts) };
}

export function initialAdminLanguage(): void {
  document.documentElement.lang = stored();
}
