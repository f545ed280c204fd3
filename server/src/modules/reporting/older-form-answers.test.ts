import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, TEST_ADMIN_TOKEN, useTestServer } from "../../test-support/test-server.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { REPORTING_CONSENT } from "./reporting.fixture.js";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

interface FormField {
  uuid: string;
  clientField: string;
  answer: string | number | null;
  [field: string]: unknown;
}

/**
 * docs/worker-phone.md, "Content releases on the phone": a record made under an older form keeps its
 * answers. A release removes the school field from the default deployment's client form; a client
 * made under the form before (a phone that was offline) arrives afterwards with its school answered,
 * and the answer stays in the stored record and in the reports, identifiable or not.
 */
/** Puts one item into a deployment's draft as the ADMIN_TOKEN; its errors fail the test. */
async function putItem(baseUrl: string, id: number, kind: string, key: string, content: unknown): Promise<void> {
  const put = await graphql(
    baseUrl,
    "mutation($id: Int!, $item: ContentItemInput!) { putDraftItem(applicationId: $id, item: $item) { changed } }",
    { id, item: { kind, key, language: "", content: JSON.stringify(content) } },
    admin,
  );
  expect(put.errors).toBeUndefined();
}

describe.each(databaseKinds)("a record made under an older client form (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  it("keeps a removed field's answer on the server and in reportRecords", async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    const { id } = await database.handle.db.selectFrom("applications").select("id").where("host", "is", null).executeTakeFirstOrThrow();
    const draft = await graphql<{ contentDraft: { items: Array<{ content: string }> } }>(
      server.baseUrl,
      'query($id: Int!) { contentDraft(applicationId: $id) { items(kind: "generic_clients") { content } } }',
      { id },
      admin,
    );
    const template = JSON.parse(draft.data!.contentDraft.items[0]!.content) as { uuid: string; clientFormFields: FormField[] };
    expect(template.clientFormFields.map((f) => f.clientField)).toContain("school");
    const withoutSchool = { ...template, clientFormFields: template.clientFormFields.filter((f) => f.clientField !== "school") };
    await putItem(server.baseUrl, id, "generic_clients", template.uuid, withoutSchool);
    // Its place on the form's first page goes too.
    const forms = await graphql<{ contentDraft: { items: Array<{ key: string; content: string }> } }>(
      server.baseUrl,
      'query($id: Int!) { contentDraft(applicationId: $id) { items(kind: "forms") { key content } } }',
      { id },
      admin,
    );
    const clientForm = forms.data!.contentDraft.items.find((item) => (JSON.parse(item.content) as { formkey?: string }).formkey === "client")!;
    const form = JSON.parse(clientForm.content) as { formpages: Array<{ formpagelements: Array<{ id: string }> }> };
    const pagesWithoutSchool = form.formpages.map((page) => ({ ...page, formpagelements: page.formpagelements.filter((e) => e.id !== "school") }));
    await putItem(server.baseUrl, id, "forms", clientForm.key, { ...form, formpages: pagesWithoutSchool });
    const published = await graphql(server.baseUrl, 'mutation($id: Int!) { publishDraft(applicationId: $id, note: "no school") { number } }', { id }, admin);
    expect(published.errors).toBeUndefined();

    // The client as the phone made it under the older form: its school answered (option 2), its village typed.
    const worker = await createWorker(server.baseUrl);
    const uuid = randomUUID();
    const answered = (clientField: string, component: string, answer: string | number): FormField => ({
      uuid: randomUUID(),
      clientField,
      component,
      answer,
      mandatory: false,
      categories: component === "select" ? [{ id: "2", text_input: null }] : [],
      flowelement: false,
    });
    const school = answered("school", "select", 2);
    const village = answered("village", "text", "Chileka");
    const saved = await postForm(
      `${server.baseUrl}/api/saveTables/${randomUUID()}`,
      {
        payload: JSON.stringify([
          { uuid, table: "clients", record: { uuid, clientname: "Chisomo Phiri", clientFormFields: [village, school], consents: [REPORTING_CONSENT] } },
        ]),
      },
      { token: worker.token },
    );
    expect(saved.status).toBe(200);

    const stored = await database.handle.db.selectFrom("records").select("content").where("uuid", "=", uuid).executeTakeFirstOrThrow();
    const storedFields = (stored.content as { clientFormFields: FormField[] }).clientFormFields;
    expect(storedFields.find((f) => f.clientField === "school")?.answer).toBe(2);

    for (const identifiable of [true, false]) {
      const made = await graphql<{ createReportingToken: { token: string } }>(
        server.baseUrl,
        `mutation { createReportingToken(input: { application: "default", label: "older form", identifiable: ${identifiable} }) { token } }`,
        {},
        admin,
      );
      const report = await graphql<{
        reportRecords: { edges: Array<{ node: { uuid?: string; clientFormFields: Array<{ clientField: string | null; answer: unknown }> } }> };
      }>(
        server.baseUrl,
        '{ reportRecords(table: "clients", first: 50) { edges { node { ... on Client { uuid clientFormFields { clientField answer } } } } } }',
        {},
        { authorization: `Bearer ${made.data!.createReportingToken.token}` },
      );
      expect(report.errors).toBeUndefined();
      const answers = report.data!.reportRecords.edges.flatMap((e) => e.node.clientFormFields).filter((f) => f.clientField === "school");
      // The removed field's coded answer is in either report; the identifiable one has the typed village too.
      expect(
        answers.map((f) => f.answer),
        `identifiable: ${identifiable}`,
      ).toContain(2);
    }
  });
});
