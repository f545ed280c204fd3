import type { ApolloClient } from "@apollo/client";
import { entityManifests, objectSchemaOf } from "@stepwise/domain/entities";
import { toInput } from "../platform/strip-typename.js";
import { typenameOf } from "./cached-tables.js";
import type { RecordCache } from "./record-cache.js";

/** The fields of each table's sync input: its schema's fields (server fields and sync flags are no input). */
const inputFields = new Map<string, ReadonlySet<string>>(entityManifests.map((m) => [m.table, new Set(Object.keys(objectSchemaOf(m.schema)?.shape ?? {}))]));

/**
 * docs/operating.md, "Restoring": the whole record as the cache holds it, read by its table's
 * fragment, as the table's sync input (restore-resend.ts sends it again); null when the cache holds none.
 */
export function apolloResendRecord(client: ApolloClient, caches: readonly RecordCache[]): (table: string, uuid: string) => Record<string, unknown> | null {
  return (table, uuid) => {
    const cache = caches.find((c) => c.table === table);
    const fields = inputFields.get(table);
    if (!cache || !fields) return null;
    const id = client.cache.identify({ __typename: typenameOf(cache), uuid });
    const row = client.cache.readFragment<Record<string, unknown>>({ id, fragment: cache.fragment, fragmentName: cache.fragmentName });
    if (!row || row.deletedAt) return null;
    const input = toInput<Record<string, unknown>>(row);
    return Object.fromEntries(Object.entries(input).filter(([key]) => fields.has(key)));
  };
}
