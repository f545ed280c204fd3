import { beforeEach, describe, expect, it } from "vitest";
import { admin, bearer, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";

const DRAFT = `query($id: Int!) { contentDraft(applicationId: $id) { applicationId baseRelease changed updatedBy settings { app_title languages { languageCode } }
  problems { where message } } }`;
const PUT = `mutation($id: Int!, $item: ContentItemInput!) { putDraftItem(applicationId: $id, item: $item) { baseRelease changed updatedBy
  items(kind: "translations", language: "en") { key content } } }`;
const PUBLISH = "mutation($id: Int!, $note: String!) { publishDraft(applicationId: $id, note: $note) { applicationId number note publishedBy rolledBackTo } }";
const RELEASES = "query($id: Int!) { contentReleases(applicationId: $id) { number note publishedBy rolledBackTo } }";

describe.each(databaseKinds)("content drafts and releases on %s", (kind) => {
  const { database, gql } = useOperatorConsoleServer(kind);
  const ids: Record<string, number> = {};

  beforeEach(async () => {
    const db = database.handle.db;
    await seedDeploymentsIfEmpty(db);
    for (const row of await db.selectFrom("applications").select(["id", "app_identifier"]).execute()) ids[row.app_identifier] = row.id;
  });

  it("edits MALA's draft and publishes it as release 2, the live content with it", async () => {
    const before = await gql<{ contentDraft: { baseRelease: number; changed: boolean; problems: unknown[] } }>(DRAFT, { id: ids.MALA }, admin);
    expect(before.errors).toBeUndefined();
    expect(before.data!.contentDraft).toMatchObject({ baseRelease: 1, changed: false, problems: [] });
    const item = { kind: "translations", key: "HOME", language: "en", content: JSON.stringify({ identifier: "HOME", translation: "Start" }) };
    const put = await gql<{ putDraftItem: { changed: boolean; updatedBy: string; items: { key: string; content: string }[] } }>(
      PUT,
      { id: ids.MALA, item },
      admin,
    );
    expect(put.errors).toBeUndefined();
    expect(put.data!.putDraftItem).toMatchObject({ changed: true, updatedBy: "ADMIN_TOKEN" });
    expect(put.data!.putDraftItem.items.find((i) => i.key === "HOME")).toEqual({
      key: "HOME",
      content: JSON.stringify({ identifier: "HOME", translation: "Start" }),
    });
    const published = await gql(PUBLISH, { id: ids.MALA, note: "Home says Start" }, admin);
    expect(published.errors).toBeUndefined();
    expect(published.data).toEqual({
      publishDraft: { applicationId: ids.MALA, number: 2, note: "Home says Start", publishedBy: "ADMIN_TOKEN", rolledBackTo: null },
    });
    const live = await gql<{ translations: { identifier: string; translation: string }[] }>(
      'query($id: Int!) { translations(applicationId: $id, language: "en") { identifier translation } }',
      { id: ids.MALA },
    );
    expect(live.data!.translations.find((t) => t.identifier === "HOME")).toEqual({ identifier: "HOME", translation: "Start" });
    const releases = await gql(RELEASES, { id: ids.MALA }, admin);
    expect(releases.data).toEqual({
      contentReleases: [
        { number: 2, note: "Home says Start", publishedBy: "ADMIN_TOKEN", rolledBackTo: null },
        { number: 1, note: "First release", publishedBy: "seed", rolledBackTo: null },
      ],
    });
    void bearer;
  });
});
