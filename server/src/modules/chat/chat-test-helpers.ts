import { randomUUID } from "node:crypto";
import { graphql, postForm, TEST_ADMIN_TOKEN, type SyncAnswer } from "../../test-support/test-server.js";

export const SYNC = `mutation($input: SyncBatchInput!) { sync(input: $input) { results { clientMutationId uuid dataversion status reason } } }`;
export const CHAT_MESSAGES = `{ chatMessages { uuid text sent_at sender_user_id sender_name application } }`;

export interface Chatter {
  name: string;
  userId: number;
  token: string;
  installId: string;
  headers: Record<string, string>;
}

/** A user of a deployment with their own display name, logged in on a fresh install. */
export async function chatter(baseUrl: string, name: string, application = "default"): Promise<Chatter> {
  const email = `chat-${randomUUID().slice(0, 8)}@example.org`;
  const password = "a long chat password";
  const created = await graphql(
    baseUrl,
    "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }",
    { input: { application, email, name, password } },
    { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  );
  if (created.errors) throw new Error(`createUser failed: ${JSON.stringify(created.errors)}`);
  const login = await postForm(`${baseUrl}/api/login`, { email, password });
  const { token, user } = login.body as { token: string; user: { id: number } };
  const installId = randomUUID();
  return { name, userId: user.id, token, installId, headers: { authorization: `Bearer ${token}`, "x-app-install-id": installId } };
}

/** An install that never logged in. */
export function anonymousInstall() {
  const installId = randomUUID();
  return { installId, headers: { "x-app-install-id": installId } };
}

let mutationId = 0;

/** One sync entry carrying a chat message, as the web's outbox sends it. */
export function messageEntry(text: string, extra: { uuid?: string; op?: "UPSERT" | "DELETE" } = {}) {
  const uuid = extra.uuid ?? randomUUID();
  mutationId += 1;
  const entry = { clientMutationId: mutationId, table: "chat_messages", uuid, op: extra.op ?? "UPSERT" };
  return extra.op === "DELETE" ? entry : { ...entry, chatMessage: { uuid, text, sent_at: "2026-11-23T08:15:00.000Z" } };
}

export async function send(baseUrl: string, from: { installId: string; headers: Record<string, string> }, entry: ReturnType<typeof messageEntry>) {
  return graphql<SyncAnswer>(baseUrl, SYNC, { input: { appInstallId: from.installId, entries: [entry] } }, from.headers);
}
