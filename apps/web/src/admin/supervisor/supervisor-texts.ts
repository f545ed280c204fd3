/**
 * The words of a supervisor's console pages (docs/teams.md, "In the console") in English, Dutch and
 * Chichewa, each language every key; read in the console's language beside its own texts.
 */
export const SUPERVISOR_TEXTS_EN = {
  LOGIN_WHO: "Operators sign in here, and so do supervisors, with their own account.",
  LOGIN_NOT_SUPERVISOR: "This account supervises no team: only operators and supervisors sign in here. Workers use the app on their phone.",
  NAV_MY_TEAM: "My team",
  MY_TEAM_TITLE: "My team",
  MY_TEAM_INTRO: "The workers of the teams you supervise. Open a worker to read her clients: read only.",
  MY_TEAM_NONE: "Your teams have no workers.",
  WORKER_CLIENTS_READ_ONLY: "Read only: {name}'s clients",
  WORKER_NO_CLIENTS: "She has no clients.",
  ARCHIVED: "archived",
  CLIENT_READ_ONLY: "Read only: {name}'s client",
  REGISTRATION: "Registration answers",
  NO_REGISTRATION: "No registration answers.",
  PLANS: "Rehabilitation plans",
  NO_PLAN: "No plan yet.",
  GOAL_ACTIVE: "active",
  GOAL_FINISHED: "finished",
  GOAL_ACHIEVED: "achieved",
  ACTIONS: "Actions",
  ACTION_DONE: "done",
  LADDER: "Ladder scores",
  MILESTONES: "Milestones",
  NO_MILESTONES: "No milestones yet.",
  MILESTONE_CATEGORY: "{category}: {count} indicators scored",
  MILESTONE_CATEGORY_ONE: "{category}: {count} indicator scored",
  NOT_YOURS: "Not found, or not a worker or client of a team you supervise.",
  BACK_TO_TEAM: "Back to my team",
  BACK_TO_WORKER: "Back to {name}'s clients",
  SIGNED_IN_AS: "Supervisor: {name}",
} as const;

export type SupervisorTextKey = keyof typeof SUPERVISOR_TEXTS_EN;

export const SUPERVISOR_TEXTS_NL: Record<SupervisorTextKey, string> = {
  LOGIN_WHO: "Beheerders melden zich hier aan, en begeleiders ook, met hun eigen account.",
  LOGIN_NOT_SUPERVISOR: "Dit account begeleidt geen team: alleen beheerders en begeleiders melden zich hier aan. Medewerkers gebruiken de app op hun telefoon.",
  NAV_MY_TEAM: "Mijn team",
  MY_TEAM_TITLE: "Mijn team",
  MY_TEAM_INTRO: "De medewerkers van de teams die u begeleidt. Open een medewerker om haar cliënten te lezen: alleen lezen.",
  MY_TEAM_NONE: "Uw teams hebben geen medewerkers.",
  WORKER_CLIENTS_READ_ONLY: "Alleen lezen: cliënten van {name}",
  WORKER_NO_CLIENTS: "Zij heeft geen cliënten.",
  ARCHIVED: "gearchiveerd",
  CLIENT_READ_ONLY: "Alleen lezen: cliënt van {name}",
  REGISTRATION: "Antwoorden bij de inschrijving",
  NO_REGISTRATION: "Geen antwoorden bij de inschrijving.",
  PLANS: "Revalidatieplannen",
  NO_PLAN: "Nog geen plan.",
  GOAL_ACTIVE: "actief",
  GOAL_FINISHED: "afgerond",
  GOAL_ACHIEVED: "bereikt",
  ACTIONS: "Acties",
  ACTION_DONE: "klaar",
  LADDER: "Scores op de ladder",
  MILESTONES: "Mijlpalen",
  NO_MILESTONES: "Nog geen mijlpalen.",
  MILESTONE_CATEGORY: "{category}: {count} indicatoren gescoord",
  MILESTONE_CATEGORY_ONE: "{category}: {count} indicator gescoord",
  NOT_YOURS: "Niet gevonden, of geen medewerker of cliënt van een team dat u begeleidt.",
  BACK_TO_TEAM: "Terug naar mijn team",
  BACK_TO_WORKER: "Terug naar de cliënten van {name}",
  SIGNED_IN_AS: "Begeleider: {name}",
};

export const SUPERVISOR_TEXTS_NY: Record<SupervisorTextKey, string> = {
  LOGIN_WHO: "Oyang'anira dongosolo alowa pano, ndiponso oyang'anira magulu, ndi akaunti yawo.",
  LOGIN_NOT_SUPERVISOR:
    "Akaunti iyi siyang'anira gulu lililonse: oyang'anira okha ndi amene amalowa pano. Ogwira ntchito amagwiritsa ntchito pulogalamu pa foni yawo.",
  NAV_MY_TEAM: "Gulu langa",
  MY_TEAM_TITLE: "Gulu langa",
  MY_TEAM_INTRO: "Ogwira ntchito a magulu omwe mumayang'anira. Tsegulani wogwira ntchito kuti muwerenge makasitomala ake: kuwerenga kokha.",
  MY_TEAM_NONE: "Magulu anu alibe ogwira ntchito.",
  WORKER_CLIENTS_READ_ONLY: "Kuwerenga kokha: makasitomala a {name}",
  WORKER_NO_CLIENTS: "Alibe makasitomala.",
  ARCHIVED: "osungidwa",
  CLIENT_READ_ONLY: "Kuwerenga kokha: kasitomala wa {name}",
  REGISTRATION: "Mayankho a kalembera",
  NO_REGISTRATION: "Palibe mayankho a kalembera.",
  PLANS: "Mapulani othandizira",
  NO_PLAN: "Palibe pulani pakadali pano.",
  GOAL_ACTIVE: "ikuchitika",
  GOAL_FINISHED: "yatha",
  GOAL_ACHIEVED: "yakwaniritsidwa",
  ACTIONS: "Zochita",
  ACTION_DONE: "zachitika",
  LADDER: "Ma sikelo a makwerero",
  MILESTONES: "Zochitika zazikulu",
  NO_MILESTONES: "Palibe zochitika zazikulu pakadali pano.",
  MILESTONE_CATEGORY: "{category}: zizindikiro {count} zalembedwa",
  MILESTONE_CATEGORY_ONE: "{category}: chizindikiro {count} chalembedwa",
  NOT_YOURS: "Sichinapezeke, kapena si wogwira ntchito kapena kasitomala wa gulu lomwe mumayang'anira.",
  BACK_TO_TEAM: "Bwererani ku gulu langa",
  BACK_TO_WORKER: "Bwererani ku makasitomala a {name}",
  SIGNED_IN_AS: "Woyang'anira gulu: {name}",
};

const BY_LANGUAGE: Record<string, Record<SupervisorTextKey, string>> = { en: SUPERVISOR_TEXTS_EN, nl: SUPERVISOR_TEXTS_NL, ny: SUPERVISOR_TEXTS_NY };

/** The supervisor pages' words in a console language (English for one it lacks), `{name}` filled in. */
export function supervisorTexts(code: string): (key: SupervisorTextKey, values?: Record<string, string | number>) => string {
  const words = BY_LANGUAGE[code] ?? SUPERVISOR_TEXTS_EN;
  return (key, values = {}) => words[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}
