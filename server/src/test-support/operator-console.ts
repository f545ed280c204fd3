import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { newToken } from "../auth/token.js";
import { useTestDatabase, type DatabaseKind } from "./test-database.js";
import { createWorker, graphql, TEST_ADMIN_TOKEN, useTestServer } from "./test-server.js";

/**
 * What the operator console's server tests share (docs/operator-console.md): a server on a test
 * database, the ADMIN_TOKEN's headers, an operator who logged in, and a worker's phone that synced.
 */
export const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const CREATE_USER = "mutation($input: CreateUserInput!) { createUser(input: $input) { id email application } }";
export const OPERATOR_LOGIN = "mutation($e: String!, $p: String!) { operatorLogin(email: $e, password: $p) { token operator { email role application } } }";
export const AUDIT = "query($f: AuditFilter) { auditEvents(filter: $f) { actorKind actor action application target detail address } }";
const PASSWORD = "operator long password";

export type AuditAnswer = {
  auditEvents: Array<{
    actorKind: string;
    actor: string | null;
    action: string;
    application: string | null;
    target: string | null;
    detail: string | null;
    address: string | null;
  }>;
};

/** Starts a server on a test database of that kind for the describe block it is called in. */
export function useOperatorConsoleServer(kind: DatabaseKind) {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    graphql<T>(server.baseUrl, query, variables, headers);

  /** An operator of that deployment (or of every one), logged in. */
  async function operator(application: string, role: "OPERATOR_OF_DEPLOYMENT" | "OPERATOR_OF_ALL" = "OPERATOR_OF_DEPLOYMENT") {
    const email = `op-${randomUUID().slice(0, 8)}@example.org`;
    const made = await gql(CREATE_USER, { input: { application, email, name: "Operator", password: PASSWORD, role } }, admin);
    expect(made.errors).toBeUndefined();
    const login = await gql<{ operatorLogin: { token: string } }>(OPERATOR_LOGIN, { e: email, p: PASSWORD });
    expect(login.errors).toBeUndefined();
    return { email, token: login.data!.operatorLogin.token };
  }

  /** A worker's phone of that deployment that synced once: its install appears in the registry. */
  async function syncedPhone(application: string) {
    const worker = await createWorker(server.baseUrl, { application });
    const install = { id: randomUUID(), secret: newToken() };
    const headers = { ...bearer(worker.token), "x-app-install-id": install.id, "x-app-install-secret": install.secret };
    const uuid = randomUUID();
    const entries = [{ clientMutationId: 1, table: "clients", uuid, client: { uuid, clientname: "Grace" } }];
    const synced = await gql(
      "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }",
      { input: { appInstallId: install.id, entries } },
      headers,
    );
    expect(synced.errors).toBeUndefined();
    return { worker, install, headers, entries };
  }

  return {
    database,
    gql,
    operator,
    syncedPhone,
    /** The server's address, once it started. */
    baseUrl: () => server.baseUrl,
    PASSWORD,
  };
}
