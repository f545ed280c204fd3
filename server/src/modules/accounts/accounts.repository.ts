import { sql, type Kysely } from "kysely";
import type { Database, UserRow } from "../../db/schema.js";

export interface UserQuery {
  application: string | null;
  search: string | null;
  limit: number;
  /** Whether operators of every deployment are listed (only to one of them). */
  withOperatorsOfAll: boolean;
}

/** docs/operator-console.md: accounts as operators list and disable them. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The newest first; the search is a substring of the e-mail or name, matched with no pattern. */
  list(query: UserQuery): Promise<UserRow[]> {
    let select = this.db.selectFrom("users").selectAll();
    if (query.application !== null) select = select.where(sql<string>`lower(application)`, "=", query.application.toLowerCase());
    if (!query.withOperatorsOfAll) select = select.where("role", "!=", "operator-all");
    if (query.search !== null) {
      const wanted = query.search.toLowerCase();
      select = select.where((eb) => eb.or([eb(sql<number>`strpos(lower(email), ${wanted})`, ">", 0), eb(sql<number>`strpos(lower(name), ${wanted})`, ">", 0)]));
    }
    return select.orderBy("id", "desc").limit(query.limit).execute();
  }

  find(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** Marks the account disabled once; answers it, or undefined when it already was. */
  disable(id: number, at: Date): Promise<UserRow | undefined> {
    return this.db.updateTable("users").set({ disabled_at: at }).where("id", "=", id).where("disabled_at", "is", null).returningAll().executeTakeFirst();
  }

  /** Clears the account's disabled mark; answers it, or undefined when it was not disabled. */
  enable(id: number): Promise<UserRow | undefined> {
    return this.db.updateTable("users").set({ disabled_at: null }).where("id", "=", id).where("disabled_at", "is not", null).returningAll().executeTakeFirst();
  }
}
