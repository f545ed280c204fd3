import { randomUUID } from "node:crypto";
import { buildSchema, parse, type OperationDefinitionNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, postForm, startTestServer } from "../test-support/test-server.js";
import { COMPILE_ON_SIGHTING, compiledQueryGateway } from "./compiled-queries.js";

/** The web app's Clients query (apps/web/src/modules/clients/clients.graphql with its fragment). */
const CLIENTS = `query Clients { clients { uuid clientname age valid archived status synced saved dataversion updatedAt deletedAt
  clientFormFields { uuid answer mandatory clientField birthdate component flowelement categories { id text_input } } } }`;

// Sightings 1 .. COMPILE_ON_SIGHTING - 1 run through graphql-js, later ones through graphql-jit.
const SIGHTINGS = COMPILE_ON_SIGHTING + 2;

describe.each(databaseKinds)("queries compiled by graphql-jit answer as graphql-js does, on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  afterAll(() => server.close());

  /**
   * The same request SIGHTINGS times: each answer as status and body text. A trailing comment makes
   * the text new to the server, so its first sightings are graphql-js's whatever ran before.
   */
  async function askRepeatedly(text: string, variables: Record<string, unknown>, headers: Record<string, string>) {
    const query = `${text} # ${randomUUID()}`;
    const answers: Array<{ status: number; body: string }> = [];
    for (let i = 0; i < SIGHTINGS; i += 1) {
      const response = await fetch(`${server.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      answers.push({ status: response.status, body: await response.text() });
    }
    return answers;
  }

  async function workerWithClients() {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const clients = [
      makeClient({ clientname: "Text answer" }),
      makeClient({
        clientname: "Number answer",
        clientFormFields: [
          {
            uuid: randomUUID(),
            answer: 42,
            mandatory: false,
            clientField: "weight",
            component: "number",
            categories: [{ id: "c1", text_input: "note" }],
            flowelement: true,
          },
        ],
      }),
    ];
    const saved = await postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload: JSON.stringify(clients.map((c) => makeEntry(c))) }, { token });
    expect(saved.status).toBe(200);
    return { token, installId, headers: { authorization: `Bearer ${token}`, "x-app-install-id": installId }, clients };
  }

  it("the app's Clients query: the same list, nested form fields and answers included, every time", async () => {
    const { headers, clients } = await workerWithClients();
    const answers = await askRepeatedly(CLIENTS, {}, headers);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const { data } = JSON.parse(answers[0]!.body) as {
      data: { clients: Array<{ clientname: string; clientFormFields: Array<{ answer: unknown; categories: unknown[] }> }> };
    };
    expect(data.clients.map((c) => c.clientname)).toEqual(clients.map((c) => c.clientname));
    expect(data.clients[1]!.clientFormFields).toEqual([
      {
        uuid: expect.any(String),
        answer: 42,
        mandatory: false,
        clientField: "weight",
        birthdate: null,
        component: "number",
        flowelement: true,
        categories: [{ id: "c1", text_input: "note" }],
      },
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it("a paged list names its next page in the answer's extensions, compiled or not", async () => {
    const { headers, clients } = await workerWithClients();
    const answers = await askRepeatedly("query Page($first: Int) { clients(first: $first) { uuid } }", { first: 1 }, headers);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const body = JSON.parse(answers[0]!.body) as { data: { clients: Array<{ uuid: string }> }; extensions?: { nextPages?: { clients?: string } } };
    expect(body.data.clients).toEqual([{ uuid: clients[0]!.uuid }]);
    expect(body.extensions?.nextPages?.clients).toEqual(expect.any(String));
  });

  it("a service's typed error keeps its code, message, path and locations", async () => {
    const answers = await askRepeatedly(CLIENTS, {}, {});
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body)).toEqual({
      errors: [
        {
          message: "send Authorization: Bearer <token> or X-App-Install-Id",
          locations: [{ line: 1, column: 17 }],
          path: ["clients"],
          extensions: { code: "UNAUTHENTICATED" },
        },
      ],
      data: null,
    });
  });

  it("refused variables stay a 400 BAD_USER_INPUT naming the variable", async () => {
    const { headers } = await workerWithClients();
    const answers = await askRepeatedly("query One($u: ID!) { client(uuid: $u) { uuid } }", { u: [1] }, headers);
    expect(answers.map((a) => a.status)).toEqual(Array(SIGHTINGS).fill(400));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const { errors } = JSON.parse(answers[0]!.body) as { errors: Array<{ extensions: unknown }> };
    expect(errors[0]!.extensions).toEqual({ code: "BAD_USER_INPUT" });
  });

  it("a query reaching the SyncedRecord union (left to graphql-js) types each version", async () => {
    const { token, installId, headers, clients } = await workerWithClients();
    const removed = await postForm(
      `${server.baseUrl}/api/saveRemovedrecords`,
      { removed_items: JSON.stringify([{ uuid: clients[0]!.uuid, table: "clients" }]) },
      { token, installId },
    );
    expect(removed.body).toEqual({ status: 200 });
    const query = "query History($t: String!, $u: ID!) { recordHistory(table: $t, uuid: $u) { record { __typename } } }";
    const answers = await askRepeatedly(query, { t: "clients", u: clients[0]!.uuid }, headers);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body)).toEqual({ data: { recordHistory: [{ record: { __typename: "Client" } }] } });
  });

  it("the outbox's Sync mutation stores each batch the same way, compiled or not", async () => {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const query = `mutation Sync($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId status } } } # ${randomUUID()}`;
    const sent = Array.from({ length: SIGHTINGS }, () =>
      makeClient({
        clientFormFields: [
          {
            uuid: randomUUID(),
            answer: 7,
            mandatory: true,
            clientField: "name",
            component: "text",
            categories: [{ id: "c1", text_input: null }],
            flowelement: false,
          },
        ],
      }),
    );
    for (const [i, { synced: _synced, saved: _saved, ...client }] of sent.entries()) {
      const entry = { clientMutationId: i + 1, table: "clients", uuid: client.uuid, client };
      const response = await fetch(`${server.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-app-install-id": installId },
        body: JSON.stringify({ query, variables: { input: { appInstallId: installId, entries: [entry] } } }),
      });
      expect(await response.json()).toEqual({ data: { sync: { results: [{ clientMutationId: i + 1, status: "APPLIED" }] } } });
    }
    const stored = await database.handle.db
      .selectFrom("records")
      .select(["uuid", "content"])
      .where(
        "uuid",
        "in",
        sent.map((c) => c.uuid as string),
      )
      .execute();
    const withoutIds = (content: Record<string, unknown>) => JSON.stringify({ ...content, uuid: null, clientFormFields: null });
    expect(stored).toHaveLength(SIGHTINGS);
    expect(new Set(stored.map((r) => withoutIds(r.content))).size).toBe(1);
    const sentFields = sent.find((c) => c.uuid === stored[0]!.uuid)!.clientFormFields as object[];
    expect(stored[0]!.content.clientFormFields).toEqual([{ ...sentFields[0], birthdate: null }]);
  });
});

describe("a mutation run by the compiled-query gateway", () => {
  const schema = buildSchema("type Query { ok: Boolean } type Mutation { fail(n: Int!): Boolean! }");
  const runs: string[] = [];
  schema.getMutationType()!.getFields().fail!.resolve = () => {
    runs.push(new Error().stack?.includes("graphql-jit") ? "graphql-jit" : "graphql-js");
    throw new Error("refused");
  };

  it(`runs once per request when its resolver throws, whether graphql-js or graphql-jit runs it (${SIGHTINGS} requests)`, async () => {
    const gateway = compiledQueryGateway(schema);
    const { executor } = await gateway.load({ apollo: {} });
    if (!executor) throw new Error("the gateway gave no executor");
    const document = parse("mutation Fail($n: Int!) { fail(n: $n) }");
    const operation = document.definitions[0] as OperationDefinitionNode;
    for (let i = 0; i < SIGHTINGS; i += 1) {
      const result = await executor({ document, operation, operationName: "Fail", queryHash: "fail", request: { variables: { n: i } }, context: {} } as never);
      expect(result).toMatchObject({ data: null, errors: [{ message: "refused" }] });
    }
    const firstCompiled = COMPILE_ON_SIGHTING - 1;
    expect(runs).toEqual([...Array(firstCompiled).fill("graphql-js"), ...Array(SIGHTINGS - firstCompiled).fill("graphql-jit")]);
  });
});
