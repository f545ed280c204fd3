/**
 * English texts of web screens that the shared list (`UI_TEXTS_EN` in @stepwise/domain, which the
 * server seeds every deployment with) does not carry yet. They stand in only while English is
 * shown, so another language still shows NB for them until it is translated (spec 8).
 */
export const WEB_TEXTS_EN: Readonly<Record<string, string>> = {
  CLIENT_BIRTHDATE: "Birthdate (day-month-year)",
  CLIENT_INCOMPLETE: "Form not complete",
  CLIENT_AGE_MONTHS: "{months} months",
  DELETE: "Delete",
  CLIENT_DELETE_CONFIRM: "Yes, delete this client",
  DELETED_ON_DEVICE: "Deleted on this device",
  CONFLICT_DELETED: "The other device deleted this record.",
  PAGE_REQUEST_PASSWORD: "Log in with a token or ask for a password",
  PAGE_CONTENT: "Page {pageID}",
  PAGE_FORMS: "Forms",
  PAGE_CYCLE_FORM: "Cycle form",
  PAGE_DIARY: "Diary",
  PAGE_MALAWI: "Malawi",
  PAGE_MILESTONES: "Milestones",
  PAGE_MILESTONES_INTRO: "About milestones",
  PAGE_MILESTONE_CHILDREN: "Children",
  PAGE_MILESTONE_DOMAINS: "Milestone domains",
  PAGE_MILESTONE_CATEGORIES: "Milestone categories",
  PAGE_MILESTONE_INDICATORS: "Indicators of category {categoryID}",
  PAGE_HIAPP: "Health issue form",
  PAGE_CALENDAR: "Calendar",
  PAGE_CHAT: "Chat",
  PAGE_COMING: "This part of the app arrives in a later version.",
};

/** The dictionary for a language: English gets the web's own texts under the deployment's. */
export function withWebTexts(language: string, dictionary: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return language === "en" || language.startsWith("en-") ? { ...WEB_TEXTS_EN, ...dictionary } : dictionary;
}
