import { randomUUID } from "node:crypto";
import type { Identity } from "../auth/identity.js";
import type { Services } from "../services.js";

/** A legacy-shaped client record (docs/product.md §3), with overrides. */
export function makeClient(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uuid: randomUUID(),
    clientname: "Chikondi Banda",
    age: 30,
    archived: false,
    status: null,
    synced: 0,
    saved: "F",
    clientFormFields: [
      { uuid: randomUUID(), answer: "Chikondi Banda", mandatory: true, clientField: "name", component: "text", categories: [], flowelement: false },
    ],
    ...overrides,
  };
}

/** One outbox / queue entry for a record. */
export function makeEntry(record: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    appIdentifier: "default",
    user_id: 1,
    uuid: record.uuid,
    table: "clients",
    record,
    queuedAt: new Date().toISOString(),
    ...overrides,
  };
}

let userCount = 0;

/** A user created the operator's way, logged in; answers the user's identity on a fresh install. */
export async function makeUser(services: Services, overrides: { application?: string } = {}) {
  userCount += 1;
  const email = `worker${userCount}-${randomUUID().slice(0, 8)}@example.org`;
  const password = "correct horse battery";
  const admin: Identity = { user: null, installId: null, isAdmin: true };
  await services.auth.createUser(admin, { application: overrides.application ?? "default", email, name: `Worker ${userCount}`, password });
  const { token, user } = await services.auth.login(email, password, { address: "factory", deployment: null });
  const identity: Identity = { user, installId: randomUUID(), isAdmin: false };
  return { email, password, token, user, identity };
}
