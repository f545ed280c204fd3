import { describe, expect, it } from "vitest";
import {
  DRAFT,
  expectLiveIsLatestRelease,
  PUBLISH,
  PUT,
  RELEASES,
  ROLLBACK,
  SETTINGS,
  translation,
  useContentReleasesServer,
} from "../../test-support/content-releases.js";
import { admin, AUDIT, type AuditAnswer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";

const HOME_EN = 'query($id: Int!) { translations(applicationId: $id, language: "en") { identifier translation } }';
type Translations = { translations: { identifier: string; translation: string }[] };
const home = (answer: { data?: Translations }) => answer.data!.translations.find((t) => t.identifier === "HOME")?.translation;

/** docs/operator-console.md, "Content, drafts and releases": the draft, publishing, rollback, the diff and the release file. */
describe.each(databaseKinds)("content drafts and releases on %s", (kind) => {
  const { gql, ids, db, operator } = useContentReleasesServer(kind);

  it("edits MALA's draft and publishes it as release 2: the live content and settings with it, content_version 2, audited", async () => {
    const before = await gql<{ contentDraft: object }>(DRAFT, { id: ids.MALA }, admin);
    expect(before.errors).toBeUndefined();
    expect(before.data!.contentDraft).toMatchObject({ applicationId: ids.MALA, baseRelease: 1, changed: false, updatedBy: null, problems: [] });
    const liveHome = home(await gql<Translations>(HOME_EN, { id: ids.MALA }));

    const mala = await operator("MALA");
    const put = await gql<{ putDraftItem: { changed: boolean; updatedBy: string; items: { key: string; content: string }[] } }>(
      PUT,
      { id: ids.MALA, item: translation("HOME", "en", "Start") },
      { authorization: `Bearer ${mala.token}` },
    );
    expect(put.errors).toBeUndefined();
    expect(put.data!.putDraftItem).toMatchObject({ changed: true, updatedBy: mala.email });
    expect(put.data!.putDraftItem.items.find((i) => i.key === "HOME")).toEqual({
      key: "HOME",
      content: JSON.stringify({ identifier: "HOME", translation: "Start" }),
    });
    // Not live until published.
    expect(home(await gql<Translations>(HOME_EN, { id: ids.MALA }))).toBe(liveHome);

    const published = await gql(PUBLISH, { id: ids.MALA, note: "  Home says Start " }, { authorization: `Bearer ${mala.token}` });
    expect(published.errors).toBeUndefined();
    expect(published.data).toEqual({
      publishDraft: { applicationId: ids.MALA, number: 2, note: "Home says Start", publishedBy: mala.email, rolledBackTo: null },
    });
    expect(home(await gql<Translations>(HOME_EN, { id: ids.MALA }))).toBe("Start");
    const app = await gql<{ application: { contentVersion: number } }>('{ application(host: "mala.localhost") { contentVersion } }', {});
    expect(app.data!.application.contentVersion).toBe(2);
    expect((await gql(RELEASES, { id: ids.MALA }, admin)).data).toEqual({
      contentReleases: [
        { number: 2, note: "Home says Start", publishedBy: mala.email, rolledBackTo: null },
        { number: 1, note: "First release", publishedBy: "seed", rolledBackTo: null },
      ],
    });
    // The draft is gone: the latest release is the draft again.
    expect((await gql<{ contentDraft: object }>(DRAFT, { id: ids.MALA }, admin)).data!.contentDraft).toMatchObject({
      baseRelease: 2,
      changed: false,
      updatedBy: null,
    });
    const audit = await gql<AuditAnswer>(AUDIT, { f: { action: "content.published" } }, admin);
    expect(audit.data!.auditEvents).toEqual([
      {
        actorKind: "operator",
        actor: mala.email,
        action: "content.published",
        application: "MALA",
        target: "release 2",
        detail: "Home says Start",
        address: "127.0.0.1",
      },
    ]);
    await expectLiveIsLatestRelease(db());
  });

  it("refuses to publish a draft that changes nothing, and one with problems naming each; discard brings the latest release back", async () => {
    expect((await gql(PUBLISH, { id: ids.MALA, note: "nothing" }, admin)).errors?.[0]).toMatchObject({
      message: "the draft changes nothing",
      extensions: { code: "BAD_USER_INPUT" },
    });
    // A draft edited back to what the release holds changes nothing either.
    const original = await gql<{ contentDraft: { items: { content: string }[] } }>(
      'query($id: Int!) { contentDraft(applicationId: $id) { items(kind: "translations", language: "en") { key content } } }',
      { id: ids.MALA },
      admin,
    );
    const first = original.data!.contentDraft.items[0] as { key: string; content: string };
    expect((await gql(PUT, { id: ids.MALA, item: translation(first.key, "en", "changed") }, admin)).errors).toBeUndefined();
    expect(
      (await gql(PUT, { id: ids.MALA, item: { kind: "translations", key: first.key, language: "en", content: first.content } }, admin)).errors,
    ).toBeUndefined();
    expect((await gql(PUBLISH, { id: ids.MALA, note: "back" }, admin)).errors?.[0]?.message).toBe("the draft changes nothing");

    const settings = {
      app_title: "Stepwise Malawi",
      login: false,
      text2speech: true,
      userLogin: false,
      introText: null,
      languages: [
        { id: "1", name: "English", languageCode: "en" },
        { id: "2", name: "Chichewa", languageCode: "ny" },
      ],
      regions: [{ id: "9", name: " ", countryID: 1 }],
      forms: ["DEFAULT", "NOPE"],
    };
    const edited = await gql<{ updateDraftSettings: { changed: boolean; problems: { where: string; message: string }[] } }>(
      SETTINGS,
      { id: ids.MALA, s: settings },
      admin,
    );
    expect(edited.errors).toBeUndefined();
    const problems = [
      { where: "Settings · region 9", message: "the region has no name" },
      { where: "Settings · form type NOPE", message: "a form type is one of DEFAULT, MILESTONE, HI" },
    ];
    expect(edited.data!.updateDraftSettings).toEqual({ changed: true, problems });
    const refused = await gql(PUBLISH, { id: ids.MALA, note: "broken" }, admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: `the draft cannot be published while it has problems: ${problems.map((p) => `${p.where}: ${p.message}`).join("; ")}`,
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await gql<{ contentReleases: unknown[] }>(RELEASES, { id: ids.MALA }, admin)).data!.contentReleases).toHaveLength(1);
    expect((await gql(PUBLISH, { id: ids.MALA, note: "  " }, admin)).errors?.[0]?.message).toBe("note: say in a few words what this release changes");

    const discarded = await gql<{ discardDraft: object }>(
      "mutation($id: Int!) { discardDraft(applicationId: $id) { baseRelease changed problems { where } } }",
      { id: ids.MALA },
      admin,
    );
    expect(discarded.data!.discardDraft).toEqual({ baseRelease: 1, changed: false, problems: [] });
    await expectLiveIsLatestRelease(db());
  });

  it("rolls back as a new release equal to an earlier one, keeps the draft, audits it; the diff reads both ways", async () => {
    const original = home(await gql<Translations>(HOME_EN, { id: ids.MALA }));
    await gql(PUT, { id: ids.MALA, item: translation("HOME", "en", "Start") }, admin);
    expect((await gql(PUBLISH, { id: ids.MALA, note: "Start" }, admin)).errors).toBeUndefined();
    // A draft in the making when the rollback comes.
    await gql(PUT, { id: ids.MALA, item: translation("HOME", "en", "Begin") }, admin);

    const rolled = await gql(ROLLBACK, { id: ids.MALA, to: 1 }, admin);
    expect(rolled.errors).toBeUndefined();
    expect(rolled.data).toEqual({ rollbackRelease: { number: 3, note: "Rolled back to release 1", publishedBy: "ADMIN_TOKEN", rolledBackTo: 1 } });
    expect(home(await gql<Translations>(HOME_EN, { id: ids.MALA }))).toBe(original);
    await expectLiveIsLatestRelease(db());
    const draft = await gql<{ contentDraft: { baseRelease: number; changed: boolean } }>(DRAFT, { id: ids.MALA }, admin);
    expect(draft.data!.contentDraft).toMatchObject({ baseRelease: 2, changed: true });
    expect((await gql(ROLLBACK, { id: ids.MALA, to: 3 }, admin)).errors?.[0]?.message).toBe("to: release 3 is the latest release already");
    expect((await gql(ROLLBACK, { id: ids.MALA, to: 7 }, admin)).errors?.[0]).toMatchObject({
      message: "to: this deployment has no release 7",
      extensions: { code: "NOT_FOUND" },
    });
    const audit = await gql<AuditAnswer>(AUDIT, { f: { action: "content.rolledBack" } }, admin);
    expect(audit.data!.auditEvents).toMatchObject([{ actorKind: "admin-token", application: "MALA", target: "release 3", detail: "Rolled back to release 1" }]);

    const DIFF = "query($id: Int!, $from: Int!, $to: Int!) { releaseDiff(applicationId: $id, from: $from, to: $to) { where change before after } }";
    const forward = await gql<{ releaseDiff: { where: string; change: string; before: string | null; after: string | null }[] }>(
      DIFF,
      { id: ids.MALA, from: 1, to: 2 },
      admin,
    );
    expect(forward.errors).toBeUndefined();
    expect(forward.data!.releaseDiff).toHaveLength(1);
    expect(forward.data!.releaseDiff[0]).toMatchObject({ change: "changed", before: original, after: "Start" });
    expect(forward.data!.releaseDiff[0]!.where).toContain("HOME");
    const back = await gql<{ releaseDiff: object[] }>(DIFF, { id: ids.MALA, from: 2, to: 3 }, admin);
    expect(back.data!.releaseDiff).toEqual([{ ...forward.data!.releaseDiff[0], before: "Start", after: original }]);
    expect((await gql<{ releaseDiff: object[] }>(DIFF, { id: ids.MALA, from: 1, to: 3 }, admin)).data!.releaseDiff).toEqual([]);
    expect((await gql(DIFF, { id: ids.MALA, from: 1, to: 4 }, admin)).errors?.[0]?.message).toBe("to: this deployment has no release 4");
  });

  it("exports MALA's release as one file that becomes the default deployment's draft, its languages with it", async () => {
    const exported = await gql<{ exportRelease: string }>("query($id: Int!) { exportRelease(applicationId: $id) }", { id: ids.MALA }, admin);
    expect(exported.errors).toBeUndefined();
    const file = JSON.parse(exported.data!.exportRelease) as { app_identifier: string; number: number };
    expect(file).toMatchObject({ app_identifier: "MALA", number: 1 });
    const imported = await gql<{ importRelease: { changed: boolean; settings: { languages: { languageCode: string }[] } } }>(
      "mutation($id: Int!, $file: String!) { importRelease(applicationId: $id, file: $file) { changed settings { languages { languageCode } } } }",
      { id: ids.default, file: exported.data!.exportRelease },
      admin,
    );
    expect(imported.errors).toBeUndefined();
    const malaLanguages = await gql<{ contentDraft: { settings: { languages: object[] } } }>(DRAFT, { id: ids.MALA }, admin);
    expect(imported.data!.importRelease).toEqual({ changed: true, settings: { languages: malaLanguages.data!.contentDraft.settings.languages } });
    const published = await gql<{ publishDraft: { number: number } }>(PUBLISH, { id: ids.default, note: "MALA's content" }, admin);
    expect(published.errors).toBeUndefined();
    const again = await gql<{ exportRelease: string }>("query($id: Int!) { exportRelease(applicationId: $id, number: 2) }", { id: ids.default }, admin);
    const items = (text: string) => (JSON.parse(text) as { items: unknown[] }).items;
    expect(items(again.data!.exportRelease)).toEqual(items(exported.data!.exportRelease));
    await expectLiveIsLatestRelease(db());

    const broken = await gql(
      "mutation($id: Int!, $file: String!) { importRelease(applicationId: $id, file: $file) { changed } }",
      { id: ids.default, file: "{" },
      admin,
    );
    expect(broken.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("takes an article of 1 MB and refuses one over the 2 MB item limit, naming its size", async () => {
    const draft = await gql<{ contentDraft: { items: { key: string; language: string; content: string }[] } }>(
      'query($id: Int!) { contentDraft(applicationId: $id) { items(kind: "articles", language: "en") { key language content } } }',
      { id: ids.MALA },
      admin,
    );
    const article = draft.data!.contentDraft.items[0]!;
    const withText = (bytes: number) => {
      const content = JSON.parse(article.content) as { article: string };
      content.article = `<p>${"a".repeat(bytes)}</p>`;
      return { kind: "articles", key: article.key, language: "en", content: JSON.stringify(content) };
    };
    const big = await gql<{ putDraftItem: { changed: boolean } }>(
      "mutation($id: Int!, $item: ContentItemInput!) { putDraftItem(applicationId: $id, item: $item) { changed } }",
      { id: ids.MALA, item: withText(1024 * 1024) },
      admin,
    );
    expect(big.errors).toBeUndefined();
    expect(big.data!.putDraftItem.changed).toBe(true);
    const tooBig = await gql(
      "mutation($id: Int!, $item: ContentItemInput!) { putDraftItem(applicationId: $id, item: $item) { changed } }",
      {
        id: ids.MALA,
        item: withText(3 * 1024 * 1024),
      },
      admin,
    );
    expect(tooBig.errors?.[0]).toMatchObject({ message: "content: 3.0 MB of JSON; an item may hold at most 2 MB", extensions: { code: "BAD_USER_INPUT" } });
    expect((await gql(PUBLISH, { id: ids.MALA, note: "A long article" }, admin)).errors).toBeUndefined();
    await expectLiveIsLatestRelease(db());
  });
});
