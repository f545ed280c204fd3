import type { Insertable, Kysely, Transaction } from "kysely";
import type { ApplicationRow, ApplicationsTable, ContentItemsTable, Database } from "../../db/schema.js";
import { recordLiveRelease } from "../content-releases/content-releases.repository.js";

/** Content rows go in batches of this many, well under PostgreSQL's bind-parameter limit. */
const CONTENT_BATCH = 200;

/**
 * Inserts a deployment's content rows (seeding, and copying content to a new deployment); with
 * `skipExisting` a row whose item is there already is left out. Answers how many were inserted.
 */
export async function insertContentItems(
  db: Kysely<Database> | Transaction<Database>,
  rows: Insertable<ContentItemsTable>[],
  { skipExisting = false } = {},
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CONTENT_BATCH) {
    const insert = db.insertInto("content_items").values(rows.slice(i, i + CONTENT_BATCH));
    const written = await (skipExisting ? insert.onConflict((c) => c.columns(["application_id", "kind", "key", "language"]).doNothing()) : insert)
      .returning("key")
      .execute();
    inserted += written.length;
  }
  return inserted;
}

type ContentKeyed = { application_id: number; kind: string; key: string; language?: string };

/** The identity of a content item within its deployment. */
export const contentKey = (item: { kind: string; key: string; language?: string }) => JSON.stringify([item.kind, item.key, item.language ?? ""]);

/** Marks content items as seeded into their deployment (docs/decisions/0001-the-workers-language.md: the top-up never adds them again). */
export async function insertContentSeedMarks(db: Kysely<Database> | Transaction<Database>, rows: ContentKeyed[]): Promise<void> {
  const marks = rows.map(({ application_id, kind, key, language }) => ({ application_id, kind, key, language: language ?? "" }));
  for (let i = 0; i < marks.length; i += CONTENT_BATCH) {
    await db
      .insertInto("content_seed_marks")
      .values(marks.slice(i, i + CONTENT_BATCH))
      .onConflict((c) => c.doNothing())
      .execute();
  }
}

/** The items among these that were never seeded into the deployment (no mark). */
export async function unseededContentItems<R extends ContentKeyed>(
  db: Kysely<Database> | Transaction<Database>,
  applicationId: number,
  rows: R[],
): Promise<R[]> {
  const marked = await db.selectFrom("content_seed_marks").select(["kind", "key", "language"]).where("application_id", "=", applicationId).execute();
  const seeded = new Set(marked.map(contentKey));
  return rows.filter((row) => !seeded.has(contentKey(row)));
}

/** Deployments and their content store; the only place that queries them. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The deployment of a host, or the default deployment (no host) for any other host. */
  async applicationForHost(host: string): Promise<ApplicationRow | undefined> {
    const exact = await this.db.selectFrom("applications").selectAll().where("host", "=", host.toLowerCase()).executeTakeFirst();
    return exact ?? this.db.selectFrom("applications").selectAll().where("host", "is", null).orderBy("id").executeTakeFirst();
  }

  /** Every deployment, in the order they were made. */
  applications(): Promise<ApplicationRow[]> {
    return this.db.selectFrom("applications").selectAll().orderBy("id").execute();
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

  /** Runs `work` in one transaction, with a repository whose queries all belong to it. */
  inTransaction<T>(work: (repository: ContentRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new ContentRepository(trx)));
  }

  async applicationIdForExactHost(host: string): Promise<number | undefined> {
    return (await this.db.selectFrom("applications").select("id").where("host", "=", host).executeTakeFirst())?.id;
  }

  async applicationExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom("applications").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  }

  /** The first deployment of an app (HIAPP, MALA, default), whose content a new one copies by default. */
  async firstApplicationIdOf(appIdentifier: string): Promise<number | undefined> {
    return (await this.db.selectFrom("applications").select("id").where("app_identifier", "=", appIdentifier).orderBy("id").executeTakeFirst())?.id;
  }

  insertApplication(values: Insertable<ApplicationsTable>): Promise<ApplicationRow> {
    return this.db.insertInto("applications").values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** The deployment's live content as its release 1 (docs/operator-console.md, "Content, drafts and releases"). */
  async recordFirstRelease(applicationId: number): Promise<void> {
    await recordLiveRelease(this.db, applicationId, "First release", "seed");
  }

  /** Copies every content row of one deployment to another. */
  async copyContent(fromApplicationId: number, toApplicationId: number): Promise<void> {
    const items = await this.db
      .selectFrom("content_items")
      .select(["kind", "key", "language", "content"])
      .where("application_id", "=", fromApplicationId)
      .execute();
    await insertContentItems(
      this.db,
      items.map((item) => ({ ...item, application_id: toApplicationId, content: JSON.stringify(item.content) })),
    );
  }
}
