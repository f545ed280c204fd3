import { createsRehabilitation } from "@stepwise/domain";

/** The app's sections, as the header and the home page offer them, per deployment. */
export interface Section {
  to: string;
  titleKey: string;
}

/** What a deployment's application data (docs/product.md §3) says it offers; the menus show nothing else. */
export interface DeploymentFeatures {
  /** Rehabilitation plans: goals and steps, the diary and its appointments (form type DEFAULT). */
  plan: boolean;
  milestones: boolean;
  healthIssue: boolean;
  malawi: boolean;
  /** Chat is between logged-in users: only where the deployment has logins. */
  chat: boolean;
}

export interface ApplicationShape {
  app_identifier: string;
  login: boolean;
  metadata: { userLogin: boolean };
  forms: ReadonlyArray<{ formtype: string }>;
}

/** Before the first run has the application data, everything is offered (the start screens decide). */
export function featuresOf(app: ApplicationShape | null | undefined): DeploymentFeatures {
  if (!app) return { plan: true, milestones: true, healthIssue: false, malawi: false, chat: true };
  const formtypes = new Set(app.forms.map((f) => f.formtype));
  return {
    plan: formtypes.has("DEFAULT") && createsRehabilitation(app.app_identifier),
    milestones: formtypes.has("MILESTONE"),
    healthIssue: formtypes.has("HI"),
    malawi: app.app_identifier === "MALA",
    chat: app.login || app.metadata.userLogin,
  };
}

/** The deployment's own area first, then the screens its features allow, the settings last. */
export function sectionsFor(app: ApplicationShape | null | undefined): Section[] {
  const f = featuresOf(app);
  const sections: Array<Section | false> = [
    f.healthIssue && { to: "/hiapp", titleKey: "PAGE_HIAPP" },
    f.malawi && { to: "/malawi", titleKey: "PAGE_MALAWI" },
    { to: "/forms/clients", titleKey: "CLIENTS" },
    f.plan && { to: "/forms/goals", titleKey: "GOALS_AND_STEPS" },
    f.plan && { to: "/forms/diary", titleKey: "PAGE_DIARY" },
    { to: "/forms/Cycleform", titleKey: "PAGE_CYCLE_FORM" },
    f.milestones && { to: "/milestones", titleKey: "PAGE_MILESTONES" },
    { to: "/calendar", titleKey: "PAGE_CALENDAR" },
    // docs/product.md §4 "Visits due": every flavour has cycle goals, whose rhythm gives a due date.
    { to: "/visits", titleKey: "PAGE_VISITS_DUE" },
    f.chat && { to: "/chat", titleKey: "PAGE_CHAT" },
    { to: "/settings", titleKey: "SETTINGS" },
  ];
  return sections.filter((s): s is Section => s !== false);
}

/** The forms of /forms the deployment offers. */
export function formSectionsFor(app: ApplicationShape | null | undefined): Section[] {
  const { plan } = featuresOf(app);
  const forms: Array<Section | false> = [
    { to: "/forms/clients", titleKey: "CLIENTS" },
    plan && { to: "/forms/goals", titleKey: "GOALS_AND_STEPS" },
    plan && { to: "/forms/diary", titleKey: "PAGE_DIARY" },
    plan && { to: "/forms/clientAppointments", titleKey: "PAGE_APPOINTMENTS" },
    { to: "/forms/Cycleform", titleKey: "PAGE_CYCLE_FORM" },
  ];
  return forms.filter((s): s is Section => s !== false);
}
