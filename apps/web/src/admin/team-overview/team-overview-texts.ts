/**
 * The words of the console's team overview (docs/teams.md, "The team overview in the console") in
 * English, Dutch and Chichewa, each language every key; the page reads them in the console's language
 * (useTeamOverviewTexts), beside the console's own texts.
 */
export const TEAM_OVERVIEW_TEXTS_EN = {
  NAV_TEAM_OVERVIEW: "Team overview",
  TEAM_OVERVIEW_TITLE: "Team overview",
  TEAM_OVERVIEW_INTRO:
    "Each worker of a team, as a supervisor sees her: her active clients, her visits this month, her overdue visits (by the same rule as the phone's Visits due and the report), her last sync and the edits waiting on her phone.",
  TEAM_OVERVIEW_TEAM: "Team",
  TEAM_OVERVIEW_CHOOSE: "Choose a team",
  TEAM_OVERVIEW_NO_TEAMS: "This deployment has no teams yet.",
  TEAM_OVERVIEW_NO_WORKERS: "This team has no workers.",
  TEAM_OVERVIEW_WORKER: "Worker",
  TEAM_OVERVIEW_ACTIVE: "Active clients",
  TEAM_OVERVIEW_VISITS: "Visits this month",
  TEAM_OVERVIEW_OVERDUE: "Overdue visits",
  TEAM_OVERVIEW_LAST_SYNC: "Last sync",
  TEAM_OVERVIEW_WAITING: "Waiting edits",
} as const;

export type TeamOverviewTextKey = keyof typeof TEAM_OVERVIEW_TEXTS_EN;

export const TEAM_OVERVIEW_TEXTS_NL: Record<TeamOverviewTextKey, string> = {
  NAV_TEAM_OVERVIEW: "Teamoverzicht",
  TEAM_OVERVIEW_TITLE: "Teamoverzicht",
  TEAM_OVERVIEW_INTRO:
    "Elke medewerker van een team, zoals een begeleider haar ziet: haar actieve cliënten, haar bezoeken deze maand, haar achterstallige bezoeken (met dezelfde regel als Bezoeken te doen op de telefoon en het rapport), haar laatste synchronisatie en de wijzigingen die op haar telefoon wachten.",
  TEAM_OVERVIEW_TEAM: "Team",
  TEAM_OVERVIEW_CHOOSE: "Kies een team",
  TEAM_OVERVIEW_NO_TEAMS: "Deze omgeving heeft nog geen teams.",
  TEAM_OVERVIEW_NO_WORKERS: "Dit team heeft geen medewerkers.",
  TEAM_OVERVIEW_WORKER: "Medewerker",
  TEAM_OVERVIEW_ACTIVE: "Actieve cliënten",
  TEAM_OVERVIEW_VISITS: "Bezoeken deze maand",
  TEAM_OVERVIEW_OVERDUE: "Achterstallige bezoeken",
  TEAM_OVERVIEW_LAST_SYNC: "Laatste synchronisatie",
  TEAM_OVERVIEW_WAITING: "Wachtende wijzigingen",
};

export const TEAM_OVERVIEW_TEXTS_NY: Record<TeamOverviewTextKey, string> = {
  NAV_TEAM_OVERVIEW: "Chidule cha gulu",
  TEAM_OVERVIEW_TITLE: "Chidule cha gulu",
  TEAM_OVERVIEW_INTRO:
    "Wogwira ntchito aliyense wa gulu, monga momwe woyang'anira amamuonera: makasitomala ake omwe akuthandizidwa, maulendo ake a mwezi uno, maulendo ake ochedwa (mwa lamulo lomwelo la Maulendo oyenera pa foni ndi lipoti), kulumikizana kwake komaliza ndi zosintha zodikira pa foni yake.",
  TEAM_OVERVIEW_TEAM: "Gulu",
  TEAM_OVERVIEW_CHOOSE: "Sankhani gulu",
  TEAM_OVERVIEW_NO_TEAMS: "Malo ano alibe magulu pakadali pano.",
  TEAM_OVERVIEW_NO_WORKERS: "Gulu ili lilibe ogwira ntchito.",
  TEAM_OVERVIEW_WORKER: "Wogwira ntchito",
  TEAM_OVERVIEW_ACTIVE: "Makasitomala othandizidwa",
  TEAM_OVERVIEW_VISITS: "Maulendo a mwezi uno",
  TEAM_OVERVIEW_OVERDUE: "Maulendo ochedwa",
  TEAM_OVERVIEW_LAST_SYNC: "Kulumikizana komaliza",
  TEAM_OVERVIEW_WAITING: "Zosintha zodikira",
};

const BY_LANGUAGE: Record<string, Record<TeamOverviewTextKey, string>> = { en: TEAM_OVERVIEW_TEXTS_EN, nl: TEAM_OVERVIEW_TEXTS_NL, ny: TEAM_OVERVIEW_TEXTS_NY };

/** The page's words in a console language (English for one it lacks). */
export function teamOverviewTexts(code: string): Record<TeamOverviewTextKey, string> {
  return BY_LANGUAGE[code] ?? TEAM_OVERVIEW_TEXTS_EN;
}
