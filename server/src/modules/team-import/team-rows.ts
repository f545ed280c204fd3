import type { OperatorScope } from "../../auth/operator.js";
import type { TeamRole, UserRole } from "../../db/schema.js";
import type { TeamColumn, TeamFileRow } from "./team-file.js";

/** What the import does with a row (docs/operator-console.md, "Importing a team"). */
export type TeamRowOutcome = "CREATE" | "UNCHANGED" | "ERROR";

/** Every kind of error a row may have; each names its column. */
export const TEAM_PROBLEMS = [
  "NAME_MISSING",
  "EMAIL_INVALID",
  "EMAIL_TWICE_IN_FILE",
  "EMAIL_OF_ANOTHER_DEPLOYMENT",
  "DEPLOYMENT_UNKNOWN",
  "DEPLOYMENT_NOT_YOURS",
  "ROLE_UNKNOWN",
  "ROLE_NOT_IMPORTED",
  "REGION_UNKNOWN",
  "TEAM_UNKNOWN",
  "TEAM_ROLE_UNKNOWN",
  "TEAM_FOR_OPERATOR",
] as const;
export type TeamProblem = (typeof TEAM_PROBLEMS)[number];

export interface TeamRowError {
  column: TeamColumn;
  problem: TeamProblem;
  message: string;
}

/** A row as the import judged it: what it will make (or made), or its errors. */
export interface JudgedTeamRow {
  row: number;
  name: string;
  email: string;
  /** The deployment as the server spells it, or as typed when unknown. */
  deployment: string;
  role: UserRole | null;
  /** The region's id in the deployment's regions, null when none was given or it is unknown. */
  region: string | null;
  /** docs/teams.md: the team she is put in (its name as the deployment spells it, and id), null when none was named or it is unknown. */
  team: { id: number; name: string } | null;
  /** Her role in that team (worker when the cell is empty), null when no team was named or the role is unknown. */
  teamRole: TeamRole | null;
  outcome: TeamRowOutcome;
  errors: TeamRowError[];
}

/** A deployment accounts may belong to, with the regions it has (its app's record; none for a flavour without one) and its teams. */
export interface KnownDeployment {
  id: string;
  regions: Array<{ id: string; name: string }>;
  teams: Array<{ id: number; name: string }>;
}

/** An account that already has one of the file's e-mails. */
export interface ExistingAccount {
  email: string;
  application: string;
  role: UserRole;
}

export interface TeamRules {
  scope: OperatorScope;
  deployments: KnownDeployment[];
  /** The accounts having one of the file's e-mails, by e-mail in lower case. */
  existing: Map<string, ExistingAccount>;
}

/** The same linear check as a password request's (auth/email-address.ts), with a dot in the domain. */
export function isEmailAddress(email: string): boolean {
  if (email.length === 0 || email.length > 320 || /\s/.test(email)) return false;
  const at = email.lastIndexOf("@");
  const domain = email.slice(at + 1);
  return at > 0 && email.indexOf("@") === at && domain.length > 2 && domain.slice(1, -1).includes(".");
}

/** The role a cell names: worker (also when empty), operator (of one deployment), operator of all; null when none. */
export function roleNamed(cell: string): UserRole | null {
  const words = cell
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim();
  if (words === "" || words === "worker") return "worker";
  if (["operator", "operator deployment", "operator of deployment"].includes(words)) return "operator-deployment";
  if (["operator all", "operator of all"].includes(words)) return "operator-all";
  return null;
}

/**
 * Judges every row of a team's file against the deployments, the operator's scope and the accounts
 * already there (docs/operator-console.md, "Importing a team"). A dry run and an import judge alike,
 * so the dry run shows exactly what the import will do. Of rows sharing an e-mail, the first is
 * judged and each later one is an error naming it.
 */
