import { sql, type Kysely } from "kysely";
import type { Database, TeamRole, UserRole } from "../../db/schema.js";
import type { ExistingAccount } from "./team-rows.js";

/** One statement inserts this many rows at most (PostgreSQL takes 65,535 parameters). */
const CHUNK = 500;

export interface NewTeamAccount {
  application: string;
  email: string;
  name: string;
  role: UserRole;
  region: string | null;
  password_hash: string;
}

/** docs/operator-console.md, "Importing a team": what an import reads and writes, in its one transaction. */
export class TeamImportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Each deployment's regions as its app's record has them (id and name). */
  async regionsByDeployment(): Promise<Map<string, Array<{ id: string; name: string }>>> {
    const rows = await this.db.selectFrom("applications").select(["app_identifier", "regions"]).execute();
    return new Map(
      rows.map((row) => [row.app_identifier, (Array.isArray(row.regions) ? row.regions : []).map((r) => ({ id: textOf(r.id), name: textOf(r.name) }))]),
    );
  }

  /** docs/teams.md: each deployment's teams (id and name), which a row's "team" names. */
  async teamsByDeployment(): Promise<Map<string, Array<{ id: number; name: string }>>> {
    const found = new Map<string, Array<{ id: number; name: string }>>();
    for (const row of await this.db.selectFrom("teams").select(["id", "application", "name"]).orderBy("id").execute())
      found.set(row.application, [...(found.get(row.application) ?? []), { id: row.id, name: row.name }]);
    return found;
  }

  /** docs/teams.md: the new accounts put in their teams, 500 to a statement. */
  async insertTeamMembers(members: Array<{ team_id: number; user_id: number; role: TeamRole }>): Promise<void> {
    for (let i = 0; i < members.length; i += CHUNK)
      await this.db
        .insertInto("team_members")
        .values(members.slice(i, i + CHUNK))
        .execute();
  }

  /** The accounts having one of these e-mails (any case), by e-mail in lower case. */
  async accountsByEmail(emails: string[]): Promise<Map<string, ExistingAccount>> {
    const found = new Map<string, ExistingAccount>();
    const keys = [...new Set(emails.map((email) => email.toLowerCase()))];
    for (let i = 0; i < keys.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom("users")
        .select(["email", "application", "role"])
        .where(sql<string>`lower(email)`, "in", keys.slice(i, i + CHUNK))
        .execute();
      for (const row of rows) found.set(row.email.toLowerCase(), row);
    }
    return found;
  }

  /** The accounts, in order, 500 to a statement; answers their ids in the same order. */
  async insertAccounts(accounts: NewTeamAccount[]): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < accounts.length; i += CHUNK) {
      const rows = await this.db
        .insertInto("users")
        .values(accounts.slice(i, i + CHUNK))
        .returning(["id", "email"])
        .execute();
      const byEmail = new Map(rows.map((row) => [row.email, row.id]));
      for (const account of accounts.slice(i, i + CHUNK)) ids.push(byEmail.get(account.email)!);
    }
    return ids;
  }

  /** One-time login tokens (their SHA-256), 500 to a statement. */
  async insertLoginTokens(tokens: Array<{ token_hash: string; user_id: number; expires_at: Date }>): Promise<void> {
    for (let i = 0; i < tokens.length; i += CHUNK) {
      await this.db
        .insertInto("login_tokens")
        .values(tokens.slice(i, i + CHUNK).map((token) => ({ ...token, used_at: null })))
        .execute();
    }
  }
}

/** A region's id or name as text: the seed writes ids as text, an older record may hold a number. */
function textOf(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
