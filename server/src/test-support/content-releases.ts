import { sql, type Kysely } from "kysely";
import { beforeEach, expect } from "vitest";
import type { Database } from "../db/schema.js";
import { seedDeploymentsIfEmpty } from "../modules/content/seed.js";
import { useOperatorConsoleServer } from "./operator-console.js";
import type { DatabaseKind } from "./test-database.js";

/**
 * What the server tests of content drafts and releases share (docs/operator-console.md, "Content,
 * drafts and releases"): the operator console's server on the seeded deployments, their ids by
 * app_identifier, and the operations as the console sends them.
 */
export const DRAFT = `query($id: Int!) { contentDraft(applicationId: $id) { applicationId baseRelease changed updatedBy
  settings { app_title languages { languageCode } } problems { where message } } }`;
export const PUT = `mutation($id: Int!, $item: ContentItemInput!) { putDraftItem(applicationId: $id, item: $item) { baseRelease changed updatedBy
  items(kind: "translations", language: "en") { key content } } }`;
export const PUBLISH =
  "mutation($id: Int!, $note: String!) { publishDraft(applicationId: $id, note: $note) { applicationId number note publishedBy rolledBackTo } }";
export const ROLLBACK =
  "mutation($id: Int!, $to: Int!, $note: String) { rollbackRelease(applicationId: $id, to: $to, note: $note) { number note publishedBy rolledBackTo } }";
export const RELEASES = "query($id: Int!) { contentReleases(applicationId: $id) { number note publishedBy rolledBackTo } }";
export const SETTINGS =
  "mutation($id: Int!, $s: DeploymentSettingsInput!) { updateDraftSettings(applicationId: $id, settings: $s) { changed problems { where message } } }";

/** A translation item as putDraftItem takes it. */
export const translation = (key: string, language: string, text: string) => ({
  kind: "translations",
  key,
  language,
  content: JSON.stringify({ identifier: key, translation: text }),
});

/** For every deployment: its live items and settings differ from its latest release's in nothing. */
export async function expectLiveIsLatestRelease(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ application_id: number; differences: number; settings_differ: boolean }>`
    with latest as (select distinct on (application_id) id, application_id, number, settings from content_releases order by application_id, number desc),
    live as (select i.application_id, i.kind, i.key, i.language, i.content from content_items i),
    stored as (select l.application_id, r.kind, r.key, r.language, r.content from content_release_items r join latest l on l.id = r.release_id)
    select a.id as application_id,
      (select count(*)::int from ((select * from live where application_id = a.id except select * from stored where application_id = a.id)
        union all (select * from stored where application_id = a.id except select * from live where application_id = a.id)) d) as differences,
      (l.number is distinct from a.content_version or l.settings->'languages' is distinct from a.languages or l.settings->>'app_title' is distinct from a.app_title) as settings_differ
    from applications a left join latest l on l.application_id = a.id order by a.id`.execute(db);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect(row, `application ${row.application_id}`).toEqual({ application_id: row.application_id, differences: 0, settings_differ: false });
}

/** The console's server on the three seeded deployments (HIAPP, MALA, default), each with its release 1. */
export function useContentReleasesServer(kind: DatabaseKind) {
  const server = useOperatorConsoleServer(kind);
  const ids = { HIAPP: 0, MALA: 0, default: 0 };
  beforeEach(async () => {
    const db = server.database.handle.db;
    await seedDeploymentsIfEmpty(db);
    for (const row of await db.selectFrom("applications").select(["id", "app_identifier"]).execute()) ids[row.app_identifier as keyof typeof ids] = row.id;
  });
  return { ...server, ids, db: () => server.database.handle.db };
}
