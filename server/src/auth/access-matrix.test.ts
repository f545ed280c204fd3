import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { untilFeedReadsWritesSoFar } from "../test-support/feed-horizon.js";
import { createWorker, graphql, postForm, startTestServer } from "../test-support/test-server.js";

type Caller = { name: string; token?: string; installId?: string };
type Outcome = { reads: unknown; status: number | string };

/**
 * docs/SECURITY.md, "Threat model" access matrix: every door × { owner, another user of the same deployment, a user of
 * another deployment, an anonymous install, no credentials }. Only the owner reads or changes the
 * owner's records; the others see nothing and are refused, and nothing changes.
 */
describe("access matrix (PostgreSQL)", () => {
  const database = useTestDatabase("postgres");
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const callers: Record<string, Caller> = {};
  const client = makeClient({ clientname: "Owned by A" });
  const plan = { uuid: randomUUID(), client_uuid: client.uuid, domains: [], ladder_of_live: [], diary_items: [] };

  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  // The test database is emptied before each test: every door starts from the same accounts and records.
  beforeEach(async () => {
    const owner = await createWorker(server.baseUrl);
    const sameDeployment = await createWorker(server.baseUrl);
    const otherDeployment = await createWorker(server.baseUrl, { application: "MALA" });
    callers.owner = { name: "owner", token: owner.token, installId: randomUUID() };
    callers.sameDeployment = { name: "another user, same deployment", token: sameDeployment.token, installId: randomUUID() };
    callers.otherDeployment = { name: "a user of another deployment", token: otherDeployment.token, installId: randomUUID() };
    callers.anonymous = { name: "an anonymous install", installId: randomUUID() };
    callers.nobody = { name: "no credentials" };
    const saved = await postForm(
      `${server.baseUrl}/api/saveTables/${callers.owner.installId}`,
      { payload: JSON.stringify([makeEntry(client), { uuid: plan.uuid, table: "rehabilitations", record: plan }]) },
      { token: owner.token },
    );
    expect(saved.status).toBe(200);
  });
  afterAll(() => server.close());

  const headers = (c: Caller) => ({
    ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
    ...(c.installId ? { "x-app-install-id": c.installId } : {}),
  });
  const gql = async (c: Caller, query: string, variables: Record<string, unknown> = {}): Promise<Outcome> => {
    const result = await graphql(server.baseUrl, query, variables, headers(c));
    return { reads: result.data ?? null, status: result.errors?.[0]?.extensions?.code ?? "OK" };
  };
  const rest = async (c: Caller, path: string, fields: Record<string, string>, multipart = false): Promise<Outcome> => {
    const answer = await postForm(`${server.baseUrl}/api${path}`, fields, { token: c.token, installId: c.installId, multipart });
    return { reads: answer.body, status: answer.status };
  };

  const doors: Array<{
    door: string;
    run(c: Caller): Promise<Outcome>;
    owner: (o: Outcome) => void;
    others: (o: Outcome) => void;
    nobody: (o: Outcome) => void;
  }> = [
    {
      door: "GraphQL clients",
      run: (c) => gql(c, "{ clients { uuid } }"),
      owner: (o) => expect(o.reads).toEqual({ clients: [{ uuid: client.uuid }] }),
      others: (o) => expect(o.reads).toEqual({ clients: [] }),
      nobody: (o) => expect(o.status).toBe("UNAUTHENTICATED"),
    },
    {
      door: "GraphQL client(uuid)",
      run: (c) => gql(c, "query($u: ID!) { client(uuid: $u) { clientname } }", { u: client.uuid }),
      owner: (o) => expect(o.reads).toEqual({ client: { clientname: "Owned by A" } }),
      others: (o) => expect(o.reads).toEqual({ client: null }),
      nobody: (o) => expect(o.status).toBe("UNAUTHENTICATED"),
    },
    {
      door: "GraphQL rehabilitations(clientUuid)",
      run: (c) => gql(c, "query($c: ID) { rehabilitations(clientUuid: $c) { uuid } }", { c: client.uuid }),
      owner: (o) => expect(o.reads).toEqual({ rehabilitations: [{ uuid: plan.uuid }] }),
      others: (o) => expect(o.reads).toEqual({ rehabilitations: [] }),
      nobody: (o) => expect(o.status).toBe("UNAUTHENTICATED"),
    },
    {
      door: "GraphQL recordHistory",
      run: (c) => gql(c, 'query($u: ID!) { recordHistory(table: "clients", uuid: $u) { dataversion } }', { u: client.uuid }),
      owner: (o) => expect(o.status).toBe("OK"),
      others: (o) => expect(o.reads).toEqual({ recordHistory: [] }),
      nobody: (o) => expect(o.status).toBe("UNAUTHENTICATED"),
    },
    {
      door: "GraphQL changesSince",
      run: (c) => gql(c, '{ changesSince(cursor: "0") { changes { uuid } } }'),
      owner: (o) => expect((o.reads as { changesSince: { changes: unknown[] } }).changesSince.changes).toHaveLength(2),
      others: (o) => expect(o.reads).toEqual({ changesSince: { changes: [] } }),
      nobody: (o) => expect(o.status).toBe("UNAUTHENTICATED"),
    },
    {
      door: "GraphQL downloadRecords (a new device's first sync)",
      run: (c) => gql(c, "{ downloadRecords { total clients { uuid } rehabilitations { uuid } } }"),
      owner: (o) => expect(o.reads).toEqual({ downloadRecords: { total: 2, clients: [{ uuid: client.uuid }], rehabilitations: [{ uuid: plan.uuid }] } }),
      others: (o) => expect(o.reads).toEqual({ downloadRecords: { total: 0, clients: [], rehabilitations: [] } }),
      nobody: (o) => expect(o.status).toBe("UNAUTHENTICATED"),
    },
    {
      door: "GraphQL storedRecords (the change feed's records)",
      run: (c) =>
        gql(c, "query($keys: [RecordKeyInput!]!) { storedRecords(keys: $keys) { uuid client { uuid } rehabilitation { uuid } } }", {
          keys: [
            { table: "clients", uuid: client.uuid },
            { table: "rehabilitations", uuid: plan.uuid },
          ],
        }),
      owner: (o) =>
        expect(o.reads).toEqual({
          storedRecords: [
            { uuid: client.uuid, client: { uuid: client.uuid }, rehabilitation: null },
            { uuid: plan.uuid, client: null, rehabilitation: { uuid: plan.uuid } },
          ],
        }),
      others: (o) =>
        expect(o.reads).toEqual({
          storedRecords: [
            { uuid: client.uuid, client: null, rehabilitation: null },
            { uuid: plan.uuid, client: null, rehabilitation: null },
          ],
        }),
      nobody: (o) => expect(o.status).toBe("UNAUTHENTICATED"),
    },
    {
      door: "REST requestMutatedRecords",
      run: (c) => rest(c, "/requestMutatedRecords", { mutatedRecords: JSON.stringify([{ table: "clients", uuid: client.uuid }]) }, true),
      owner: (o) => expect(o.reads).toEqual([expect.objectContaining({ uuid: client.uuid })]),
      others: (o) => expect(o.reads).toEqual([]),
      nobody: (o) => expect(o.status).toBe(401),
    },
    {
      door: "GraphQL sync writing the record",
      run: (c) =>
        gql(c, "mutation($i: SyncBatchInput!) { sync(input: $i) { results { status } } }", {
          i: {
            appInstallId: c.installId ?? randomUUID(),
            entries: [{ clientMutationId: 1, table: "clients", uuid: client.uuid, client: { uuid: client.uuid, clientname: `Hijacked by ${c.name}` } }],
          },
        }),
      owner: () => {},
      others: (o) => expect(o.status).toBe("FORBIDDEN"),
      nobody: (o) => expect(o.status).toBe("FORBIDDEN"),
    },
    {
      door: "REST saveTables writing the record",
      run: (c) =>
        rest(c, `/saveTables/${c.installId ?? randomUUID()}`, { payload: JSON.stringify([makeEntry({ ...client, clientname: `Hijacked by ${c.name}` })]) }),
      owner: () => {},
      others: (o) => expect(o.status).toBe(403),
      nobody: (o) => expect(o.status).toBe(403),
    },
    {
      door: "REST saveRemovedrecords deleting the record",
      run: (c) => rest(c, "/saveRemovedrecords", { removed_items: JSON.stringify([{ uuid: client.uuid, table: "clients" }]) }),
      owner: () => {},
      others: (o) => expect(o.status).toBe(403),
      nobody: (o) => expect(o.status).toBe(401),
    },
    {
      door: "GraphQL removeRecords deleting the plan",
      run: (c) =>
        gql(c, "mutation($a: ID!, $i: [RemovedItemInput!]!) { removeRecords(appInstallId: $a, items: $i) { results { status } } }", {
          a: c.installId ?? randomUUID(),
          i: [{ uuid: plan.uuid, table: "rehabilitations" }],
        }),
      owner: () => {},
      others: (o) => expect(o.status).toBe("FORBIDDEN"),
      nobody: (o) => expect(o.status).toBe("FORBIDDEN"),
    },
  ];

  const strangers = ["sameDeployment", "otherDeployment", "anonymous"] as const;

  it.each(doors.map((d) => [d.door, d] as const))("%s: only the owner reads or changes the owner's records", async (_door, door) => {
    await untilFeedReadsWritesSoFar(database.handle.db);
    const before = await database.handle.db.selectFrom("records").select(["uuid", "dataversion", "content", "deleted_at"]).orderBy("uuid").execute();
    for (const who of strangers) door.others(await door.run(callers[who]!));
    door.nobody(await door.run(callers.nobody!));
    expect(await database.handle.db.selectFrom("records").select(["uuid", "dataversion", "content", "deleted_at"]).orderBy("uuid").execute()).toEqual(before);
    if (door.door.startsWith("GraphQL") || door.door.startsWith("REST requestMutatedRecords")) door.owner(await door.run(callers.owner!));
  });
});
