import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ReportingGrant } from "../../auth/identity.js";
import type { Database } from "../../db/schema.js";

/** Reporting tokens (stored hashed) and each deployment's pseudonym key. */
export class ReportingTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(tokenHash: string, grant: ReportingGrant): Promise<void> {
    await this.db
      .insertInto("reporting_tokens")
      .values({ token_hash: tokenHash, application: grant.application, label: grant.label, identifiable: grant.identifiable })
      .execute();
  }

  async deploymentExists(application: string): Promise<boolean> {
    return (await this.db.selectFrom("applications").select("id").where("app_identifier", "=", application).executeTakeFirst()) !== undefined;
  }

  async findGrant(tokenHash: string): Promise<ReportingGrant | null> {
    const row = await this.db
      .selectFrom("reporting_tokens")
      .select(["application", "identifiable", "label"])
      .where("token_hash", "=", tokenHash)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return row ?? null;
  }

  async revoke(tokenHash: string): Promise<boolean> {
    const result = await this.db
      .updateTable("reporting_tokens")
      .set({ revoked_at: new Date() })
      .where("token_hash", "=", tokenHash)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The deployment's pseudonym key, made once (a random 256-bit secret that never leaves the server). */
  async pseudonymKey(application: string): Promise<string> {
    await this.db
      .insertInto("reporting_pseudonym_keys")
      .values({ application, secret: randomBytes(32).toString("hex") })
      .onConflict((oc) => oc.column("application").doNothing())
      .execute();
    const row = await this.db.selectFrom("reporting_pseudonym_keys").select("secret").where("application", "=", application).executeTakeFirstOrThrow();
    return row.secret;
  }
}
