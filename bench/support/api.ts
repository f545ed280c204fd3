import { randomUUID } from "node:crypto";
import { createWorker } from "../../e2e/support/api.js";

export interface Worker {
  email: string;
  password: string;
  token: string;
  userId: number;
}

/** A worker of the default deployment made the operator's way, logged in through REST /api/login. */
export async function newWorker(baseUrl: string): Promise<Worker> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.org`;
  const password = "bench correct horse";
  await createWorker(baseUrl, email, password);
  const response = await fetch(`${baseUrl}/api/login`, { method: "POST", body: new URLSearchParams({ email, password }) });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}: ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  return { email, password, token, userId: user.id };
}

/**
 * The worker's session on one install, as her login on that phone starts it: a session acts as its
 * own install only (docs/shared-phone.md), so each install a benchmark writes as logs in once.
 */
export async function sessionOn(baseUrl: string, worker: Worker, installId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "x-app-install-id": installId },
    body: new URLSearchParams({ email: worker.email, password: worker.password }),
  });
  if (response.status !== 200) throw new Error(`login on ${installId} failed with ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A legacy-shaped client record (docs/product.md §3) as a field worker fills it in: its name and four form
 * answers (name, birthdate, gender, village), about 850 bytes of JSON, as docs/PERFORMANCE.md asks of every
 * benchmark that syncs or lists clients.
 */
export function clientRecord(index: number) {
  const name = `Bench Client ${String(index).padStart(5, "0")}`;
  const field = (
    clientField: string,
    component: string,
    answer: string,
    extra: { birthdate?: string; categories?: Array<{ id: string; text_input: string }> } = {},
  ) => ({
    uuid: randomUUID(),
    answer,
    mandatory: clientField === "name",
    clientField,
    birthdate: extra.birthdate ?? null,
    component,
    categories: extra.categories ?? [],
    flowelement: false,
  });
  return {
    uuid: randomUUID(),
    clientname: name,
    age: 20 + (index % 50),
    archived: false,
    status: index % 3 === 0 ? "active" : null,
    clientFormFields: [
      field("name", "text", name),
      field("birthdate", "date", "2019-04-17", { birthdate: "2019-04-17" }),
      field("gender", "select", "female", { categories: [{ id: "2", text_input: "female" }] }),
      field("village", "text", `Village ${index % 97}`),
    ],
  };
}

export type ClientRecord = ReturnType<typeof clientRecord>;

/** A request with its body already encoded, and how to judge its answer. */
export interface PreparedRequest {
  url: string;
  init: RequestInit;
  check(response: Response): Promise<void>;
}

export async function send(request: PreparedRequest): Promise<void> {
  await request.check(await fetch(request.url, request.init));
}

/** A POST /api/saveTables/<install> of the records, as legacy devices send it (form field `payload`). */
export function saveTablesRequest(baseUrl: string, token: string, installId: string, records: ClientRecord[]): PreparedRequest {
  const payload = records.map((record) => ({
    appIdentifier: "default",
    user_id: 1,
    uuid: record.uuid,
    table: "clients",
    record: { ...record, synced: 0, saved: "F" },
    queuedAt: new Date().toISOString(),
  }));
  return {
    url: `${baseUrl}/api/saveTables/${installId}`,
    init: {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
      body: new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
    },
    async check(response) {
      // Read whole, as a device reads its answer (and so the connection is free for the next request).
      const body = await response.text();
      if (response.status !== 200) throw new Error(`saveTables answered ${response.status}: ${body}`);
    },
  };
}

/** Saves records through the REST facade (POST /api/saveTables/<install>), as legacy devices do. */
export function saveTables(baseUrl: string, token: string, installId: string, records: ClientRecord[]): Promise<void> {
  return send(saveTablesRequest(baseUrl, token, installId, records));
}

let mutationId = 0;

/** A GraphQL `sync` mutation of the records, as the PWA's outbox sends it. */
export function syncMutationRequest(baseUrl: string, token: string, installId: string, records: ClientRecord[]): PreparedRequest {
  const entries = records.map((client) => {
    mutationId += 1;
    return { clientMutationId: mutationId, table: "clients", uuid: client.uuid, op: "UPSERT", queuedAt: new Date().toISOString(), client };
  });
  return {
    url: `${baseUrl}/graphql`,
    init: {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-app-install-id": installId },
      body: JSON.stringify({
        query: "mutation Sync($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId status } } }",
        variables: { input: { appInstallId: installId, entries } },
      }),
    },
    async check(response) {
      const body = (await response.json()) as { data?: { sync: { results: Array<{ status: string }> } }; errors?: unknown };
      if (body.errors || !body.data) throw new Error(`sync failed: ${JSON.stringify(body.errors)}`);
      const notApplied = body.data.sync.results.filter((r) => r.status !== "APPLIED");
      if (notApplied.length > 0) throw new Error(`sync: ${notApplied.length} entries not APPLIED`);
    },
  };
}

/** The same page as CLIENTS_PAGE_QUERY as documents (docs/sync-and-api.md, "Records as documents", the lists). */
export const CLIENTS_DOCUMENTS_QUERY = `query ClientsDocuments($first: Int, $after: String) { listDocuments(table: "clients", first: $first, after: $after) { documents count next } }`;

/** A page of the web app's Clients query, as the PWA's link asks for it (apps/web/src/platform/all-pages-link.ts). */
export const CLIENTS_PAGE_QUERY = `query Clients($first: Int, $after: String) { clients(first: $first, after: $after) { uuid clientname age valid archived status synced saved dataversion updatedAt deletedAt
  clientFormFields { uuid answer mandatory clientField birthdate component flowelement categories { id text_input } } } }`;

/** The worker's clients as the web app's Clients query answers them. */
export async function listClients(baseUrl: string, token: string): Promise<unknown[]> {
  const clients: unknown[] = [];
  let after: string | null = null;
  do {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: CLIENTS_PAGE_QUERY, variables: { after } }),
    });
    const body = (await response.json()) as { data?: { clients: unknown[] }; errors?: unknown; extensions?: { nextPages?: { clients?: string } } };
    if (!body.data) throw new Error(`clients query failed: ${JSON.stringify(body.errors)}`);
    clients.push(...body.data.clients);
    after = body.extensions?.nextPages?.clients ?? null;
  } while (after !== null);
  return clients;
}
