/**
 * The words of the console's Teams page (docs/teams.md, "Teams and areas") in English, Dutch and
 * Chichewa, spread into admin-texts*.ts; each language has every key.
 */
export const TEAMS_TEXTS_EN = {
  IMPORT_PROBLEM_TEAM_UNKNOWN: "The deployment has no team of that name (make it on the Teams page first)",
  IMPORT_PROBLEM_TEAM_ROLE_UNKNOWN: "The role in team is not worker or supervisor",
  IMPORT_PROBLEM_TEAM_FOR_OPERATOR: "An operator is put in no team",
  AUDIT_ACTION_TEAM_CREATED: "Team created",
  AUDIT_ACTION_TEAM_RENAMED: "Team renamed",
  AUDIT_ACTION_TEAM_AREA_SET: "Team's area set",
  AUDIT_ACTION_TEAM_DELETED: "Team deleted",
  AUDIT_ACTION_TEAM_MEMBER_SET: "Put in a team",
  AUDIT_ACTION_TEAM_MEMBER_REMOVED: "Taken out of a team",
} as const;

export const TEAMS_TEXTS_NL: Record<keyof typeof TEAMS_TEXTS_EN, string> = {
  IMPORT_PROBLEM_TEAM_UNKNOWN: "De omgeving heeft geen team met die naam (maak het eerst op de pagina Teams)",
  IMPORT_PROBLEM_TEAM_ROLE_UNKNOWN: "De rol in het team is niet worker of supervisor",
  IMPORT_PROBLEM_TEAM_FOR_OPERATOR: "Een beheerder komt in geen team",
  AUDIT_ACTION_TEAM_CREATED: "Team aangemaakt",
  AUDIT_ACTION_TEAM_RENAMED: "Team hernoemd",
  AUDIT_ACTION_TEAM_AREA_SET: "Gebied van team ingesteld",
  AUDIT_ACTION_TEAM_DELETED: "Team verwijderd",
  AUDIT_ACTION_TEAM_MEMBER_SET: "In een team gezet",
  AUDIT_ACTION_TEAM_MEMBER_REMOVED: "Uit een team gehaald",
};

export const TEAMS_TEXTS_NY: Record<keyof typeof TEAMS_TEXTS_EN, string> = {
  IMPORT_PROBLEM_TEAM_UNKNOWN: "Palibe gulu la dzina limenelo (lipangeni kaye patsamba la Magulu)",
  IMPORT_PROBLEM_TEAM_ROLE_UNKNOWN: "Udindo mu gulu si worker kapena supervisor",
  IMPORT_PROBLEM_TEAM_FOR_OPERATOR: "Woyang'anira saikidwa mu gulu",
  AUDIT_ACTION_TEAM_CREATED: "Gulu lapangidwa",
  AUDIT_ACTION_TEAM_RENAMED: "Dzina la gulu lasinthidwa",
  AUDIT_ACTION_TEAM_AREA_SET: "Dera la gulu laikidwa",
  AUDIT_ACTION_TEAM_DELETED: "Gulu lachotsedwa",
  AUDIT_ACTION_TEAM_MEMBER_SET: "Waikidwa mu gulu",
  AUDIT_ACTION_TEAM_MEMBER_REMOVED: "Wachotsedwa mu gulu",
};
