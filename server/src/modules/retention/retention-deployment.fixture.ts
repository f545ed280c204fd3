import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** A bare deployment row (docs/operating.md, "Retention": the policy lives on it); answers its id. */
export async function insertDeployment(db: Kysely<Database>, app_identifier: string): Promise<number> {
  const row = await db
    .insertInto("applications")
    .values({
      app_identifier,
      host: `${app_identifier.toLowerCase()}.example.org`,
      app_title: app_identifier,
      login: false,
      version: "1",
      metadata: "{}",
      languages: "[]",
      regions: "[]",
      forms: "[]",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
