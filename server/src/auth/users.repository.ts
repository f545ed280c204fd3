import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database, NewUser, UserRow } from "../db/schema.js";
import type { SessionEndFacts } from "./session-end.js";
import { SESSION_REVOKED_CHANNEL } from "./identity-cache.js";

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom("users")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", email.toLowerCase())
      .executeTakeFirst();
  }

  /** The app identifiers of the deployments this server serves. */
  async deploymentIdentifiers(): Promise<string[]> {
    return (await this.db.selectFrom("applications").select("app_identifier").orderBy("id").execute()).map((row) => row.app_identifier);
  }

  insert(user: NewUser): Promise<UserRow> {
    return this.db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
  }

  /** A session; without `expiresAt` the table's default lifetime (a worker's 90 days). */
  async insertToken(tokenHash: string, userId: number, installId: string | null = null, expiresAt?: Date, console = false): Promise<void> {
    await this.db
      .insertInto("auth_tokens")
      .values({ token_hash: tokenHash, user_id: userId, revoked_at: null, install_id: installId, console, ...(expiresAt ? { expires_at: expiresAt } : {}) })
      .execute();
  }

  /**
   * A session not bound yet is bound to the first install it acts as; answers the install it is bound
   * to, which is another when a request as another install bound it first.
   */
  async bindTokenInstall(tokenHash: string, installId: string): Promise<string> {
    const bound = await this.db
      .updateTable("auth_tokens")
      .set({ install_id: installId })
      .where("token_hash", "=", tokenHash)
      .where("install_id", "is", null)
      .returning("install_id")
      .executeTakeFirst();
    if (bound?.install_id) return bound.install_id;
    const row = await this.db.selectFrom("auth_tokens").select("install_id").where("token_hash", "=", tokenHash).executeTakeFirst();
    return row?.install_id ?? installId;
  }

  /**
   * docs/shared-phone.md: the worker's vault key, made (32 random bytes, base64url) when first
   * released; concurrent first releases agree on one.
   */
  async releaseVaultKey(userId: number): Promise<string> {
    const fresh = randomBytes(32).toString("base64url");
    const row = await this.db
      .updateTable("users")
      .set({ vault_key: sql<string>`coalesce(vault_key, ${fresh})` })
      .where("id", "=", userId)
      .returning("vault_key")
      .executeTakeFirstOrThrow();
    return row.vault_key!;
  }

  /**
   * Ends every live session bound to an install, its id in either case (an operator's action),
   * telling every replica as a logout does.
   */
  async revokeInstallSessions(installId: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const revoked = await trx
        .updateTable("auth_tokens")
        .set({ revoked_at: new Date() })
        .where(sql<string>`lower(install_id)`, "=", installId.toLowerCase())
        .where("revoked_at", "is", null)
        .returning("token_hash")
        .execute();
      for (const { token_hash } of revoked) await sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${token_hash})`.execute(trx);
      return revoked.length;
    });
  }

  /** The user of a session token that is neither revoked nor expired, with the moment it expires and its install. */
  findUserByToken(tokenHash: string): Promise<(UserRow & { token_expires_at: Date; token_install_id: string | null; token_console: boolean }) | undefined> {
    return this.db
      .selectFrom("auth_tokens")
      .innerJoin("users", "users.id", "auth_tokens.user_id")
      .selectAll("users")
      .select(["auth_tokens.expires_at as token_expires_at", "auth_tokens.install_id as token_install_id", "auth_tokens.console as token_console"])
      .where("auth_tokens.token_hash", "=", tokenHash)
      .where("auth_tokens.revoked_at", "is", null)
      .where("auth_tokens.expires_at", ">", new Date())
      .where("users.disabled_at", "is", null)
      .executeTakeFirst();
  }

  /** What is left of a token that opens no session, to tell why (auth/session-end.ts); undefined for a token never issued. */
  sessionEndFacts(tokenHash: string): Promise<SessionEndFacts | undefined> {
    return this.db
      .selectFrom("auth_tokens")
      .innerJoin("users", "users.id", "auth_tokens.user_id")
      .leftJoin("app_installs", "app_installs.uuid", "auth_tokens.install_id")
      .select([
        "auth_tokens.created_at",
        "auth_tokens.revoked_at",
        "auth_tokens.expires_at",
        "users.disabled_at",
        "users.password_set_at",
        "app_installs.wipe_order",
        "app_installs.wipe_acknowledged_at",
      ])
      .where("auth_tokens.token_hash", "=", tokenHash)
      .executeTakeFirst();
  }

  /** Of these session token hashes, those still valid (not revoked, not expired). */
  async validTokens(tokenHashes: string[]): Promise<Set<string>> {
    if (tokenHashes.length === 0) return new Set();
    const rows = await this.db
      .selectFrom("auth_tokens")
      .select("token_hash")
      .where("token_hash", "in", tokenHashes)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", new Date())
      .execute();
    return new Set(rows.map((row) => row.token_hash));
  }

  /** Revokes a session token and tells every replica (NOTIFY, sent on commit) to forget it. */
  async revokeToken(tokenHash: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("auth_tokens").set({ revoked_at: new Date() }).where("token_hash", "=", tokenHash).where("revoked_at", "is", null).execute();
      await sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${tokenHash})`.execute(trx);
    });
  }

  /**
   * A password set: every session of the user is revoked (each replica told, as for a logout) and
   * every other outstanding one-time login token used up (docs/SECURITY.md, "Rules, and the test that proves each").
   */
  async revokeEverySession(userId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const revoked = await trx
        .updateTable("auth_tokens")
        // The database's clock, as the password's own moment (password_set_at): a session ended by a password set reads so (auth/session-end.ts).
        .set({ revoked_at: sql<Date>`clock_timestamp()` })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .returning("token_hash")
        .execute();
      for (const { token_hash } of revoked) await sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${token_hash})`.execute(trx);
      await trx.updateTable("login_tokens").set({ used_at: new Date() }).where("user_id", "=", userId).where("used_at", "is", null).execute();
    });
  }

  async insertLoginToken(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.insertInto("login_tokens").values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null }).execute();
  }

  /** Uses up a one-time login token; answers its user, or undefined when it is unknown, used or expired. */
  async consumeLoginToken(tokenHash: string): Promise<UserRow | undefined> {
    const used = await this.db
      .updateTable("login_tokens")
      .set({ used_at: new Date() })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", new Date())
      .returning("user_id")
      .executeTakeFirst();
    if (!used) return undefined;
    return this.db.selectFrom("users").selectAll().where("id", "=", used.user_id).executeTakeFirst();
  }

  async insertPasswordRequest(email: string, userId: number | null): Promise<void> {
    await this.db.insertInto("password_requests").values({ email, user_id: userId, answered_at: null }).execute();
  }

  openPasswordRequests() {
    return this.db.selectFrom("password_requests").selectAll().where("answered_at", "is", null).orderBy("requested_at").execute();
  }

  answerPasswordRequest(id: number) {
    return this.db
      .updateTable("password_requests")
      .set({ answered_at: new Date() })
      .where("id", "=", id)
      .where("answered_at", "is", null)
      .returningAll()
      .executeTakeFirst();
  }
}
