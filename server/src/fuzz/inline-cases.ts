import fc from "fast-check";
import { hostileJson, hostileText } from "./hostile-inputs.js";

/**
 * GraphQL cases whose values are written into the document itself, not sent as variables (docs/SECURITY.md;
 * "Done when"): each hostile value as a GraphQL literal (a string with JSON's escapes, so a NUL is
 * `\u0000` and a lone surrogate `\ud800`; a list; an input object), to every door that takes one.
 */

/** A GraphQL literal of a JSON value; a field name that is no GraphQL name is left out (it could not be written). */
export function literalOf(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(literalOf).join(", ")}]`;
  const fields = Object.entries(value as Record<string, unknown>).filter(([key]) => NAME.test(key));
  return `{${fields.map(([key, v]) => `${key}: ${literalOf(v)}`).join(", ")}}`;
}

const NAME = /^[_a-z]\w*$/i;

/** Hostile text shaped as an e-mail address, so it passes the address check and reaches the database. */
const hostileAddress = fc.tuple(hostileText, hostileText).map(([user, host]) => `x${user}@${host}x`);

/** Text, an address, or now and then any JSON value (the wrong type for the argument). */
const value = fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 2, arbitrary: hostileAddress }, { weight: 1, arbitrary: hostileJson });

const entry = fc.record(
  {
    clientMutationId: fc.oneof(fc.integer({ min: 1, max: 1000 }), hostileJson),
    table: fc.oneof(fc.constantFrom("clients", "favorites", "chat_messages"), hostileText),
    uuid: fc.oneof(fc.uuid(), hostileText),
    client: fc.record({ uuid: fc.oneof(fc.uuid(), hostileText), clientname: value, status: value }, { requiredKeys: [] }),
    favorite: fc.record({ uuid: fc.oneof(fc.uuid(), hostileText), article_uuid: value, page: value }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

/** One operation with its hostile values written inline: the door's name, the document, and the install it names. */
export interface InlineOperation {
  name: string;
  query: string;
  install?: string;
}

export const inlineOperation: fc.Arbitrary<InlineOperation> = fc.oneof(
  fc.record({ entries: fc.array(entry, { maxLength: 3 }), install: fc.uuid() }).map(({ entries, install }) => ({
    name: "sync",
    install,
    query: `mutation { sync(input: { appInstallId: ${literalOf(install)}, entries: ${literalOf(entries)} }) { results { uuid dataversion status } } }`,
  })),
  fc.record({ email: value, password: value }).map(({ email, password }) => ({
    name: "login",
    query: `mutation { login(email: ${literalOf(email)}, password: ${literalOf(password)}) { token } }`,
  })),
  value.map((email) => ({ name: "requestPassword", query: `mutation { requestPassword(email: ${literalOf(email)}) }` })),
  fc.record({ platform: value, useragent: value, install: fc.uuid() }).map(({ platform, useragent, install }) => ({
    name: "registerAppInstall",
    install,
    query: `mutation { registerAppInstall(input: { uuid: ${literalOf(install)}, platform: ${literalOf(platform)}, useragent: ${literalOf(useragent)} }) { uuid } }`,
  })),
  fc.record({ name: value, message: value, fileName: value }).map((error) => ({
    name: "logError",
    query: `mutation { logError(input: { app_id: "default", date: "28-11-2026", error: ${literalOf(error)} }) { app_id } }`,
  })),
  value.map((uuid) => ({ name: "client", query: `query { client(uuid: ${literalOf(uuid)}) { uuid } }` })),
  fc.record({ table: value, uuid: value }).map(({ table, uuid }) => ({
    name: "recordHistory",
    query: `query { recordHistory(table: ${literalOf(table)}, uuid: ${literalOf(uuid)}) { dataversion } }`,
  })),
  value.map((host) => ({ name: "application", query: `query { application(host: ${literalOf(host)}) { id } }` })),
);
