import { E2E_ADMIN_TOKEN } from "./global-setup.js";

/** A worker account made the operator's way (admin mutation with ADMIN_TOKEN), of the default deployment unless told. */
export function createWorker(baseUrl: string, email: string, password: string, application = "default", name = "Field Worker"): Promise<void> {
  return createAccount(baseUrl, { application, email, name, password });
}

/** An operator of the default deployment, who logs in at /admin with this e-mail and password. */
export function createOperator(baseUrl: string, email: string, password: string): Promise<void> {
  return createAccount(baseUrl, { application: "default", email, name: "Programme Officer", password, role: "OPERATOR_OF_DEPLOYMENT" });
}

/** A GraphQL request as the deployment's ADMIN_TOKEN; its errors are thrown, its data answered. */
export async function adminGraphQL<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function createAccount(baseUrl: string, input: Record<string, string>): Promise<void> {
  await adminGraphQL(baseUrl, "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }", { input }).catch((error: Error) => {
    throw new Error(`createUser failed: ${error.message}`);
  });
}

/** A legacy client: logs in and saves through the REST facade, in its exact form shapes. */
export async function legacySave(baseUrl: string, email: string, password: string, record: { uuid: string; clientname: string }) {
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  const payload = JSON.stringify([
    { appIdentifier: "default", user_id: 1, uuid: record.uuid, table: "clients", record: { ...record, synced: 0 }, queuedAt: new Date().toISOString() },
  ]);
  const saved = await fetch(`${baseUrl}/api/saveTables/${crypto.randomUUID()}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: new URLSearchParams({ payload }),
  });
  return { status: saved.status, body: (await saved.json()) as unknown };
}
