import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, TEST_ADMIN_TOKEN, useTestServer } from "../test-support/test-server.js";
import { openGraphQLSocket, type SocketAnswer } from "../test-support/ws-client.js";

/** `\u0000` as written into a GraphQL document: the parser makes a NUL character of it. */
const NUL = "\\u0000";
const NUL_MESSAGE = "must not hold a NUL character (\\u0000)";

/** Each field that answered INTERNAL_SERVER_ERROR, with a NUL written into its document. */
const DOCUMENTS: [string, string, string][] = [
  ["login", `mutation { login(email: "a${NUL}b@example.org", password: "x") { token } }`, "login(email)"],
  ["requestPassword", `mutation { requestPassword(email: "a${NUL}b@example.org") }`, "requestPassword(email)"],
  ["registerAppInstall", `mutation { registerAppInstall(input: { uuid: "INSTALL", platform: "a${NUL}b" }) { uuid } }`, "registerAppInstall(input.platform)"],
  ["client", `query { client(uuid: "a${NUL}b") { uuid } }`, "client(uuid)"],
  ["recordHistory", `query { recordHistory(table: "clients", uuid: "a${NUL}b") { dataversion } }`, "recordHistory(uuid)"],
  ["application", `query { application(host: "a${NUL}b") { id } }`, "application(host)"],
  [
    "createUser",
    `mutation { createUser(input: { application: "default", email: "a${NUL}b@example.org", name: "n", password: "a long password" }) { id } }`,
    "createUser(input.email)",
  ],
  ["createLoginToken", `mutation { createLoginToken(email: "a${NUL}b@example.org") }`, "createLoginToken(email)"],
];

const codesOf = (answer: SocketAnswer) => (answer.errors ?? []).map((e) => [e.message, e.extensions?.code]);

describe("a NUL written into a GraphQL document is a validation error naming where (docs/SECURITY.md)", () => {
  const database = useTestDatabase("pglite");
  const server = useTestServer(database);

  const callers = async () => {
    const installId = randomUUID();
    const worker = await createWorker(server.baseUrl);
    return {
      installId,
      worker: { authorization: `Bearer ${worker.token}`, "x-app-install-id": installId },
      operator: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    };
  };

  it.each(DOCUMENTS)("%s over HTTP, as an install, a worker and an operator", async (_field, document, place) => {
    const { installId, worker, operator } = await callers();
    const query = document.replace("INSTALL", installId);
    for (const headers of [{ "x-app-install-id": installId }, worker, operator]) {
      const answer = await graphql(server.baseUrl, query, {}, headers);
      expect(codesOf(answer)).toEqual([[`${place}: ${NUL_MESSAGE}`, "GRAPHQL_VALIDATION_FAILED"]]);
    }
  });

  it("every one of them over graphql-ws, as a worker", async () => {
    const { installId, worker } = await callers();
    const socket = await openGraphQLSocket(server.wsUrl, { Authorization: worker.authorization, "X-App-Install-Id": installId });
    try {
      const answers = await Promise.all(DOCUMENTS.map(([, document]) => socket.request(document.replace("INSTALL", installId))));
      expect(answers.map(codesOf)).toEqual(DOCUMENTS.map(([, , place]) => [[`${place}: ${NUL_MESSAGE}`, "GRAPHQL_VALIDATION_FAILED"]]));
    } finally {
      socket.close();
    }
  });

  it("a NUL or a lone surrogate in a variable over graphql-ws is BAD_USER_INPUT naming it, as the HTTP door's 400; the socket stays open", async () => {
    const { installId, worker } = await callers();
    const socket = await openGraphQLSocket(server.wsUrl, { Authorization: worker.authorization, "X-App-Install-Id": installId });
    try {
      const login = "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }";
      const nul = await socket.request(login, { e: "a\u0000b@example.org", p: "x" });
      expect(codesOf(nul)).toEqual([[`payload.variables.e: ${NUL_MESSAGE}`, "BAD_USER_INPUT"]]);
      const lone = await socket.request("query($u: ID!) { client(uuid: $u) { uuid } }", { u: "a\ud800b" });
      expect(codesOf(lone)).toEqual([["payload.variables.u: must not hold a lone UTF-16 surrogate", "BAD_USER_INPUT"]]);
      // A sync batch's entries are judged one by one: a NUL there rejects its entry alone.
      const uuid = randomUUID();
      const sync = await socket.request("mutation($input: SyncBatchInput!) { sync(input: $input) { results { status reason } } }", {
        input: { appInstallId: installId, entries: [{ clientMutationId: 1, table: "clients", uuid, client: { uuid, clientname: "a\u0000b" } }] },
      });
      expect(sync).toEqual({ data: { sync: { results: [{ status: "REJECTED", reason: expect.stringContaining("record.clientname: contains a NUL") }] } } });
      expect(await socket.request("{ me { email } }")).toMatchObject({ data: { me: { email: expect.any(String) } } });
    } finally {
      socket.close();
    }
  });

  it("a lone surrogate written as \\ud800 is refused by the parser, and a clean text written inline still works", async () => {
    const { installId } = await callers();
    const lone = await graphql(server.baseUrl, `query { client(uuid: "a\\ud800b") { uuid } }`, {}, { "x-app-install-id": installId });
    expect(lone.errors?.map((e) => e.extensions?.code)).toEqual(["GRAPHQL_PARSE_FAILED"]);
    const clean = await graphql(
      server.baseUrl,
      `
        mutation {
          requestPassword(email: "zoë@example.org")
        }
      `,
    );
    expect(clean).toEqual({ data: { requestPassword: true } });
  });
});
