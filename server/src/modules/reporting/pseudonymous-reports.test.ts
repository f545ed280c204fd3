import { randomUUID } from "node:crypto";
import { ageInMonths } from "@stepwise/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../services.js";
import { TableRegistry } from "../../sync/synced-table.js";
import { useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, startTestServer, TEST_ADMIN_TOKEN } from "../../test-support/test-server.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { entityManifests } from "@stepwise/domain/entities";
import { syncedEntities } from "../synced-entities.js";
import { ageBandOf } from "./age-bands.js";
import { REPORT_ALLOW_LISTS } from "./report-allow-lists.js";
import { REPORT_NAMES } from "./reports.js";

/** Planted in every text field: a name, a place and a phone number, as a worker might type them. */
const MARKER = "Zawadi Mwale, Chilomoni 0991 234 567";
/** A phone number typed as a number answer. */
const NUMERIC_MARKER = 991234567;

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface SchemaType {
  name: string;
  kind: string;
  fields: Array<{ name: string; type: TypeRef }> | null;
}

const TYPE_REF = "kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }";
const INTROSPECTION = `{ __schema { types { name kind fields { name type { ${TYPE_REF} } } } } }`;

const namedType = (ref: TypeRef): TypeRef => (ref.ofType ? namedType(ref.ofType) : ref);
const isList = (ref: TypeRef): boolean => ref.kind === "LIST" || (ref.ofType !== null && isList(ref.ofType));

/**
 * docs/SECURITY.md, "Pseudonymous reports: an allow-list per table" over real HTTP (PGlite): a reporting token without the identifiable scope reads
 * every synced table of the server's registry, each holding a record whose every text field (every
 * field of its GraphQL type the table's schema takes as text) is the marker, and never sees it.
 */
