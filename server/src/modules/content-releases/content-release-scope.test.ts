import { describe, expect, it } from "vitest";
import { useContentReleasesServer } from "../../test-support/content-releases.js";
import { admin, bearer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";

/** Every operation on drafts and releases, by name, as the console sends it for deployment $id. */
const OPERATIONS: Record<string, string> = {
  contentDraft: "query($id: Int!) { contentDraft(applicationId: $id) { baseRelease } }",
  contentReleases: "query($id: Int!) { contentReleases(applicationId: $id) { number } }",
  releaseDiff: "query($id: Int!) { releaseDiff(applicationId: $id, from: 1, to: 1) { where } }",
  exportRelease: "query($id: Int!) { exportRelease(applicationId: $id) }",
  updateDraftSettings: `mutation($id: Int!) { updateDraftSettings(applicationId: $id, settings: { app_title: "Taken", login: false, text2speech: true,
    userLogin: false, languages: [{ id: "1", name: "English", languageCode: "en" }], regions: [], forms: ["DEFAULT"] }) { changed } }`,
  putDraftItem: `mutation($id: Int!) { putDraftItem(applicationId: $id, item: { kind: "translations", key: "HOME", language: "en",
    content: "{\\"identifier\\":\\"HOME\\",\\"translation\\":\\"Taken\\"}" }) { changed } }`,
  removeDraftItem: 'mutation($id: Int!) { removeDraftItem(applicationId: $id, kind: "translations", key: "HOME", language: "en") { changed } }',
  discardDraft: "mutation($id: Int!) { discardDraft(applicationId: $id) { changed } }",
  importRelease: 'mutation($id: Int!) { importRelease(applicationId: $id, file: "{}") { changed } }',
  publishDraft: 'mutation($id: Int!) { publishDraft(applicationId: $id, note: "Taken") { number } }',
  rollbackRelease: "mutation($id: Int!) { rollbackRelease(applicationId: $id, to: 1) { number } }",
  previewDraft: "mutation($id: Int!) { previewDraft(applicationId: $id) { token } }",
};

/** docs/operator-console.md, "Content, drafts and releases": an operator acts on her own deployment's content alone. */
describe.each(databaseKinds)("the scope of content drafts and releases on %s", (kind) => {
  const { gql, ids, db, operator, baseUrl } = useContentReleasesServer(kind);

  it("refuses an operator of MALA every operation on HIAPP, in the words it uses for a deployment that does not exist, and changes nothing", async () => {
    const mala = await operator("MALA");
    const before = await db()
      .selectFrom("content_items")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("application_id", "=", ids.HIAPP)
      .executeTakeFirstOrThrow();
    for (const [name, operation] of Object.entries(OPERATIONS)) {
      const hiapp = await gql(operation, { id: ids.HIAPP }, bearer(mala.token));
      expect(hiapp.data ?? null, name).toBeNull();
      expect(hiapp.errors?.[0], name).toMatchObject({
        message: `${name}: application ${ids.HIAPP} is not a deployment of yours`,
        extensions: { code: "FORBIDDEN" },
      });
      const missing = await gql(operation, { id: 999999 }, bearer(mala.token));
      expect(missing.errors?.[0], name).toMatchObject({
        message: `${name}: application 999999 is not a deployment of yours`,
        extensions: { code: "FORBIDDEN" },
      });
    }
    expect(await db().selectFrom("content_drafts").selectAll().execute()).toEqual([]);
    expect(await db().selectFrom("content_preview_tickets").selectAll().execute()).toEqual([]);
    expect(await db().selectFrom("content_releases").select("number").where("application_id", "=", ids.HIAPP).execute()).toEqual([{ number: 1 }]);
    const after = await db()
      .selectFrom("content_items")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("application_id", "=", ids.HIAPP)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    // Her own deployment she edits.
    const own = await gql<{ putDraftItem: { changed: boolean } }>(OPERATIONS.putDraftItem!, { id: ids.MALA }, bearer(mala.token));
    expect(own.errors).toBeUndefined();
    expect(own.data!.putDraftItem.changed).toBe(true);
  });

  it("lets an operator of every deployment and the ADMIN_TOKEN read HIAPP's draft; the ADMIN_TOKEN learns a missing deployment is missing", async () => {
    const all = await operator("MALA", "OPERATOR_OF_ALL");
    for (const headers of [bearer(all.token), admin]) {
      const draft = await gql<{ contentDraft: { baseRelease: number } }>(OPERATIONS.contentDraft!, { id: ids.HIAPP }, headers);
      expect(draft.errors).toBeUndefined();
      expect(draft.data!.contentDraft.baseRelease).toBe(1);
    }
    const missing = await gql(OPERATIONS.contentDraft!, { id: 999999 }, admin);
    expect(missing.errors?.[0]).toMatchObject({ message: "application 999999 does not exist", extensions: { code: "NOT_FOUND" } });
  });

  it("refuses a worker and an anonymous caller every operation", async () => {
    const worker = await createWorker(baseUrl(), { application: "MALA" });
    for (const headers of [bearer(worker.token), {}]) {
      for (const [name, operation] of Object.entries(OPERATIONS)) {
        const refused = await gql(operation, { id: ids.MALA }, headers);
        expect(refused.errors?.[0], name).toMatchObject({
          message: `only an operator (logged in at /admin, or Authorization: Bearer <ADMIN_TOKEN>) may use ${name}`,
          extensions: { code: "FORBIDDEN" },
        });
      }
    }
    expect(await db().selectFrom("content_drafts").selectAll().execute()).toEqual([]);
  });
});
