import fc from "fast-check";
import { MAX_BODY_BYTES } from "../request/limits.js";
import { formValue, hostileJson, hostileText, longText, malformedMultipart, queueEntry, rawBytes } from "./hostile-inputs.js";
import { inlineOperation } from "./inline-cases.js";

/**
 * The fuzz test's cases (docs/SECURITY.md, "Rules, and the test that proves each"): each a request as bytes to one door. Weights
 * follow what is worth most: the sync doors, then multipart, then the rest; a 10 MiB body is rare.
 */

const SYNC = "mutation($input: SyncBatchInput!) { sync(input: $input) { results { uuid dataversion status } } }";

export interface Case {
  door: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** uuids a saveRemovedrecords case asks to delete (its answer names no dataversion). */
  removes?: string[];
  /** The install a case acts as when it is sent without a login (its path's, when that is a uuid). */
  installId?: string;
  /** A GraphQL case's operation, which the test may send over graphql-ws instead of HTTP. */
  operation?: { query: string; variables: Record<string, unknown> };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const installInPath = fc.oneof({ weight: 6, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileText });
const json = (value: unknown) => JSON.stringify(value) ?? "null";
/** A value one time in six, else undefined (fc.option gives undefined only one time in five). */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
const FORM = "application/x-www-form-urlencoded";

/** A sync batch as JSON text: entries, anything, or text that is no JSON at all. */
const batchText = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.oneof(queueEntry, hostileJson), { maxLength: 4 }).map(json) },
  { weight: 1, arbitrary: hostileJson.map(json) },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(queueEntry, { maxLength: 4 }).map((list) => json(list).slice(0, -1)) },
);

const saveTables = fc
  .record({ install: installInPath, payload: batchText, extra: fc.dictionary(hostileText, hostileText, { maxKeys: 2 }) })
  .map(({ install, payload, extra }): Case => ({
    door: "saveTables",
    path: `/api/saveTables/${formValue(install)}`,
    installId: UUID.test(install) ? install : undefined,
    headers: { "content-type": FORM },
    body: Buffer.from([`payload=${formValue(payload)}`, ...Object.entries(extra).map(([k, v]) => `${formValue(k)}=${formValue(v)}`)].join("&")),
  }));

const removals = fc
  .record({
    items: fc.array(fc.record({ uuid: fc.oneof(fc.uuid(), hostileText), table: fc.oneof(fc.constantFrom("clients", "favorites"), hostileText) }), {
      maxLength: 3,
    }),
    broken: fc.nat(3).map((n) => n === 0),
  })
  .map(({ items, broken }): Case => ({
    door: "saveRemovedrecords",
    path: "/api/saveRemovedrecords",
    headers: { "content-type": FORM },
    body: Buffer.from(`removed_items=${formValue(broken ? json(items).slice(1) : json(items))}`),
    removes: items.map((i) => i.uuid),
  }));

