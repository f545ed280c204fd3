import type { ApolloClient } from "@apollo/client";
import { typenameOf } from "./cached-tables.js";
import { apolloHoldings } from "./holdings-apollo.js";
import type { Outbox } from "./outbox.js";
import type { RecordCache } from "./record-cache.js";
import { resendAfterRestores } from "./restore-resend.js";
import type { RestoreMark } from "./restore-windows.js";

/**
 * The fields a record's GraphQL type has beside its table's sync input: the server's own
 * (dataversion, updatedAt, deletedAt), the device-only sync flags and the tables' server fields.
 * Written out rather than read from the manifests, whose code is no part of the app's sync layer
 * (the initial JavaScript's budget); restore-resend.test.ts checks it against every manifest.
 */
export const NOT_INPUT: ReadonlySet<string> = new Set([
  "__typename",
  "dataversion",
  "updatedAt",
  "deletedAt",
  "synced",
  "saved",
  "sender_user_id",
  "sender_name",
  "received_at",
  "application",
  "ageBand",
  "ageInMonths",
  "lacksRequiredConsent",
]);

/**
 * Tables every worker of a deployment reads (chat), by the field naming the record's writer: a
 * device sends again only what its own worker wrote. The server refuses another's record in the
 * batch, and would make her the writer of one it lost. restore-resend.test.ts checks it against
 * the manifests' readers.
 */
export const SHARED_WRITER: ReadonlyMap<string, string> = new Map([["chat_messages", "sender_user_id"]]);

/** A value as input again: without Apollo's __typename at any depth. */
function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, v]) => (key === "__typename" ? [] : [[key, withoutTypename(v)]])));
}

/**
 * docs/operating.md, "Restoring": the whole record as the cache holds it, read by its table's
 * fragment, as the table's sync input (restore-resend.ts sends it again); null when the cache holds none.
 */
export function apolloResendRecord(
  client: ApolloClient,
  caches: readonly RecordCache[],
  userId: string | null,
): (table: string, uuid: string) => Record<string, unknown> | null {
  return (table, uuid) => {
    const cache = caches.find((c) => c.table === table);
    if (!cache) return null;
    const id = client.cache.identify({ __typename: typenameOf(cache), uuid });
    const row = client.cache.readFragment<Record<string, unknown>>({ id, fragment: cache.fragment, fragmentName: cache.fragmentName });
    if (!row || row.deletedAt) return null;
    const writer = SHARED_WRITER.get(table);
    if (writer !== undefined && (userId === null || String(row[writer]) !== userId)) return null;
    return Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (NOT_INPUT.has(key) ? [] : [[key, withoutTypename(value)]])));
  };
}

/** The re-send over the Apollo cache and the vault's outbox (sync/catch-up.ts loads this module only when a page tells of a restore). */
export function resendFromApollo(
  restores: readonly RestoreMark[],
  ports: {
    client: ApolloClient;
    caches: readonly RecordCache[];
    outbox: Outbox;
    /** The vault's worker (docs/shared-phone.md), or null without a login. */
    userId: string | null;
    queue(table: string, uuid: string, record: Record<string, unknown>, base: number): Promise<unknown>;
  },
): Promise<number> {
  const { client, caches, outbox } = ports;
  return resendAfterRestores(restores, {
    meta: outbox,
    pending: () => outbox.pending(),
    held: apolloHoldings(client, caches),
    record: apolloResendRecord(client, caches, ports.userId),
    queue: (table, uuid, record, base) => ports.queue(table, uuid, record, base),
  });
}
