import { credentials } from "../platform/apollo.js";
import type { CachedTable } from "./cached-tables.js";
import { typenamesOf } from "./page-tables.js";
import type { FetchedRow } from "./record-cache.js";
import { inDocumentsWorker } from "./documents-worker.js";
import storedDocumentsQuery from "./stored-documents.graphql?raw";

/** A key's answer, as change-feed.ts's StoredAnswer (not imported: that module loads this one). */
interface StoredAnswer {
  table: string;
  uuid: string;
  withheld: boolean;
  record: FetchedRow | null;
}

/**
 * The stored records of the keys as documents (docs/sync-and-api.md, "The device's feed"): asked
 * with the app's credentials outside Apollo Client, their answer parsed and made into the typed
 * rows in the documents' worker (stored-rows.ts), so neither the server nor the page walks each
 * record's fields; one answer a key, as the typed storedRecords gave (null where no document came,
 * withheld where the answer's size left it out). `tables`: the shown tables.
 * Throws when the request fails or the server answers no records, as the Apollo query did.
 */
export function storedDocuments(
  fetch: typeof globalThis.fetch,
  keys: ReadonlyArray<{ table: string; uuid: string }>,
  tables: readonly CachedTable[],
): Promise<StoredAnswer[]> {
  const body = JSON.stringify({
    operationName: "StoredDocuments",
    query: storedDocumentsQuery,
    variables: { keys: keys.map(({ table, uuid }) => ({ table, uuid })) },
  });
  // The same keys asked again while their request runs (two catch-ups at a reconnect) share its answer, as
  // Apollo Client's query deduplication shared the typed query's.
  let answer = inFlight.get(body);
  if (!answer) {
    answer = ask(fetch, body, keys, typenamesOf(tables));
    inFlight.set(body, answer);
    const settled = () => inFlight.delete(body);
    answer.then(settled, settled);
  }
  return answer;
}

const inFlight = new Map<string, Promise<StoredAnswer[]>>();

async function ask(
  fetch: typeof globalThis.fetch,
  body: string,
  keys: ReadonlyArray<{ table: string; uuid: string }>,
  typenames: Readonly<Record<string, string>>,
): Promise<StoredAnswer[]> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...credentials() },
    body,
  });
  const text = await response.text();
  const made = await inDocumentsWorker({ kind: "stored", text, typenames: { ...typenames } }).catch(() => null);
  if (!response.ok || !made?.rows) throw new Error(made?.errors?.map((e) => e.message).join("; ") || `storedDocuments: HTTP ${response.status}`);
  const rows = new Map(made.rows.map((row) => [`${row.table}:${row.uuid}`, row.record]));
  const withheld = new Set(made.withheld.map(({ table, uuid }) => `${table}:${uuid}`));
  return keys.map(({ table, uuid }) => {
    const key = `${table}:${uuid}`;
    return withheld.has(key) ? { table, uuid, withheld: true, record: null } : { table, uuid, withheld: false, record: rows.get(key) ?? null };
  });
}
