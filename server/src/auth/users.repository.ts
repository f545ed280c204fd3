import { sql, type Kysely } from "kysely";
import type { Database, NewUser, UserRow } from "../db/schema.js";

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom("users")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", email.toLowerCase())
      .executeTakeFirst();
  }

  insert(user: NewUser): Promise<UserRow> {
    return this.db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
  }

  async insertToken(tokenHash: string, userId: number): Promise<void> {
    await this.db.insertInto("auth_tokens").values({ token_hash: tokenHash, user_id: userId, revoked_at: null }).execute();
  }

  findUserByToken(tokenHash: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom("auth_tokens")
      .innerJoin("users", "users.id", "auth_tokens.user_id")
      .selectAll("users")
      .where("auth_tokens.token_hash", "=", tokenHash)
      .where("auth_tokens.revoked_at", "is", null)
      .executeTakeFirst();
  }
}
