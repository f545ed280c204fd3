import type { DraftSettings, SettingsInput } from "./content-operations.js";

/** The draft's settings as the settings form edits them and updateDraftSettings takes them. */
export function settingsInputOf(settings: DraftSettings): SettingsInput {
  return {
    app_title: settings.app_title,
    login: settings.login,
    text2speech: settings.metadata.text2speech,
    userLogin: settings.metadata.userLogin,
    introText: settings.metadata.introText ?? null,
    languages: settings.languages.map(({ id, name, languageCode }) => ({ id, name, languageCode })),
    regions: settings.regions.map(({ id, name, countryID }) => ({ id, name, countryID: countryID ?? null })),
    forms: settings.forms.map((f) => f.formtype),
  };
}

/** An id for a new language or region: one past the highest numeric id of the list ("1" for none). */
export function nextId(list: ReadonlyArray<{ id: string }>): string {
  return String(list.reduce((high, { id }) => Math.max(high, /^\d+$/.test(id) ? Number(id) : 0), 0) + 1);
}