/** GraphQL sync with typed entries whose fields are hostile (JSON escapes lone surrogates: the server meets them after parsing). */
const graphqlEntry = fc.record(
  {
    clientMutationId: fc.oneof(fc.integer(), fc.double(), hostileText),
    table: fc.oneof(fc.constantFrom("clients", "rehabilitations", "favorites", "chat_messages"), hostileText),
    uuid: fc.oneof(fc.uuid(), hostileText),
    op: fc.oneof(fc.constantFrom("UPSERT", "DELETE"), hostileText),
    baseDataversion: fc.oneof(fc.integer(), fc.constant(null), hostileText),
    client: fc.oneof(fc.constant(null), fc.record({ uuid: hostileText, clientname: hostileJson, age: hostileJson, status: hostileText }, { requiredKeys: [] })),
    favorite: fc.oneof(fc.constant(undefined), fc.record({ uuid: hostileText, article_uuid: hostileJson, page: hostileText }, { requiredKeys: [] })),
    chatMessage: fc.oneof(fc.constant(undefined), fc.record({ uuid: hostileText, text: hostileText, sent_at: hostileText }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);
const graphqlSync = fc
  .record({ entries: fc.array(graphqlEntry, { maxLength: 3 }), appInstallId: fc.oneof(fc.uuid(), hostileText), cut: sometimes(fc.nat()) })
  .map(({ entries, appInstallId, cut }): Case => {
    const operation = { query: SYNC, variables: { input: { appInstallId, entries } } };
    const text = json(operation);
    return {
      door: "graphql sync",
      path: "/graphql",
      installId: UUID.test(appInstallId) ? appInstallId : undefined,
      headers: { "content-type": "application/json" },
      body: Buffer.from(cut === undefined ? text : text.slice(0, cut % text.length)),
      ...(cut === undefined && { operation }),
    };
  });

/** GraphQL with the hostile values written into the document (inline-cases.ts). */
const graphqlInline = inlineOperation.map(({ name, query, install }): Case => ({
  door: `graphql inline ${name}`,
  path: "/graphql",
  installId: install,
  headers: { "content-type": "application/json" },
  body: Buffer.from(json({ query })),
  operation: { query, variables: {} },
}));

/** A GraphQL body written by hand: raw lone surrogates and NULs in the bytes, JSON or not. */
const graphqlRaw = fc.record({ query: hostileText, variables: hostileText }).map(({ query, variables }): Case => ({
  door: "graphql raw",
  path: "/graphql",
  headers: { "content-type": "application/json" },
  body: rawBytes(`{"query":"${query}","variables":{"input":"${variables}"}}`),
}));

const multipart = fc
  .record({
    form: malformedMultipart,
    path: fc.constantFrom("/api/saveTables/", "/api/logging/logError", "/api/saveRemovedrecords", "/api/logging/registerAppInstall"),
    install: fc.uuid(),
  })
  .map(({ form, path, install }): Case => ({
    door: `multipart ${path}`,
    path: path.endsWith("/") ? `${path}${install}` : path,
    headers: { "content-type": form.contentType },
    body: form.body,
  }));

const loggingForm = fc
  .record({
    path: fc.constantFrom("/api/logging/logError", "/api/logging/logUsage", "/api/logging/registerAppInstall"),
    formData: fc.oneof(hostileJson.map(json), hostileText),
  })
  .map(({ path, formData }): Case => ({ door: path, path, headers: { "content-type": FORM }, body: Buffer.from(`formData=${formValue(formData)}`) }));

/** A record whose text is past every limit, through either door. */
const long = fc.record({ text: longText, graphql: fc.boolean(), uuid: fc.uuid(), install: fc.uuid() }).map(({ text, graphql, uuid, install }): Case => {
  const client = { uuid, clientname: text, clientFormFields: [] };
  if (graphql) {
    const input = { appInstallId: install, entries: [{ clientMutationId: 1, table: "clients", uuid, client }] };
    return {
      door: "long graphql",
      path: "/graphql",
      installId: install,
      headers: { "content-type": "application/json" },
      body: Buffer.from(json({ query: SYNC, variables: { input } })),
    };
  }
  return {
    door: "long saveTables",
    path: `/api/saveTables/${install}`,
    installId: install,
    headers: { "content-type": FORM },
    body: Buffer.from(`payload=${formValue(json([{ table: "clients", uuid, record: client }]))}`),
  };
});

/** A body one byte past the 10 MiB limit. */
const huge = fc.tuple(fc.constantFrom(FORM, "application/json", "multipart/form-data; boundary=XyZ"), fc.uuid()).map(([contentType, install]): Case => ({
  door: `huge ${contentType}`,
  path: contentType === "application/json" ? "/graphql" : `/api/saveTables/${install}`,
  headers: { "content-type": contentType },
  body: Buffer.alloc(MAX_BODY_BYTES + 1, 0x61),
}));

export const anyCase = fc.oneof(
  { weight: 900, arbitrary: saveTables },
  { weight: 240, arbitrary: removals },
  { weight: 900, arbitrary: graphqlSync },
  { weight: 240, arbitrary: graphqlRaw },
  { weight: 450, arbitrary: graphqlInline },
  { weight: 450, arbitrary: multipart },
  { weight: 60, arbitrary: loggingForm },
  { weight: 90, arbitrary: long },
  // About 3 in 10,000: each sends 10 MiB.
  { weight: 1, arbitrary: huge },
);
