/** The app's sections, as the header and the home page offer them, per deployment flavour. */
export interface Section {
  to: string;
  titleKey: string;
}

const COMMON_SECTIONS: Section[] = [
  { to: "/forms/clients", titleKey: "CLIENTS" },
  { to: "/forms/goals", titleKey: "GOALS_AND_STEPS" },
  { to: "/forms/diary", titleKey: "PAGE_DIARY" },
  { to: "/forms/Cycleform", titleKey: "PAGE_CYCLE_FORM" },
  { to: "/milestones", titleKey: "PAGE_MILESTONES" },
  { to: "/calendar", titleKey: "PAGE_CALENDAR" },
  { to: "/chat", titleKey: "PAGE_CHAT" },
];

/** HIAPP adds the health-issue form, MALA its own area; every flavour ends with the settings. */
export function sectionsFor(appIdentifier: string | null | undefined): Section[] {
  const own: Section[] = [];
  if (appIdentifier === "HIAPP") own.push({ to: "/hiapp", titleKey: "PAGE_HIAPP" });
  if (appIdentifier === "MALA") own.push({ to: "/malawi", titleKey: "PAGE_MALAWI" });
  return [...own, ...COMMON_SECTIONS, { to: "/settings", titleKey: "SETTINGS" }];
}