export function judgeTeamRows(rows: TeamFileRow[], rules: TeamRules): JudgedTeamRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map(({ row, cells }) => {
    const errors: TeamRowError[] = [];
    const fail = (column: TeamColumn, problem: TeamProblem, message: string) => errors.push({ column, problem, message });
    const name = cells.name;
    const email = cells["e-mail"];
    if (name === "") fail("name", "NAME_MISSING", "is empty: every worker needs a name");
    const key = email.toLowerCase();
    const first = firstRowOf.get(key);
    if (!isEmailAddress(email)) fail("e-mail", "EMAIL_INVALID", email === "" ? "is empty" : `"${email}" is not an e-mail address`);
    else if (first !== undefined) fail("e-mail", "EMAIL_TWICE_IN_FILE", `${email} is already on row ${first}`);
    else firstRowOf.set(key, row);

    const typed = cells.deployment || (rules.scope.application ?? "");
    const known = rules.deployments.find((d) => d.id.toLowerCase() === typed.toLowerCase());
    const deployment = known?.id ?? typed;
    if (typed === "") fail("deployment", "DEPLOYMENT_UNKNOWN", "is empty: name the deployment");
    else if (!known) fail("deployment", "DEPLOYMENT_UNKNOWN", `no deployment "${typed}"; the deployments are ${rules.deployments.map((d) => d.id).join(", ")}`);
    else if (rules.scope.application !== null && known.id !== rules.scope.application)
      fail("deployment", "DEPLOYMENT_NOT_YOURS", `${known.id} is not your deployment: you import workers of ${rules.scope.application} only`);

    const role = roleNamed(cells.role);
    if (role === null) fail("role", "ROLE_UNKNOWN", `no role "${cells.role}"; the roles are worker and operator`);
    else if (role === "operator-all") fail("role", "ROLE_NOT_IMPORTED", "an import makes no operator of every deployment");

    let region: string | null = null;
    if (cells.region !== "" && known) {
      const wanted = cells.region.toLowerCase();
      const match = known.regions.find((r) => r.id.toLowerCase() === wanted || r.name.toLowerCase() === wanted);
      if (match) region = match.id;
      else {
        const names = known.regions.map((r) => r.name).join(", ") || "none";
        fail("region", "REGION_UNKNOWN", `${known.id} has no region "${cells.region}"; its regions are ${names}`);
      }
    }

    const { team, teamRole } = judgeTeam(cells, known, role, fail);

    const account = firstRowOf.get(key) === row ? rules.existing.get(key) : undefined;
    if (account && known && account.application !== known.id)
      fail("e-mail", "EMAIL_OF_ANOTHER_DEPLOYMENT", `${email} belongs to an account of another deployment`);
    const outcome: TeamRowOutcome = errors.length > 0 ? "ERROR" : account ? "UNCHANGED" : "CREATE";
    return { row, name, email, deployment, role, region, team, teamRole, outcome, errors };
  });
}

/** The role a "role in team" cell names: worker (also when empty) or supervisor; null when none. */
export function teamRoleNamed(cell: string): TeamRole | null {
  const word = cell.toLowerCase().trim();
  return word === "" || word === "worker" ? "worker" : word === "supervisor" ? "supervisor" : null;
}

/**
 * docs/teams.md, "Teams and areas": the team a row names must be one of the deployment's (an import
 * makes no team), its role in team worker or supervisor, and an operator is put in none.
 */
function judgeTeam(
  cells: TeamFileRow["cells"],
  known: KnownDeployment | undefined,
  role: UserRole | null,
  fail: (column: TeamColumn, problem: TeamProblem, message: string) => void,
): { team: JudgedTeamRow["team"]; teamRole: TeamRole | null } {
  const typed = cells.team;
  const teamRole = teamRoleNamed(cells["role in team"]);
  if (teamRole === null) fail("role in team", "TEAM_ROLE_UNKNOWN", `no role in team "${cells["role in team"]}"; the roles in a team are worker and supervisor`);
  if (typed === "") {
    if (cells["role in team"] !== "" && teamRole !== null) fail("team", "TEAM_UNKNOWN", `is empty, but "role in team" says ${teamRole}: name the team`);
    return { team: null, teamRole: null };
  }
  if (role !== null && role !== "worker") fail("team", "TEAM_FOR_OPERATOR", "an operator is put in no team; leave the team empty");
  if (!known) return { team: null, teamRole: null };
  const team = known.teams.find((t) => t.name.toLowerCase() === typed.toLowerCase());
  if (!team) {
    const names = known.teams.map((t) => t.name).join(", ") || "none";
    fail("team", "TEAM_UNKNOWN", `${known.id} has no team "${typed}"; its teams are ${names} (make a team on the Teams page first)`);
    return { team: null, teamRole: null };
  }
  return { team, teamRole };
}
