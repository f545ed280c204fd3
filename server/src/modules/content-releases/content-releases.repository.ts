import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { ContentReleasesTable, Database } from "../../db/schema.js";
import type { ReleaseItem } from "./release-content.js";

type Db = Kysely<Database> | Transaction<Database>;
export type ReleaseRow = Selectable<ContentReleasesTable>;

/** Items go in batches of this many, well under PostgreSQL's bind-parameter limit. */
const ITEM_BATCH = 200;

/** A content query's filter: one kind, and items of one language with those of every language (""). */
export interface ItemFilter {
  kind?: string | null;
  language?: string | null;
  /** With `language`: the items of every language ("") come too (the phone's content queries). */
  withEveryLanguage?: boolean;
}

/** The live settings of a deployment as a release stores them (docs/operator-console.md, "Content, drafts and releases"). */
const liveSettings = sql`jsonb_build_object('app_title', a.app_title, 'login', a.login, 'metadata', a.metadata,
  'languages', a.languages, 'regions', a.regions, 'forms', a.forms)`;

/**
 * Snapshots a deployment's live content (content_items and its settings) as its next release and sets
 * content_version to that release's number: the seed's release 1, and a release of content a start
 * shipped (topUpSeedContent). Answers the release's number.
 */
export async function recordLiveRelease(db: Db, applicationId: number, note: string, publishedBy: string): Promise<number> {
  const { rows } = await sql<{ id: number; number: number }>`insert into content_releases (application_id, number, note, published_by, settings)
    select a.id, coalesce((select max(number) from content_releases where application_id = a.id), 0) + 1, ${note}, ${publishedBy}, ${liveSettings}
    from applications a where a.id = ${applicationId} returning id, number`.execute(db);
  const release = rows[0];
  if (!release) throw new Error(`application ${applicationId} does not exist`);
  await sql`insert into content_release_items (release_id, kind, key, language, content)
    select ${release.id}, kind, key, language, content from content_items where application_id = ${applicationId}`.execute(db);
  await db.updateTable("applications").set({ content_version: release.number }).where("id", "=", applicationId).execute();
  return release.number;
}

/** Gives every deployment without a release its release 1 from its live content (an upgraded database, a deployment made by hand). */
export async function recordFirstReleases(db: Db): Promise<number> {
  const { rows: bare } = await sql<{ id: number }>`select a.id from applications a
    where not exists (select 1 from content_releases r where r.application_id = a.id) order by a.id`.execute(db);
  for (const { id } of bare) await recordLiveRelease(db, id, "First release", "seed");
  return bare.length;
}

