import { randomUUID } from "node:crypto";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { makeClient, makeEntry } from "../../test-support/factories.js";
import { useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, graphql, postForm, startTestServer, TEST_ADMIN_TOKEN } from "../../test-support/test-server.js";
import { seedDeploymentsIfEmpty } from "../content/seed.js";
import { STATUS_FILTER_NEEDS_SCOPE } from "./reporting.service.js";
import { REPORTING_CONSENT } from "./reporting.fixture.js";

/** docs/REPORTING.md over real HTTP on PostgreSQL: a reporting token reads its own deployment's reports and can never write. */
describe("reporting tokens over HTTP (postgres)", () => {
  const database = useTestDatabase("postgres");
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  beforeEach(() => seedDeploymentsIfEmpty(database.handle.db));
  afterAll(() => server.close());

  async function gql<TData = Record<string, unknown>>(
    query: string,
    token: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: TData; errors?: Array<{ message: string; extensions?: { code?: string } }> },
    };
  }

  async function reportingToken(application: string, identifiable = false): Promise<string> {
    const made = await gql<{ createReportingToken: { token: string; application: string; identifiable: boolean } }>(
      "mutation($input: CreateReportingTokenInput!) { createReportingToken(input: $input) { token application identifiable } }",
      TEST_ADMIN_TOKEN,
      { input: { application, label: "dashboard", identifiable } },
    );
    expect(made.body.data?.createReportingToken).toMatchObject({ application, identifiable });
    return made.body.data!.createReportingToken.token;
  }

  /** A worker of the deployment saves one client through the REST facade, as the app does. */
  async function saveClient(application: string, clientname: string): Promise<string> {
    // A worker of another deployment cannot log in on this host: a one-time token gives the session,
    // and the record's deployment is the worker's (docs/SECURITY.md, "The deployment of records sent without a login"), never the entry's appIdentifier.
    const worker = await createWorker(server.baseUrl, { application });
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const loginToken = (await graphql(server.baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", { e: worker.email }, admin)).data!
      .createLoginToken as string;
    const session = await graphql<{ setPassword: { token: string } }>(
      server.baseUrl,
      "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }",
      {
        t: loginToken,
        p: "a new password",
      },
    );
    const token = session.data!.setPassword.token;
    const client = makeClient({ clientname, status: "active", consents: [REPORTING_CONSENT] });
    const saved = await postForm(
      `${server.baseUrl}/api/saveTables/${randomUUID()}`,
      { payload: JSON.stringify([makeEntry(client, { appIdentifier: application })]) },
      { token },
    );
    expect(saved.status).toBe(200);
    return String(client.uuid);
  }

  const countRecords = async () =>
    Number(
      (
        await database.handle.db
          .selectFrom("records")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("only an operator makes a reporting token", async () => {
    const worker = await createWorker(server.baseUrl);
    const refused = await gql('mutation { createReportingToken(input: { application: "default", label: "x" }) { token } }', worker.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("lists only its own deployment's clients, pseudonymous, and answers a report as CSV", async () => {
    const own = await saveClient("default", "Chikondi Banda");
    await saveClient("MALA", "Tiyamike Phiri");
    const token = await reportingToken("default");
    const page = await gql<{ reportRecords: { edges: Array<{ node: { uuid: string; clientname: string } }> } }>(
      '{ reportRecords(table: "clients", first: 10) { edges { cursor node { ... on Client { uuid clientname clientFormFields { answer } } } } pageInfo { hasNextPage } } }',
      token,
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.status).toBe(200);
    const edges = page.body.data!.reportRecords.edges;
    expect(edges.map((e) => e.node.uuid)).toEqual([own]);
    expect(edges[0]!.node.clientname).toMatch(/^P-[0-9a-f]{16}$/);
    expect(JSON.stringify(page.body)).not.toMatch(/Chikondi|Tiyamike/);

    const csv = await fetch(`${server.baseUrl}/api/reports/clients-by-status.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // The status is free text: counted, never shown without the identifiable scope.
    expect(await csv.text()).toBe("status,region,age_band,clients\r\n,,24-35 months,1\r\n");
    const unknown = await fetch(`${server.baseUrl}/api/reports/nope.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(unknown.status).toBe(400);
    expect((await fetch(`${server.baseUrl}/api/reports/clients-by-status.csv`)).status).toBe(401);
    const introspection = await gql("{ __schema { queryType { name } } }", token);
    expect(introspection.body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });

  it("a token without the identifiable scope cannot filter on status, and sees every status as ''", async () => {
    await saveClient("default", "Chikondi Banda");
    const token = await reportingToken("default");
    const byStatus = '{ reportClientsByStatus(filter: { status: "active" }) { status clients } }';
    const records = '{ reportRecords(table: "clients", filter: { status: "active" }) { edges { node { ... on Client { uuid } } } } }';
    for (const query of [byStatus, records]) {
      const refused = await gql(query, token);
      expect([refused.body.data, refused.body.errors?.[0]?.extensions?.code, refused.body.errors?.[0]?.message]).toEqual([
        null,
        "BAD_USER_INPUT",
        STATUS_FILTER_NEEDS_SCOPE,
      ]);
    }
    const csv = await fetch(`${server.baseUrl}/api/reports/clients-by-status.csv?status=active`, { headers: { authorization: `Bearer ${token}` } });
    expect([csv.status, ((await csv.json()) as { error: string }).error]).toEqual([400, STATUS_FILTER_NEEDS_SCOPE]);
    const rows = await gql<{ reportClientsByStatus: unknown[] }>("{ reportClientsByStatus { status clients } }", token);
    expect(rows.body.data?.reportClientsByStatus).toEqual([{ status: "", clients: 1 }]);

    const identifiable = await reportingToken("default", true);
    const filtered = await gql<{ reportClientsByStatus: unknown[] }>(byStatus, identifiable);
    expect(filtered.body.data?.reportClientsByStatus).toEqual([{ status: "active", clients: 1 }]);
    const none = await gql<{ reportClientsByStatus: unknown[] }>('{ reportClientsByStatus(filter: { status: "Banda" }) { status clients } }', identifiable);
    expect(none.body.data?.reportClientsByStatus).toEqual([]);
  });

  it("an identifiable token sees the names", async () => {
    await saveClient("default", "Chikondi Banda");
    const page = await gql<{ reportRecords: { edges: unknown[] } }>(
      '{ reportRecords(table: "clients") { edges { node { ... on Client { clientname } } } } }',
      await reportingToken("default", true),
    );
    expect(page.body.data!.reportRecords.edges).toEqual([{ node: { clientname: "Chikondi Banda" } }]);
  });

  it("is refused with 403 FORBIDDEN on every GraphQL mutation and non-report query, and writes nothing", async () => {
    await saveClient("default", "Chikondi Banda");
    const token = await reportingToken("default");
    const before = await countRecords();
    const client = makeClient();
    const attempts = [
      `mutation { registerAppInstall(input: { uuid: "${randomUUID()}", platform: "web" }) { uuid } }`,
      'mutation { createReportingToken(input: { application: "default", label: "more" }) { token } }',
      `mutation { removeRecords(appInstallId: "${randomUUID()}", items: [{ uuid: "${String(client.uuid)}", table: "clients" }]) { results { uuid } } }`,
      "{ clients { uuid } }",
      "{ reportClientsByStatus { clients } clients { uuid } }",
    ];
    for (const query of attempts) {
      const answer = await gql(query, token);
      expect(answer.status, query).toBe(403);
      expect(answer.body.errors?.[0]?.extensions?.code, query).toBe("FORBIDDEN");
    }
    expect(await countRecords()).toBe(before);
  });

  it("is refused with 403 on every REST call but GET /api/reports, and writes nothing", async () => {
    const token = await reportingToken("default");
    const client = makeClient();
    const saved = await postForm(`${server.baseUrl}/api/saveTables/${randomUUID()}`, { payload: JSON.stringify([makeEntry(client)]) }, { token });
    expect(saved).toEqual({
      status: 403,
      body: { error: "a reporting token is read-only: it may only run the report queries (reportRecords, reportCsv, ...)" },
    });
    const removed = await postForm(
      `${server.baseUrl}/api/saveRemovedrecords`,
      { removed_items: JSON.stringify([{ uuid: client.uuid, table: "clients" }]) },
      { token },
    );
    expect(removed.status).toBe(403);
    const registered = await postForm(
      `${server.baseUrl}/api/logging/registerAppInstall`,
      { formData: JSON.stringify({ uuid: randomUUID(), platform: "web" }) },
      { token },
    );
    expect(registered.status).toBe(403);
    expect(await countRecords()).toBe(0);
    expect(
      Number(
        (
          await database.handle.db
            .selectFrom("app_installs")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
  });

  it("cannot act as an app install, cannot open a realtime connection, and stops working when revoked", async () => {
    const token = await reportingToken("default");
    const asInstall = await gql("{ reportGoalsByDomain { goals } }", token, {}, { "x-app-install-id": randomUUID() });
    expect(asInstall.status).toBe(403);

    const ws = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${token}` }, retryAttempts: 0 });
    const closed = await new Promise<number>((resolve) => {
      ws.on("closed", (event) => resolve((event as { code: number }).code));
      ws.subscribe({ query: "subscription { recordsChanged { appID } }" }, { next: () => {}, error: () => {}, complete: () => {} });
    });
    await ws.dispose();
    expect(closed).toBe(4403);

    const revoked = await gql("mutation($t: String!) { revokeReportingToken(token: $t) }", TEST_ADMIN_TOKEN, { t: token });
    expect(revoked.body.data).toEqual({ revokeReportingToken: true });
    expect((await gql("{ reportGoalsByDomain { goals } }", token)).status).toBe(401);
  });
});
