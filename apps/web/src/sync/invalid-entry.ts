import { invalidSyncEntryIndex } from "@stepwise/domain";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { OutboxEntry } from "./outbox.js";
import type { SyncAnswer } from "./sync-engine.js";

interface ErrorShape {
  message: string;
  extensions?: { code?: unknown } | null;
}

/** The GraphQL errors of a failed request, whether Apollo parsed the body or handed it over as text. */
function graphqlErrors(error: unknown): readonly ErrorShape[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: ErrorShape[] };
      return Array.isArray(body.errors) ? body.errors : [];
    } catch {
      return [];
    }
  }
  return [];
}

/**
 * docs/sync-and-api.md, "What an entry is judged on (REJECTED)": a batch refused whole because one entry's field has the wrong type answers, for
 * that entry alone, REJECTED with the server's message as the reason. The engine keeps it aside
 * (shown to the worker, never sent again as it is) and sends the others. Null when the error names
 * no entry of this batch: then the batch is retried as a whole, as for any other failure.
 */
export function rejectionOfInvalidEntry(error: unknown, entries: readonly OutboxEntry[]): SyncAnswer | null {
  for (const { message, extensions } of graphqlErrors(error)) {
    if (extensions?.code !== "BAD_USER_INPUT") continue;
    const index = invalidSyncEntryIndex(message);
    const entry = index === null ? undefined : entries[index];
    if (entry) return { clientMutationId: entry.clientMutationId, table: entry.table, uuid: entry.uuid, dataversion: 0, status: "REJECTED", reason: message };
  }
  return null;
}
