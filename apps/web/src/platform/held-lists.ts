import type { ApolloClient, DocumentNode } from "@apollo/client";
import { Kind, type OperationDefinitionNode } from "graphql";

/**
 * The queries a page has fetched whole from the server, per Apollo client (docs/sync-and-api.md,
 * "Lists the phone holds"). From then on the change feed keeps their records current and the
 * version check the deployment's content, so a screen that shows one again reads it from the cache
 * and asks the server nothing. Emptying the store (a login, a first run) forgets them all.
 */
const heldBy = new WeakMap<ApolloClient, Set<string>>();

function heldOf(client: ApolloClient): Set<string> {
  let held = heldBy.get(client);
  if (!held) {
    const made = new Set<string>();
    held = made;
    heldBy.set(client, made);
    const forget = () => {
      made.clear();
      return Promise.resolve();
    };
    client.onClearStore(forget);
    client.onResetStore(forget);
  }
  return held;
}

/** One query with its variables, as the held set knows it: the operation's name and the variables' JSON. */
export function heldListKey(query: DocumentNode, variablesJson: string): string {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return `${operation?.name?.value ?? "(unnamed)"}:${variablesJson}`;
}

export function holdsList(client: ApolloClient, key: string): boolean {
  return heldOf(client).has(key);
}

/** The query's answer is in the cache, whole, under the current login. */
export function markListHeld(client: ApolloClient, key: string): void {
  heldOf(client).add(key);
}

/** A new login (or none): every list is fetched again once, for her. */
export function forgetHeldLists(client: ApolloClient): void {
  heldOf(client).clear();
}
