import type { Insertable, Kysely, Transaction } from "kysely";
import type { ApplicationRow, ContentItemsTable, Database } from "../../db/schema.js";

/** Content rows go in batches of this many, well under PostgreSQL's bind-parameter limit. */
const CONTENT_BATCH = 200;

/** Inserts a deployment's content rows (seeding, and copying content to a new deployment). */
export async function insertContentItems(db: Kysely<Database> | Transaction<Database>, rows: Insertable<ContentItemsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CONTENT_BATCH) await db.insertInto("content_items").values(rows.slice(i, i + CONTENT_BATCH)).execute();
}

/** Deployments and their content store; the only place that queries them. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The deployment of a host, or the default deployment (no host) for any other host. */
  async applicationForHost(host: string): Promise<ApplicationRow | undefined> {
    const exact = await this.db.selectFrom("applications").selectAll().where("host", "=", host.toLowerCase()).executeTakeFirst();
    return exact ?? this.db.selectFrom("applications").selectAll().where("host", "is", null).orderBy("id").executeTakeFirst();
  }

  application(id: number): Promise<ApplicationRow | undefined> {
    return this.db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async content(applicationId: number, kind: string, language: string): Promise<unknown[]> {
    const rows = await this.db
      .selectFrom("content_items")
      .select(["content", "language"])
      .where("application_id", "=", applicationId)
      .where("kind", "=", kind)
      .where("language", "in", [language, ""])
      .orderBy("key")
      .execute();
    return rows.map((r) => r.content);
  }
}
