import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from "graphql";

function entriesValue(value: unknown): unknown[] {
  // The engine bounds the batch's length (MAX_SYNC_BATCH) and each entry's nesting and texts itself,
  // and stamps a refused batch in the device registry: nothing here walks the entries.
  if (!Array.isArray(value)) throw new GraphQLError("SyncEntries must be a list of SyncEntryInput objects");
  return value;
}

/**
 * A sync batch's entries, each in the shape of SyncEntryInput. A scalar, not a list of that input
 * type, so that graphql-js does not coerce every field of every entry before the sync engine checks
 * them again: the engine judges each entry itself, as on the REST door, and answers a wrong one
 * REJECTED alone (docs/sync-and-api.md, "What an entry is judged on (REJECTED)").
 */
export const SyncEntriesScalar = new GraphQLScalarType({
  name: "SyncEntries",
  description: `A list of at most ${MAX_SYNC_BATCH} SyncEntryInput objects, each judged by the server on its own: a wrong one is answered REJECTED with the reason`,
  parseValue: entriesValue,
  parseLiteral: (ast, variables) => entriesValue(valueFromASTUntyped(ast, variables)),
  serialize() {
    throw new GraphQLError("SyncEntries is an input only");
  },
});