/** Drafts, releases and preview tickets of deployments (docs/operator-console.md, "Content, drafts and releases"); the only place that queries them. */
export class ContentReleasesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository whose queries all belong to it. */
  inTransaction<T>(work: (repository: ContentReleasesRepository) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new ContentReleasesRepository(trx)));
  }

  deployment(applicationId: number) {
    return this.db.selectFrom("applications").select(["id", "app_identifier", "version"]).where("id", "=", applicationId).executeTakeFirst();
  }

  /** Holds the deployment's row to the end of the transaction: publishes and rollbacks of one deployment go one at a time. */
  async lockDeployment(applicationId: number): Promise<void> {
    await this.db.selectFrom("applications").select("id").where("id", "=", applicationId).forUpdate().execute();
  }

  /** The latest release; a deployment without one first gets its release 1 from its live content. */
  async latestRelease(applicationId: number): Promise<ReleaseRow> {
    const latest = await this.db
      .selectFrom("content_releases")
      .selectAll()
      .where("application_id", "=", applicationId)
      .orderBy("number", "desc")
      .limit(1)
      .executeTakeFirst();
    if (latest) return latest;
    await recordLiveRelease(this.db, applicationId, "First release", "seed");
    return this.latestRelease(applicationId);
  }

  release(applicationId: number, number: number): Promise<ReleaseRow | undefined> {
    return this.db.selectFrom("content_releases").selectAll().where("application_id", "=", applicationId).where("number", "=", number).executeTakeFirst();
  }

  /** Newest first. */
  releases(applicationId: number): Promise<ReleaseRow[]> {
    return this.db.selectFrom("content_releases").selectAll().where("application_id", "=", applicationId).orderBy("number", "desc").execute();
  }

  async releaseItems(releaseId: number, filter: ItemFilter = {}): Promise<ReleaseItem[]> {
    let query = this.db.selectFrom("content_release_items").select(["kind", "key", "language", "content"]).where("release_id", "=", releaseId);
    if (filter.kind != null) query = query.where("kind", "=", filter.kind);
    if (filter.language != null) query = query.where("language", "in", filter.withEveryLanguage ? [filter.language, ""] : [filter.language]);
    return query.orderBy("kind").orderBy("key").orderBy("language").execute();
  }

  /** A new release numbered after the latest; `items` or, when absent, the draft's items go in it. */
  async insertRelease(values: {
    application_id: number;
    number: number;
    note: string;
    published_by: string;
    rolled_back_to: number | null;
    settings: unknown;
  }): Promise<ReleaseRow> {
    return this.db
      .insertInto("content_releases")
      .values({ ...values, settings: JSON.stringify(values.settings) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async copyDraftItemsToRelease(applicationId: number, releaseId: number): Promise<void> {
    await sql`insert into content_release_items (release_id, kind, key, language, content)
      select ${releaseId}, kind, key, language, content from content_draft_items where application_id = ${applicationId}`.execute(this.db);
  }

  async copyReleaseItems(fromReleaseId: number, toReleaseId: number): Promise<void> {
    await sql`insert into content_release_items (release_id, kind, key, language, content)
      select ${toReleaseId}, kind, key, language, content from content_release_items where release_id = ${fromReleaseId}`.execute(this.db);
  }

  /** Makes a release the live copy: its items replace content_items, its settings the applications row's; content_version is its number. */
  async makeLive(release: ReleaseRow): Promise<void> {
    await this.db.deleteFrom("content_items").where("application_id", "=", release.application_id).execute();
    await sql`insert into content_items (application_id, kind, key, language, content)
      select ${release.application_id}, kind, key, language, content from content_release_items where release_id = ${release.id}`.execute(this.db);
    await sql`update applications a set app_title = r.settings->>'app_title', login = (r.settings->>'login')::boolean,
      metadata = r.settings->'metadata', languages = r.settings->'languages', regions = r.settings->'regions', forms = r.settings->'forms',
      content_version = r.number
      from content_releases r where r.id = ${release.id} and a.id = r.application_id`.execute(this.db);
  }

  /** The live items of a deployment, as content_items holds them. */
  liveItems(applicationId: number): Promise<ReleaseItem[]> {
    return this.db
      .selectFrom("content_items")
      .select(["kind", "key", "language", "content"])
      .where("application_id", "=", applicationId)
      .orderBy("kind")
      .orderBy("key")
      .orderBy("language")
      .execute();
  }

  draft(applicationId: number) {
    return this.db.selectFrom("content_drafts").selectAll().where("application_id", "=", applicationId).executeTakeFirst();
  }

  async draftItems(applicationId: number, filter: ItemFilter = {}): Promise<ReleaseItem[]> {
    let query = this.db.selectFrom("content_draft_items").select(["kind", "key", "language", "content"]).where("application_id", "=", applicationId);
    if (filter.kind != null) query = query.where("kind", "=", filter.kind);
    if (filter.language != null) query = query.where("language", "in", filter.withEveryLanguage ? [filter.language, ""] : [filter.language]);
    return query.orderBy("kind").orderBy("key").orderBy("language").execute();
  }

  /** A draft equal to a release: its settings and a copy of its items. */
  async createDraftFrom(release: ReleaseRow, settings: unknown, updatedBy: string): Promise<void> {
    await this.db
      .insertInto("content_drafts")
      .values({ application_id: release.application_id, base_release: release.number, settings: JSON.stringify(settings), updated_by: updatedBy })
      .execute();
    await sql`insert into content_draft_items (application_id, kind, key, language, content)
      select ${release.application_id}, kind, key, language, content from content_release_items where release_id = ${release.id}`.execute(this.db);
  }

  async touchDraft(applicationId: number, updatedBy: string, settings?: unknown): Promise<void> {
    await this.db
      .updateTable("content_drafts")
      .set({ updated_by: updatedBy, updated_at: new Date(), ...(settings === undefined ? {} : { settings: JSON.stringify(settings) }) })
      .where("application_id", "=", applicationId)
      .execute();
  }

  async putDraftItem(applicationId: number, item: ReleaseItem): Promise<void> {
    const row = { application_id: applicationId, kind: item.kind, key: item.key, language: item.language, content: JSON.stringify(item.content) };
    await this.db
      .insertInto("content_draft_items")
      .values(row)
      .onConflict((c) => c.columns(["application_id", "kind", "key", "language"]).doUpdateSet({ content: row.content }))
      .execute();
  }

  /** Whether the item was there. */
  async removeDraftItem(applicationId: number, item: { kind: string; key: string; language: string }): Promise<boolean> {
    const removed = await this.db
      .deleteFrom("content_draft_items")
      .where("application_id", "=", applicationId)
      .where("kind", "=", item.kind)
      .where("key", "=", item.key)
      .where("language", "=", item.language)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  async replaceDraftItems(applicationId: number, items: ReleaseItem[]): Promise<void> {
    await this.db.deleteFrom("content_draft_items").where("application_id", "=", applicationId).execute();
    const rows = items.map((item) => ({
      application_id: applicationId,
      kind: item.kind,
      key: item.key,
      language: item.language,
      content: JSON.stringify(item.content),
    }));
    for (let i = 0; i < rows.length; i += ITEM_BATCH)
      await this.db
        .insertInto("content_draft_items")
        .values(rows.slice(i, i + ITEM_BATCH))
        .execute();
  }

  async deleteDraft(applicationId: number): Promise<void> {
    await this.db.deleteFrom("content_drafts").where("application_id", "=", applicationId).execute();
  }

  /** Whether the draft differs from the release (`settings`: the release's, as the draft spells them): its settings, or any item added, removed or changed. */
  async draftDiffers(applicationId: number, release: ReleaseRow, settings: unknown): Promise<boolean> {
    const { rows } = await sql<{ differs: boolean }>`select
      (select settings from content_drafts where application_id = ${applicationId}) is distinct from ${JSON.stringify(settings)}::jsonb
      or exists (select 1 from content_draft_items d where d.application_id = ${applicationId} and not exists (
        select 1 from content_release_items r where r.release_id = ${release.id} and r.kind = d.kind and r.key = d.key and r.language = d.language and r.content = d.content))
      or exists (select 1 from content_release_items r where r.release_id = ${release.id} and not exists (
        select 1 from content_draft_items d where d.application_id = ${applicationId} and r.kind = d.kind and r.key = d.key and r.language = d.language))
      as differs`.execute(this.db);
    return rows[0]?.differs ?? false;
  }

  async insertPreviewTicket(values: { token_hash: string; application_id: number; minted_by: string; expires_at: Date }): Promise<void> {
    await this.db.deleteFrom("content_preview_tickets").where("expires_at", "<", new Date()).execute();
    await this.db.insertInto("content_preview_tickets").values(values).execute();
  }

  /** The deployment whose draft an unexpired ticket reads, or undefined. */
  async previewTicket(tokenHash: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom("content_preview_tickets")
      .select("application_id")
      .where("token_hash", "=", tokenHash)
      .where("expires_at", ">", new Date())
      .executeTakeFirst();
    return row?.application_id;
  }
}
