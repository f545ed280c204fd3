import { beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { graphql, postForm, useTestServer } from "../../test-support/test-server.js";

describe.each(databaseKinds)("deployments, content store and error log on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  let malaId: number;
  beforeEach(async () => {
    const db = database.handle.db;
    const base = {
      login: false,
      version: "2.05.0",
      languages: JSON.stringify([{ id: "1", name: "English", languageCode: "en" }]),
      regions: JSON.stringify([{ id: "4", name: "Blantyre", countryID: 1 }]),
      forms: JSON.stringify([{ formtype: "DEFAULT" }, { formtype: "MILESTONE" }]),
    };
    await db
      .insertInto("applications")
      .values({ ...base, app_identifier: "default", host: null, app_title: "Stepwise", metadata: JSON.stringify({ userLogin: true }) })
      .execute();
    const mala = await db
      .insertInto("applications")
      .values({
        ...base,
        app_identifier: "MALA",
        host: "mala.localhost",
        app_title: "Stepwise Malawi",
        metadata: JSON.stringify({ text2speech: false, userLogin: false, introText: "Moni" }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    malaId = mala.id;
    await db
      .insertInto("content_items")
      .values([
        { application_id: malaId, kind: "translations", key: "HOME", language: "ny", content: JSON.stringify({ identifier: "HOME", translation: "Kunyumba" }) },
        { application_id: malaId, kind: "translations", key: "HOME", language: "en", content: JSON.stringify({ identifier: "HOME", translation: "Home" }) },
        {
          application_id: malaId,
          kind: "categories",
          key: "regions",
          language: "en",
          content: JSON.stringify({
            categorykey: "regions",
            categoryitems: [{ id: "1", imagepath: null, translation: "North", trees: ["a"], followup: { followuptype: "category", category_id: "2" } }],
          }),
        },
      ])
      .execute();
  });

  it("chooses the deployment by host, the default for any other host, with text2speech on when absent", async () => {
    const query = `query($h: String) { application(host: $h) { id app_identifier app_title metadata { text2speech userLogin introText } languages { languageCode } forms { formtype } } }`;
    const mala = await graphql(server.baseUrl, query, { h: "mala.localhost:4000" });
    expect(mala.data!.application).toMatchObject({ id: malaId, app_identifier: "MALA", metadata: { text2speech: false, userLogin: false, introText: "Moni" } });
    const other = await graphql(server.baseUrl, query, { h: "clinic.example.org" });
    expect(other.data!.application).toMatchObject({
      app_identifier: "default",
      metadata: { text2speech: true, userLogin: true, introText: null },
      forms: [{ formtype: "DEFAULT" }, { formtype: "MILESTONE" }],
    });
  });

  it("answers content of a deployment typed, in the asked language", async () => {
    const result = await graphql(
      server.baseUrl,
      `
        query ($id: Int!) {
          translations(applicationId: $id, language: "ny") {
            identifier
            translation
          }
          categories(applicationId: $id) {
            categorykey
            categoryitems {
              id
              translation
              trees
              followup {
                followuptype
                category_id
              }
            }
          }
        }
      `,
      { id: malaId },
    );
    expect(result.data).toEqual({
      translations: [{ identifier: "HOME", translation: "Kunyumba" }],
      categories: [
        { categorykey: "regions", categoryitems: [{ id: "1", translation: "North", trees: ["a"], followup: { followuptype: "category", category_id: "2" } }] },
      ],
    });
  });

  it("POST /api/logging/logError answers { status: 200 } and keeps the entry; a missing message is a 400", async () => {
    const formData = { app_id: "MALA", date: "22-11-2026 10:00", error: { name: "TypeError", message: "x is undefined", fileName: "app.js", lineNumber: 12 } };
    expect(
      await postForm(`${server.baseUrl}/api/logging/logError`, { formData: JSON.stringify(formData) }, { installId: "6f1b0a52-4c1e-4d7a-9a51-0c2f3e8d1a01" }),
    ).toEqual({ status: 200, body: { status: 200 } });
    const [row] = await database.handle.db.selectFrom("error_logs").selectAll().execute();
    expect(row).toMatchObject({ app_id: "MALA", install_id: "6f1b0a52-4c1e-4d7a-9a51-0c2f3e8d1a01", error: formData.error });
    const bad = await postForm(`${server.baseUrl}/api/logging/logError`, { formData: JSON.stringify({ error: {} }) });
    expect(bad).toEqual({ status: 400, body: { error: "formData.error.message: is required" } });
  });
});
