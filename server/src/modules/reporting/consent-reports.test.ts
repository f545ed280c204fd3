import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { giveConsent, withdrawConsent, type Consent } from "@stepwise/domain";
import { makeClient } from "../../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, startTestServer, TEST_ADMIN_TOKEN } from "../../test-support/test-server.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";

/**
 * docs/REPORTING.md, "Consent: what reports leave out", over real HTTP on both databases: a client
 * without a standing reporting consent, or lacking a consent her form requires, is left out of
 * every report with the records attached to her; her pictures need her photos consent too; a
 * withdrawal takes effect on the next report.
 */
describe.each(databaseKinds)("reports honour consent (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let worker: { token: string };
  /** A session keeps to the install it was first used from: one install a test. */
  let installId: string;
  let token: string;
  const amina = { id: "1", name: "Amina" };
  const day = new Date("2026-11-01T09:00:00.000Z");

  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    worker = await createWorker(server.baseUrl);
    installId = randomUUID();
    const made = await graphql<{ createReportingToken: { token: string } }>(
      server.baseUrl,
      'mutation { createReportingToken(input: { application: "default", label: "dashboard", identifiable: true }) { token } }',
      {},
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    token = made.data!.createReportingToken.token;
  });

  /** Saves records through REST saveTables, as the app (or an old app) does. */
  async function save(entries: Array<{ table: string; record: Record<string, unknown> }>) {
    const payload = entries.map(({ table, record }) => ({ uuid: record.uuid, table, record }));
    const saved = await postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload: JSON.stringify(payload) }, { token: worker.token });
    expect(saved.status).toBe(200);
  }

  const consentBox = (answer: number | null, scopes: string[] = []) => ({
    uuid: randomUUID(),
    answer,
    mandatory: true,
    clientField: "consent",
    component: "checkbox",
    categories: scopes.map((id) => ({ id, text_input: null })),
    flowelement: false,
  });
  const client = (name: string, consents: Consent[], box = consentBox(1)) =>
    makeClient({ clientname: name, status: "active", consents, clientFormFields: [box] });
  const plan = (clientUuid: unknown) => ({ uuid: randomUUID(), client_uuid: clientUuid, domains: [], ladder_of_live: [], diary_items: [] });
  const picture = (clientUuid: unknown) => ({ uuid: randomUUID(), client_uuid: clientUuid, image: "data:image/png;base64,iVBORw0KGgo=" });

  async function uuidsOf(table: string): Promise<string[]> {
    const page = await graphql<{ reportRecords: { edges: Array<{ node: { uuid: string } }> } }>(
      server.baseUrl,
      `{ reportRecords(table: "${table}", first: 50) { edges { node { ${nodeSelection(table)} } } } }`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(page.errors).toBeUndefined();
    return page.data!.reportRecords.edges.map((e) => e.node.uuid).sort();
  }
  const nodeSelection = (table: string) => `... on ${{ clients: "Client", rehabilitations: "Rehabilitation", client_images: "ClientImage" }[table]} { uuid }`;

  async function clientsCounted(): Promise<number> {
    const answer = await graphql<{ reportClientsByStatus: Array<{ clients: number }> }>(
      server.baseUrl,
      "{ reportClientsByStatus { clients } }",
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.reportClientsByStatus.reduce((sum, row) => sum + row.clients, 0);
  }

  /** The clients the CSV download counts: the sum of its last column. */
  async function csvCount(): Promise<number> {
    const response = await fetch(`${server.baseUrl}/api/reports/clients-by-status.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const rows = (await response.text()).trim().split("\n").slice(1);
    return rows.reduce((sum, row) => sum + Number(row.split(",").at(-1)), 0);
  }

  it("counts only clients whose reporting consent stands and who lack no required consent, with their records; pictures need photos consent", async () => {
    const reporting = giveConsent({}, "reporting", amina, day);
    // Her care consent is an old phone's ticked box, which the form's required care accepts.
    const counted = client("Counted", reporting);
    const withPhotos = client("With photos", giveConsent({ consents: giveConsent({ consents: reporting }, "care", amina, day) }, "photos", amina, day));
    const oldPhone = client("Old phone's care box", []);
    const withdrawn = client("Withdrawn", withdrawConsent({ consents: reporting }, "reporting", amina, day));
    // Sent without the care consent her form requires (an old phone, a script): stored, and left out.
    const lacking = client("Lacks care", reporting, consentBox(null));
    const lackingPhotos = client("Lacks required photos", giveConsent({ consents: reporting }, "care", amina, day), consentBox(1, ["care", "photos"]));
    const clients = [counted, withPhotos, oldPhone, withdrawn, lacking, lackingPhotos];
    const plans = clients.map((c) => plan(c.uuid));
    const pictures = [picture(counted.uuid), picture(withPhotos.uuid), picture(oldPhone.uuid)];
    await save([
      ...clients.map((record) => ({ table: "clients", record })),
      ...plans.map((record) => ({ table: "rehabilitations", record })),
      ...pictures.map((record) => ({ table: "client_images", record })),
    ]);
    const stored = await database.handle.db.selectFrom("records").select("uuid").where("table_name", "=", "clients").execute();
    expect(stored).toHaveLength(6);

    expect(await uuidsOf("clients")).toEqual([String(counted.uuid), String(withPhotos.uuid)].sort());
    expect(await uuidsOf("rehabilitations")).toEqual([plans[0]!.uuid, plans[1]!.uuid].sort());
    expect(await uuidsOf("client_images")).toEqual([pictures[1]!.uuid]);
    expect(await clientsCounted()).toBe(2);
    expect(await csvCount()).toBe(2);
  });

  it("leaves a client out at once when her reporting consent is withdrawn, and counts her again when it is given again", async () => {
    const consents = giveConsent({}, "reporting", amina, day);
    const record = client("Chikondi", giveConsent({ consents }, "care", amina, day));
    const hers = plan(record.uuid);
    await save([
      { table: "clients", record },
      { table: "rehabilitations", record: hers },
    ]);
    expect(await uuidsOf("clients")).toEqual([String(record.uuid)]);

    const withdrawn = { ...record, consents: withdrawConsent(record, "reporting", { id: "2", name: "Grace" }, new Date()) };
    await save([{ table: "clients", record: withdrawn }]);
    expect(await uuidsOf("clients")).toEqual([]);
    expect(await uuidsOf("rehabilitations")).toEqual([]);
    expect(await clientsCounted()).toBe(0);
    expect(await csvCount()).toBe(0);

    await save([{ table: "clients", record: { ...withdrawn, consents: giveConsent(withdrawn, "reporting", amina, new Date()) } }]);
    expect(await uuidsOf("clients")).toEqual([String(record.uuid)]);
    expect(await uuidsOf("rehabilitations")).toEqual([hers.uuid]);
  });

  it("stores a client an old phone or a script sent without the consent her form requires, flagged lacksRequiredConsent until it is recorded", async () => {
    const record = client("Sent without care", [], consentBox(null));
    await save([{ table: "clients", record }]);
    const read = async () =>
      (
        await graphql<{ client: { clientname: string; lacksRequiredConsent: boolean } }>(
          server.baseUrl,
          "query($u: ID!) { client(uuid: $u) { clientname lacksRequiredConsent } }",
          { u: record.uuid },
          { authorization: `Bearer ${worker.token}`, "x-app-install-id": installId },
        )
      ).data?.client;
    expect(await read()).toEqual({ clientname: "Sent without care", lacksRequiredConsent: true });
    await save([{ table: "clients", record: { ...record, consents: giveConsent({}, "care", amina, day) } }]);
    expect(await read()).toEqual({ clientname: "Sent without care", lacksRequiredConsent: false });
  });

  it("keeps a client's consents when an app build from before consent scopes saves her without any, so she stays counted", async () => {
    const record = client("Saved by an old build", giveConsent({}, "reporting", amina, day));
    await save([{ table: "clients", record }]);
    const { consents: _dropped, ...asAnOldBuildSendsIt } = record;
    await save([{ table: "clients", record: { ...asAnOldBuildSendsIt, status: "seen" } }]);
    const stored = await database.handle.db.selectFrom("records").select("content").where("uuid", "=", String(record.uuid)).executeTakeFirstOrThrow();
    const content = stored.content as { status: string; consents: Consent[] };
    expect([content.status, content.consents]).toEqual(["seen", record.consents]);
    expect(await uuidsOf("clients")).toEqual([String(record.uuid)]);
  });
});
