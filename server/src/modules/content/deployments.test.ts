import { UI_TEXTS_EN, UI_TEXTS_NY } from "@stepwise/domain/texts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { graphql, postForm, startTestServer, TEST_ADMIN_TOKEN } from "../../test-support/test-server.js";
import { seedDeploymentsIfEmpty, topUpSeedContent } from "./seed.js";
import { SEED_DEPLOYMENTS } from "./seed/deployments.js";
import { MILESTONE_CHECKLISTS } from "./seed/milestones.js";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("seeded content", () => {
  it.each(SEED_DEPLOYMENTS.map((d) => [d.app_identifier, d] as const))(
    "%s has every UI text in each of its languages, placeholders kept",
    (_name, deployment) => {
      for (const { languageCode } of deployment.languages) {
        const texts = new Map(
          deployment.content
            .filter((c) => c.kind === "translations" && c.language === languageCode)
            .map((c) => [c.key, (c.content as { translation: string }).translation]),
        );
        // DEPLOYMENT_INTRO (its introduction) and REGION_<id> (a region's name) are the deployment's own texts, besides the app's.
        const own = [...texts.keys()].filter((key) => key === "DEPLOYMENT_INTRO" || (key.startsWith("REGION_") && /^REGION_\d+$/.test(key)));
        expect([...texts.keys()].filter((key) => !own.includes(key)).sort(), languageCode).toEqual(Object.keys(UI_TEXTS_EN).sort());
        expect(own, languageCode).toContain("DEPLOYMENT_INTRO");
        for (const [key, english] of Object.entries(UI_TEXTS_EN))
          expect(placeholders(texts.get(key)!), `${languageCode} ${key}`).toEqual(placeholders(english));
      }
    },
  );

  it("offers Chichewa in MALA, and English plus another language everywhere", () => {
    for (const deployment of SEED_DEPLOYMENTS) expect(deployment.languages.length).toBeGreaterThanOrEqual(2);
    expect(SEED_DEPLOYMENTS.find((d) => d.app_identifier === "MALA")!.languages.map((l) => l.languageCode)).toEqual(["en", "ny"]);
  });

  it("has milestone checklists for five domains from 2 months to 5 years", () => {
    const domains = new Set(MILESTONE_CHECKLISTS.map((m) => m.domain));
    expect([...domains].sort()).toEqual(["cognitive", "fine-motor", "gross-motor", "language", "social-emotional"]);
    const ages = [...new Set(MILESTONE_CHECKLISTS.map((m) => m.ageMonths))];
    expect(Math.min(...ages)).toBe(2);
    expect(Math.max(...ages)).toBe(60);
    for (const age of ages) expect(MILESTONE_CHECKLISTS.filter((m) => m.ageMonths === age)).toHaveLength(5);
  });
});

