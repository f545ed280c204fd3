/**
 * docs/sync-and-api.md, "What an entry is judged on (REJECTED)": one entry of a GraphQL sync batch whose fields have the wrong type (a number
 * where the schema wants text, a flag given as "F") fails the whole request before it runs, as
 * GraphQL coerces the variables first. The answer names the entry in its message, as graphql-js
 * writes it: `Variable "$input" got invalid value 7 at "input.entries[3].client.clientname"; ...`.
 * The app reads that index, keeps that one edit aside as rejected with the message as its reason,
 * and sends the others. The server's test (sync.resolver.test.ts) checks the message still has
 * this shape.
 */
const INVALID_ENTRY = /^Variable "\$input" got invalid value .* at "input\.entries\[(\d+)\]/s;

/** The index of the sync batch entry a variable-coercion error message names, or null. */
export function invalidSyncEntryIndex(message: string): number | null {
  const match = INVALID_ENTRY.exec(message);
  return match ? Number(match[1]) : null;
}
