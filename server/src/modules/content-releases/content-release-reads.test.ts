import { createHash } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { down as dropReleases, up as addReleases } from "../../db/migrations/2026_12_05_2300_content_releases.js";
import { expectLiveIsLatestRelease, PUBLISH, PUT, SETTINGS, translation, useContentReleasesServer } from "../../test-support/content-releases.js";
import { admin, bearer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { topUpSeedContent } from "../content/seed.js";
import { SEED_DEPLOYMENTS } from "../content/seed/deployments.js";

const HOME = 'query($id: Int!, $release: Int) { translations(applicationId: $id, language: "en", release: $release) { identifier translation } }';
const APP = 'query($release: Int) { application(host: "mala.localhost", release: $release) { id app_title contentVersion } }';
type Translations = { translations: { identifier: string; translation: string }[] };
const home = (answer: { data?: Translations }) => answer.data?.translations.find((t) => t.identifier === "HOME")?.translation;
const PREVIEW = "mutation($id: Int!, $language: String) { previewDraft(applicationId: $id, language: $language) { token expiresAt url } }";

const malaSettings = (title: string) => ({
  app_title: title,
  login: false,
  text2speech: true,
  userLogin: false,
  introText: null,
  languages: [
    { id: "1", name: "English", languageCode: "en" },
    { id: "2", name: "Chichewa", languageCode: "ny" },
  ],
  regions: [],
  forms: ["DEFAULT", "MILESTONE"],
});

/** docs/sync-and-api.md, "Content releases": content answered from a release or, for a preview ticket, from the draft; every deployment has its release 1. */
describe.each(databaseKinds)("reading content releases and previews on %s", (kind) => {
  const { gql, ids, db, operator } = useContentReleasesServer(kind);

  it("answers release 1 to a query with release: 1 after release 2 was published, and the live copy without it", async () => {
    const first = home(await gql<Translations>(HOME, { id: ids.MALA }));
    const firstTitle = (await gql<{ application: { app_title: string } }>(APP, {})).data!.application.app_title;
    await gql(PUT, { id: ids.MALA, item: translation("HOME", "en", "Start") }, admin);
    expect((await gql(SETTINGS, { id: ids.MALA, s: malaSettings("Stepwise Two") }, admin)).errors).toBeUndefined();
    expect((await gql(PUBLISH, { id: ids.MALA, note: "Two" }, admin)).errors).toBeUndefined();

    expect(home(await gql<Translations>(HOME, { id: ids.MALA, release: 1 }))).toBe(first);
    expect(home(await gql<Translations>(HOME, { id: ids.MALA, release: 2 }))).toBe("Start");
    expect(home(await gql<Translations>(HOME, { id: ids.MALA }))).toBe("Start");
    expect((await gql(APP, { release: 1 })).data).toEqual({ application: { id: ids.MALA, app_title: firstTitle, contentVersion: 1 } });
    expect((await gql(APP, { release: 2 })).data).toEqual({ application: { id: ids.MALA, app_title: "Stepwise Two", contentVersion: 2 } });
    expect((await gql(APP, {})).data).toEqual({ application: { id: ids.MALA, app_title: "Stepwise Two", contentVersion: 2 } });
    // Every content query takes the argument; a release the deployment lacks is not found.
    for (const query of ["pages", "forms", "formArticles"]) {
      const answer = await gql(`query($id: Int!) { ${query}(applicationId: $id, release: 1) { __typename } }`, { id: ids.MALA });
      expect(answer.errors, query).toBeUndefined();
    }
    for (const query of ["categories", "articles", "genericClients", "milestoneChecklists", "hiappForm"]) {
      const answer = await gql(`query($id: Int!) { ${query}(applicationId: $id, language: "en", release: 2) { __typename } }`, { id: ids.MALA });
      expect(answer.errors, query).toBeUndefined();
    }
    const missing = await gql(HOME, { id: ids.MALA, release: 3 });
    expect(missing.errors?.[0]).toMatchObject({ message: `release: application ${ids.MALA} has no release 3`, extensions: { code: "NOT_FOUND" } });
  });

  it("answers the draft to a request with a preview ticket, for 30 minutes and for its deployment only", async () => {
    const mala = await operator("MALA");
    await gql(PUT, { id: ids.MALA, item: translation("HOME", "en", "Draft home") }, bearer(mala.token));
    await gql(SETTINGS, { id: ids.MALA, s: malaSettings("Draft title") }, bearer(mala.token));
    const minted = await gql<{ previewDraft: { token: string; expiresAt: string; url: string } }>(
      PREVIEW,
      { id: ids.MALA, language: "ny" },
      bearer(mala.token),
    );
    expect(minted.errors).toBeUndefined();
    const { token, expiresAt, url } = minted.data!.previewDraft;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(url).toBe(`/?preview=${token}&lang=ny`);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // Stored hashed only.
    const stored = await db().selectFrom("content_preview_tickets").select(["token_hash", "application_id", "minted_by"]).execute();
    expect(stored).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex"), application_id: ids.MALA, minted_by: mala.email }]);

    const preview = { "x-content-preview": token };
    expect(home(await gql<Translations>(HOME, { id: ids.MALA }, preview))).toBe("Draft home");
    expect(home(await gql<Translations>(HOME, { id: ids.MALA }))).not.toBe("Draft home");
    expect((await gql(APP, {}, preview)).data).toEqual({ application: { id: ids.MALA, app_title: "Draft title", contentVersion: 2 } });
    const other = await gql(HOME, { id: ids.HIAPP }, preview);
    expect(other.errors?.[0]).toMatchObject({
      message: `this preview shows application ${ids.MALA}'s draft, not application ${ids.HIAPP}'s`,
      extensions: { code: "FORBIDDEN" },
    });
    // The default language is the draft's first.
    const plain = await gql<{ previewDraft: { url: string } }>(PREVIEW, { id: ids.MALA }, admin);
    expect(plain.data!.previewDraft.url).toMatch(/&lang=en$/);

    await db()
      .updateTable("content_preview_tickets")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", stored[0]!.token_hash)
      .execute();
    for (const headers of [preview, { "x-content-preview": "not-a-ticket" }]) {
      for (const query of [HOME, APP]) {
        const ended = await gql(query, { id: ids.MALA }, headers);
        expect(ended.errors?.[0]).toMatchObject({ message: "this preview has ended: open it again from the console", extensions: { code: "UNAUTHENTICATED" } });
      }
    }
  });

  it("seeds every deployment with its release 1, the live content, and a new deployment copies its content as release 1", async () => {
    const releases = await db()
      .selectFrom("content_releases")
      .select(["application_id", "number", "note", "published_by", "rolled_back_to"])
      .orderBy("application_id")
      .execute();
    expect(releases).toEqual(
      [ids.HIAPP, ids.MALA, ids.default]
        .sort((a, b) => a - b)
        .map((id) => ({ application_id: id, number: 1, note: "First release", published_by: "seed", rolled_back_to: null })),
    );
    const items = await db()
      .selectFrom("content_release_items")
      .select(({ fn }) => fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(items.n)).toBe(SEED_DEPLOYMENTS.reduce((sum, deployment) => sum + deployment.content.length, 0));
    await expectLiveIsLatestRelease(db());

    const input = {
      app_identifier: "MALA",
      host: "clinic.example.org",
      app_title: "Clinic",
      login: false,
      version: "2.05.0",
      metadata: { text2speech: true, userLogin: false },
      languages: [{ id: "1", name: "English", languageCode: "en" }],
      regions: [],
      forms: ["DEFAULT"],
    };
    const made = await gql<{ createDeployment: { id: number; contentVersion: number } }>(
      "mutation($input: CreateDeploymentInput!) { createDeployment(input: $input) { id contentVersion } }",
      { input },
      admin,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.createDeployment.contentVersion).toBe(1);
    const release = await gql(
      "query($id: Int!) { contentReleases(applicationId: $id) { number note publishedBy } }",
      { id: made.data!.createDeployment.id },
      admin,
    );
    expect(release.data).toEqual({ contentReleases: [{ number: 1, note: "First release", publishedBy: "seed" }] });
    await expectLiveIsLatestRelease(db());
  });

  it("gives every deployment of a database from before releases its release 1 (the migration), and a top-up that adds content its next release", async () => {
    const handle = db();
    // The database as it was before the migration: the same deployments and content, no release tables.
    await dropReleases(handle);
    try {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_tables where tablename = 'content_releases'`.execute(handle);
      expect(rows).toEqual([{ n: 0 }]);
      await handle.updateTable("applications").set({ content_version: 7 }).execute();
    } finally {
      await addReleases(handle);
    }
    const releases = await handle
      .selectFrom("content_releases")
      .select(["application_id", "number", "note", "published_by"])
      .orderBy("application_id")
      .execute();
    expect(releases.map((r) => r.number)).toEqual([1, 1, 1]);
    expect(new Set(releases.map((r) => `${r.note} by ${r.published_by}`))).toEqual(new Set(["First release by seed"]));
    await expectLiveIsLatestRelease(handle);

    // A shipped item the database lacks: the top-up adds it as MALA's release 2.
    const shipped = SEED_DEPLOYMENTS.find((d) => d.app_identifier === "MALA")!;
    const item = shipped.content[0]!;
    await handle
      .deleteFrom("content_items")
      .where("application_id", "=", ids.MALA)
      .where("kind", "=", item.kind)
      .where("key", "=", item.key)
      .where("language", "=", item.language)
      .execute();
    await handle.deleteFrom("content_seed_marks").where("application_id", "=", ids.MALA).where("kind", "=", item.kind).where("key", "=", item.key).execute();
    // The live copy as a release: a start before releases would have had it so.
    await dropReleases(handle);
    await addReleases(handle);
    expect(await topUpSeedContent(handle)).toBeGreaterThan(0);
    // Read from the database: this test makes no request (a socket kept alive from the last test may be gone after its slow steps).
    const malaReleases = () =>
      handle
        .selectFrom("content_releases")
        .select(["number", "note", "published_by"])
        .where("application_id", "=", ids.MALA)
        .orderBy("number", "desc")
        .execute();
    expect(await malaReleases()).toEqual([
      { number: 2, note: `Content shipped with version ${shipped.version}`, published_by: "seed" },
      { number: 1, note: "First release", published_by: "seed" },
    ]);
    await expectLiveIsLatestRelease(handle);
    expect(await topUpSeedContent(handle)).toBe(0);
    expect(await malaReleases()).toHaveLength(2);
  });
});