describe.each(databaseKinds)("deployments over HTTP on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  beforeEach(async () => {
    expect(await seedDeploymentsIfEmpty(database.handle.db)).toBe(true);
  });
  afterAll(() => server.close());

  const api = (path: string) => `${server.baseUrl}/api${path}`;

  it("seeds only an empty database", async () => {
    expect(await seedDeploymentsIfEmpty(database.handle.db)).toBe(false);
    expect(await database.handle.db.selectFrom("applications").select("id").execute()).toHaveLength(3);
  });

  it("tops up a database seeded by an earlier release with the content shipped since, and never undoes an operator's change", async () => {
    const db = database.handle.db;
    const mala = await db.selectFrom("applications").select("id").where("app_identifier", "=", "MALA").executeTakeFirstOrThrow();
    const itemOf = (key: string) =>
      db
        .selectFrom("content_items")
        .select("content")
        .where("application_id", "=", mala.id)
        .where("kind", "=", "translations")
        .where("key", "=", key)
        .where("language", "=", "ny");
    // An earlier release lacked the Chichewa SETTINGS text; the operator edited CLIENTS and deleted LOGOUT.
    await db
      .deleteFrom("content_items")
      .where("application_id", "=", mala.id)
      .where("kind", "=", "translations")
      .where("key", "=", "SETTINGS")
      .where("language", "=", "ny")
      .execute();
    await db
      .deleteFrom("content_seed_marks")
      .where("application_id", "=", mala.id)
      .where("kind", "=", "translations")
      .where("key", "=", "SETTINGS")
      .where("language", "=", "ny")
      .execute();
    await db
      .updateTable("content_items")
      .set({ content: JSON.stringify({ identifier: "CLIENTS", translation: "Ana" }) })
      .where("application_id", "=", mala.id)
      .where("kind", "=", "translations")
      .where("key", "=", "CLIENTS")
      .where("language", "=", "ny")
      .execute();
    await db
      .deleteFrom("content_items")
      .where("application_id", "=", mala.id)
      .where("kind", "=", "translations")
      .where("key", "=", "LOGOUT")
      .where("language", "=", "ny")
      .execute();

    expect(await topUpSeedContent(db)).toBe(1);
    expect((await itemOf("SETTINGS").executeTakeFirstOrThrow()).content).toEqual({ identifier: "SETTINGS", translation: UI_TEXTS_NY.SETTINGS });
    expect((await itemOf("CLIENTS").executeTakeFirstOrThrow()).content).toEqual({ identifier: "CLIENTS", translation: "Ana" });
    expect(await itemOf("LOGOUT").executeTakeFirst()).toBeUndefined();
    expect(await topUpSeedContent(db)).toBe(0);
  });

  it("POST /api/applications/getInitApplication answers the host's deployment, metadata as JSON text", async () => {
    const answer = await postForm(api("/applications/getInitApplication"), { formData: JSON.stringify({ url: "mala.localhost:4000" }) });
    expect(answer.status).toBe(200);
    const body = answer.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["app_identifier", "app_title", "forms", "id", "languages", "login", "metadata", "regions", "version"]);
    expect(body).toMatchObject({ app_identifier: "MALA", login: false, forms: [{ formtype: "MILESTONE" }] });
    expect(JSON.parse(body.metadata as string)).toEqual({ text2speech: true, userLogin: false, introText: "Follow your child's development, step by step" });
    const other = await postForm(api("/applications/getInitApplication"), { formData: JSON.stringify({ url: "https://clinic.example.org/forms" }) });
    expect((other.body as { app_identifier: string }).app_identifier).toBe("default");
    const hiapp = await postForm(api("/applications/getInitApplication"), { formData: JSON.stringify({ url: "hiapp.localhost" }) });
    expect(hiapp.body as { app_identifier: string; login: boolean }).toMatchObject({ app_identifier: "HIAPP", login: true });
  });

  it("answers 400 naming formData.url when it is missing", async () => {
    expect(await postForm(api("/applications/getInitApplication"), { formData: JSON.stringify({}) })).toEqual({
      status: 400,
      body: { error: "formData.url: is required (the host the app is served from)" },
    });
  });

  it("GET getInitApplication/{id}/{languageOrRegion}, POST mobile/version and GET getTranslatedLanguages/{id}", async () => {
    const mala = (await postForm(api("/applications/getInitApplication"), { formData: JSON.stringify({ url: "mala.localhost" }) })).body as { id: number };
    const lists: unknown = await (await fetch(api(`/applications/getInitApplication/${mala.id}/language`))).json();
    expect(lists).toEqual({
      languages: [expect.objectContaining({ languageCode: "en" }), expect.objectContaining({ languageCode: "ny", name: "Chichewa" })],
      regions: expect.arrayContaining([expect.objectContaining({ name: "Southern Region" })]),
    });
    expect(await postForm(api("/mobile/version"), { formData: JSON.stringify({ url: "mala.localhost" }) })).toEqual({
      status: 200,
      body: { version: "2.05.0" },
    });
    const languages: unknown = await (await fetch(api(`/getTranslatedLanguages/${mala.id}`))).json();
    expect(languages).toEqual([
      { id: "1", name: "English", languageCode: "en", applicationID: mala.id },
      { id: "3", name: "Chichewa", languageCode: "ny", applicationID: mala.id },
    ]);
    const missing = await fetch(api("/getTranslatedLanguages/9999"));
    expect(missing.status).toBe(404);
  });

  it("lets an operator add a deployment for a new host, with the content of its flavour", async () => {
    const mutation = `mutation($input: CreateDeploymentInput!) { createDeployment(input: $input) { id app_identifier contentVersion } }`;
    const input = {
      app_identifier: "MALA",
      host: "zomba.example.org",
      app_title: "Stepwise Zomba",
      version: "2.05.0",
      metadata: { text2speech: true, userLogin: false },
      languages: [{ id: "1", name: "English", languageCode: "en" }],
      regions: [],
      forms: ["MILESTONE"],
    };
    const refused = await graphql(server.baseUrl, mutation, { input });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const created = await graphql<{ createDeployment: { id: number } }>(server.baseUrl, mutation, { input }, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createDeployment.id;
    const texts = await graphql(
      server.baseUrl,
      `
        query ($id: Int!) {
          translations(applicationId: $id, language: "ny") {
            identifier
            translation
          }
        }
      `,
      { id },
    );
    expect(texts.data!.translations).toContainEqual({ identifier: "OFFLINE", translation: "Mulibe pa intaneti" });
    const again = await graphql(server.baseUrl, mutation, { input }, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(again.errors?.[0]?.message).toMatch(/input.host: zomba.example.org already has a deployment/);
  });
});
