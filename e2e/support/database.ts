import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";

/**
 * The e2e server's PostgreSQL, for a describe block that reads what reached the server: connected
 * before its tests and closed after them. Call it in the describe's body.
 */
export function serverDatabase(): pg.Client {
  const db = new pg.Client({ connectionString: inject("databaseUrl") });
  beforeAll(() => db.connect());
  afterAll(() => db.end());
  return db;
}

/**
 * After a test shaped a deployment's content by hand in content_items (the live copy), its latest
 * release is made the same: phones read content from the release they hold (docs/sync-and-api.md,
 * "Content releases"), so an edit to the live copy alone would never reach them. `deployment` is
 * an SQL condition on `applications` naming one deployment, e.g. "host is null".
 */
export async function liveContentIsTheRelease(db: pg.Client, deployment: string): Promise<void> {
  const latest = `(select r.id from content_releases r join applications a on a.id = r.application_id where a.${deployment} order by r.number desc limit 1)`;
  await db.query(`delete from content_release_items where release_id = ${latest}`);
  await db.query(
    `insert into content_release_items (release_id, kind, key, language, content)
     select ${latest}, kind, key, language, content from content_items where application_id = (select id from applications where ${deployment})`,
  );
}
