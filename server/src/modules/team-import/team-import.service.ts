import type { Kysely } from "kysely";
import type { Identity } from "../../auth/identity.js";
import { loginCodeKey, newLoginCode } from "../../auth/login-code.js";
import { auditDeploymentOf, operatorScope } from "../../auth/operator.js";
import { hashPassword } from "../../auth/password.js";
import { LOGIN_TOKEN_DAYS } from "../../auth/password-flows.service.js";
import { hashToken, newToken } from "../../auth/token.js";
import type { Database } from "../../db/schema.js";
import { AuditRepository } from "../audit/audit.repository.js";
import { AuditLog } from "../audit/audit.service.js";
import { readTeamFile, type TeamFileFormat } from "./team-file.js";
import { TeamImportRepository } from "./team-import.repository.js";
import { judgeTeamRows, type JudgedTeamRow, type KnownDeployment } from "./team-rows.js";

/** A new account's one-time login code, shown once (docs/operator-console.md, "Importing a team"). */
export interface TeamLogin {
  row: number;
  name: string;
  email: string;
  application: string;
  code: string;
  expiresAt: Date;
}

export interface TeamImportOutcome {
  dryRun: boolean;
  rows: JudgedTeamRow[];
  created: number;
  unchanged: number;
  failed: number;
  /** The new accounts' login codes; none on a dry run. */
  logins: TeamLogin[];
}

/**
 * docs/operator-console.md, "Importing a team": a team's file read on the server, every row judged,
 * and (unless a dry run) the good rows made in one transaction: accounts with no password anyone
 * knows, a one-time login code each, the accounts' "user.created" events and one "team.imported".
 */
export class TeamImportService {
  constructor(
    private readonly db: Kysely<Database>,
    /** The deployments accounts may belong to (auth.service.ts's list). */
    private readonly deployments: () => Promise<string[]>,
  ) {}

  async importTeam(identity: Identity, file: string, format: TeamFileFormat, dryRun: boolean): Promise<TeamImportOutcome> {
    const scope = operatorScope(identity, "importTeam");
    const rows = await readTeamFile(file, format);
    // One password hash for the whole import, of a secret thrown away: no one can log in with it, and a
    // login to one of these accounts takes as long as to any other (auth.service.ts, dummyHash).
    const passwordHash = dryRun ? "" : await hashPassword(newToken());
    const known = await this.deployments();
    return this.db.transaction().execute(async (trx) => {
      const repository = new TeamImportRepository(trx);
      const regions = await repository.regionsByDeployment();
      const teams = await repository.teamsByDeployment();
      const deployments: KnownDeployment[] = known.map((id) => ({ id, regions: regions.get(id) ?? [], teams: teams.get(id) ?? [] }));
      const existing = await repository.accountsByEmail(rows.map((row) => row.cells["e-mail"]));
      const judged = judgeTeamRows(rows, { scope, deployments, existing });
      const made = judged.filter((row) => row.outcome === "CREATE");
      const count = (outcome: JudgedTeamRow["outcome"]) => judged.filter((row) => row.outcome === outcome).length;
      const outcome = { dryRun, rows: judged, created: made.length, unchanged: count("UNCHANGED"), failed: count("ERROR"), logins: [] as TeamLogin[] };
      if (dryRun) return outcome;
      const ids = await repository.insertAccounts(
        made.map((row) => ({
          application: row.deployment,
          email: row.email,
          name: row.name,
          role: row.role!,
          region: row.region,
          password_hash: passwordHash,
        })),
      );
      const expiresAt = new Date(Date.now() + LOGIN_TOKEN_DAYS * 86_400_000);
      outcome.logins = made.map((row) => ({ row: row.row, name: row.name, email: row.email, application: row.deployment, code: newLoginCode(), expiresAt }));
      await repository.insertLoginTokens(
        outcome.logins.map((login, i) => ({ token_hash: hashToken(loginCodeKey(login.code)), user_id: ids[i]!, expires_at: expiresAt })),
      );
      // docs/teams.md: a new account a row put in a team is its member at once (a new account is in no team yet).
      const members = made.flatMap((row, i) =>
        row.team && row.teamRole ? [{ row, member: { team_id: row.team.id, user_id: ids[i]!, role: row.teamRole } }] : [],
      );
      await repository.insertTeamMembers(members.map(({ member }) => member));
      const audit = new AuditLog(new AuditRepository(trx));
      await audit.recordMany(identity, [
        ...made.map((row) => ({
          action: "user.created" as const,
          application: auditDeploymentOf({ application: row.deployment, role: row.role! }),
          target: row.email,
          detail: row.role,
        })),
        ...members.map(({ row }) => ({
          action: "team.member-set" as const,
          application: row.deployment,
          target: row.email,
          detail: `${row.teamRole} of ${row.team!.name}`,
        })),
        {
          action: "team.imported" as const,
          application: onlyDeploymentOf(made) ?? scope.application,
          target: null,
          detail: `${outcome.created} made, ${outcome.unchanged} unchanged, ${outcome.failed} with errors`,
        },
      ]);
      return outcome;
    });
  }
}

/** The one deployment every made account belongs to, so its operators read the import's event; null when several or none. */
function onlyDeploymentOf(rows: JudgedTeamRow[]): string | null {
  const deployments = new Set(rows.map((row) => row.deployment));
  return deployments.size === 1 ? rows[0]!.deployment : null;
}