describe("pseudonymous reports show no free text of any synced table", () => {
  const database = useTestDatabase("pglite");
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let types: Map<string, SchemaType>;
  let reportingToken: string;
  const stored = new Map<string, Array<Record<string, unknown>>>();

  /** What the reporter's queries here read: records, the schema, two aggregates. */
  const asReporter = (query: string) =>
    graphql<{
      reportRecords: { edges: Array<{ node: Record<string, unknown> }> };
      __schema: { types: SchemaType[] };
      reportClientsByStatus: unknown;
      reportLadderTrends: unknown;
    }>(
      server.baseUrl,
      query,
      {},
      {
        authorization: `Bearer ${reportingToken}`,
      },
    );

  /** A value for every field of a GraphQL object type: text fields hold the marker, lists one element. */
  function fill(typeName: string): Record<string, unknown> {
    const record: Record<string, unknown> = { note_not_in_any_schema: MARKER };
    for (const field of types.get(typeName)!.fields!) {
      const type = namedType(field.type);
      let value: unknown;
      if (type.kind === "OBJECT") value = fill(type.name!);
      else if (type.name === "Int") value = 7;
      else if (type.name === "Float") value = 2.5;
      else if (type.name === "Boolean") value = true;
      else if (type.name === "String" || type.name === "ID" || type.name === "FieldAnswer") value = MARKER;
      else continue; // server-set timestamps
      record[field.name] = isList(field.type) ? [value] : value;
    }
    return record;
  }

  /** Every field of a type, objects opened all the way down. */
  function selection(typeName: string): string {
    return types
      .get(typeName)!
      .fields!.map((field) => {
        const type = namedType(field.type);
        return type.kind === "OBJECT" ? `${field.name} { ${selection(type.name!)} }` : field.name;
      })
      .join(" ");
  }

  /** Deletes the field a rejection names (`payload[0].record.domains[0].goals[0].uuid: ...`). */
  function dropRefusedField(record: Record<string, unknown>, error: string): void {
    const match = /^payload\[0\]\.record((?:\.\w+|\[\d+\])+): /.exec(error);
    if (!match) throw new Error(`the server refused the record for another reason: ${error}`);
    const path = [...match[1]!.matchAll(/\.(\w+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
    type Node = Record<string | number, unknown>;
    let parent = record as Node;
    for (const key of path.slice(0, -1)) parent = parent[key] as Node;
    delete parent[path.at(-1)!];
  }

  /**
   * Saves the record through REST saveTables as a logged-in worker. A field whose schema refuses the
   * marker (a T/F flag, a required date) is left out: what the server will not store cannot leak.
   */
  async function save(table: string, record: Record<string, unknown>, auth: { token: string; installId: string }) {
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await postForm(
        `${server.baseUrl}/api/saveTables/${auth.installId}`,
        { payload: JSON.stringify([{ uuid: record.uuid, table, record }]) },
        auth,
      );
      if (answer.status === 200) {
        stored.set(table, [...(stored.get(table) ?? []), record]);
        return;
      }
      dropRefusedField(record, (answer.body as { error: string }).error);
    }
    throw new Error(`${table}: the record was never stored`);
  }

  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  afterAll(() => server.close());

  /** The tables are emptied before each test: each seeds the deployment, a worker, the token and the records. */
  async function seed(): Promise<void> {
    stored.clear();
    await seedDeploymentsIfEmpty(database.handle.db);
    const worker = await createWorker(server.baseUrl);
    const made = await graphql<{ createReportingToken: { token: string } }>(
      server.baseUrl,
      'mutation { createReportingToken(input: { application: "default", label: "dashboard", identifiable: false }) { token } }',
      {},
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    reportingToken = made.data!.createReportingToken.token;
    const introspected = await asReporter(INTROSPECTION);
    types = new Map(introspected.data!.__schema.types.map((t) => [t.name, t]));

    const auth = { token: worker.token, installId: randomUUID() };
    for (const entity of syncedEntities) {
      const record: Record<string, unknown> = { ...fill(entity.type.name), uuid: randomUUID() };
      if (entity.manifest.table === "chat_messages") record.sent_at = "2026-11-23T08:15:00Z";
      // docs/REPORTING.md, "Consent: what reports leave out": a standing reporting consent, its worker's id and name markers.
      if (entity.manifest.table === "clients")
        record.consents = [{ ...(record.consents as object[])[0], scope: "reporting", givenAt: "2026-11-23T08:15:00Z", withdrawnAt: null }];
      await save(entity.manifest.table, record, auth);
    }
    // Numbers typed as free answers (a phone number), and a real birthdate whose age is computed.
    const phoneAnswer = {
      uuid: randomUUID(),
      answer: NUMERIC_MARKER,
      mandatory: false,
      clientField: "phone",
      component: "number",
      categories: [],
      flowelement: false,
    };
    const choice = {
      uuid: randomUUID(),
      answer: 79,
      mandatory: true,
      clientField: "approach",
      component: "select",
      categories: [{ id: "79", text_input: MARKER }],
      flowelement: true,
    };
    await save(
      "clients",
      {
        uuid: randomUUID(),
        clientname: MARKER,
        age: 30,
        status: MARKER,
        clientFormFields: [phoneAnswer, choice],
        consents: [{ scope: "reporting", givenByName: MARKER }],
      },
      auth,
    );
    await save("client_elements", { uuid: randomUUID(), client_uuid: randomUUID(), mandatory: false, answer: NUMERIC_MARKER }, auth);
    await save("my_children", { uuid: randomUUID(), birthdate: "15-03-2025" }, auth);
    // A ladder measured on a real date, so the ladder report has a row to name.
    const ladder = { uuid: randomUUID(), label: MARKER, measure: [{ uuid: randomUUID(), date: "01-11-2026", score: 6 }] };
    await save("rehabilitations", { uuid: randomUUID(), client_uuid: randomUUID(), domains: [], ladder_of_live: [ladder] }, auth);
  }

  it("has an allow-list for every table of the server's registry, and for no other", () => {
    expect(Object.keys(REPORT_ALLOW_LISTS).sort()).toEqual(new TableRegistry(entityManifests).names().sort());
  });

  // One test: the database is emptied before each, and seeding costs a worker login (argon2).
  it("a token without the identifiable scope never sees a marker: records of every table, ages as bands, aggregates, CSV", async () => {
    await seed();
    await reportRecordsHoldNoMarker();
    await agesAreBandsAndSendersPseudonyms();
    await unknownFieldsLeftOutBeforeTyping();
    await aggregatesHoldNoMarker();
  });

  /** reportRecords of every table shows every field of its type, and no marker. */
  async function reportRecordsHoldNoMarker() {
    for (const { table, type } of syncedEntities.map((e) => ({ table: e.manifest.table, type: e.type.name }))) {
      const page = await asReporter(
        `{ reportRecords(table: "${table}", first: 10) { edges { cursor node { __typename ... on ${type} { ${selection(type)} } } } } }`,
      );
      expect(page.errors, table).toBeUndefined();
      const nodes = page.data!.reportRecords.edges.map((e) => e.node);
      expect(nodes.map((n) => n.uuid).sort(), table).toEqual(
        stored
          .get(table)!
          .map((r) => r.uuid)
          .sort(),
      );
      const text = JSON.stringify(page);
      expect(text, table).not.toContain(MARKER);
      expect(text, table).not.toContain(String(NUMERIC_MARKER));
    }
  }

  /** Ages as bands only: no age in months, no birthdate, no chat sender id. */
  async function agesAreBandsAndSendersPseudonyms() {
    const clients = await asReporter(
      '{ reportRecords(table: "clients", first: 10) { edges { node { ... on Client { age ageBand status clientFormFields { component answer } } } } } }',
    );
    const clientNodes = clients.data!.reportRecords.edges.map((e) => e.node);
    expect(clientNodes.map((n) => [n.age, n.ageBand, n.status]).sort()).toEqual([
      [null, "0-11 months", null],
      [null, "24-35 months", null],
    ]);
    // A chosen option's id stays; the number typed as a phone answer does not.
    expect(clientNodes.flatMap((n) => n.clientFormFields as unknown[])).toEqual(
      expect.arrayContaining([
        { component: "number", answer: null },
        { component: "select", answer: 79 },
      ]),
    );
    const children = await asReporter(
      '{ reportRecords(table: "my_children", first: 10) { edges { node { ... on MyChild { birthdate ageInMonths ageBand } } } } }',
    );
    expect(children.data!.reportRecords.edges.map((e) => e.node)).toEqual(
      expect.arrayContaining([{ birthdate: null, ageInMonths: null, ageBand: ageBandOf(ageInMonths("15-03-2025", new Date())) }]),
    );
    const chat = await asReporter(
      '{ reportRecords(table: "chat_messages", first: 10) { edges { node { ... on ChatMessage { sender_user_id sender_name text } } } } }',
    );
    expect(chat.data!.reportRecords.edges).toEqual([{ node: { sender_user_id: null, sender_name: expect.stringMatching(/^P-[0-9a-f]{16}$/), text: "" } }]);
  }

  /** Fields no allow-list names are left out before the answer is even typed. */
  async function unknownFieldsLeftOutBeforeTyping() {
    const services = createServices(database.handle.db, { adminToken: TEST_ADMIN_TOKEN });
    const reporter = await services.auth.resolveIdentity(`Bearer ${reportingToken}`, undefined);
    for (const { table } of entityManifests) {
      const text = JSON.stringify(await services.reporting.page(reporter, table, 10, null, {}));
      expect(text, table).not.toContain(MARKER);
      expect(text, table).not.toContain("note_not_in_any_schema");
    }
  }

  /** No marker in any aggregate report, as GraphQL or as CSV. */
  async function aggregatesHoldNoMarker() {
    const aggregates = await asReporter(`{
      reportClientsByStatus { status region age_band clients }
      reportMilestoneAchievement { category age_band indicators achieved achieved_percent }
      reportGoalsByDomain { domain_id domain goals achieved active finished mean_satisfaction }
      reportLadderTrends { item month measurements mean_score min_score max_score }
      reportSyncHealth { install_id platform region records mutations last_mutation_id last_sync days_since_sync }
    }`);
    expect(aggregates.errors).toBeUndefined();
    // The status typed as a name and address is grouped as "" (no code); the clients are still counted.
    expect(aggregates.data!.reportClientsByStatus).toEqual([
      { status: "", region: "", age_band: "0-11 months", clients: 1 },
      { status: "", region: "", age_band: "24-35 months", clients: 1 },
    ]);
    expect(aggregates.data!.reportLadderTrends).toEqual([{ item: "", month: "2026-11", measurements: 1, mean_score: 6, min_score: 6, max_score: 6 }]);
    expect(JSON.stringify(aggregates)).not.toContain(MARKER);
    for (const name of REPORT_NAMES) {
      const csv = await fetch(`${server.baseUrl}/api/reports/${name}.csv`, { headers: { authorization: `Bearer ${reportingToken}` } });
      expect(csv.status, name).toBe(200);
      expect(await csv.text(), name).not.toContain("Zawadi");
    }
  }
});
