import { ApolloLink } from "@apollo/client";
import { heldContentRelease } from "../vault/content-release.js";

/**
 * The worker app's content queries: the configuration, the texts and what the screens read of the
 * deployment's content. Each declares an optional `$release` (docs/worker-phone.md, "Content
 * releases on the phone").
 */
export const CONTENT_OPERATIONS: ReadonlySet<string> = new Set([
  "CurrentApplication",
  "Translations",
  "Articles",
  "ClientFormTemplate",
  "MilestoneChecklists",
  "HiappTree",
]);

/**
 * A content query asked without a release is sent for the release the phone holds: a screen's
 * refresh, a login's reload or a language change never brings half of a newer release next to the
 * one the other screens show. Only the release adoption (modules/deployment/release-adoption.ts)
 * names a newer one, and takes it whole. The cache keeps each answer under the variables the
 * screen asked with: the release is added to what is sent only.
 */
export function contentReleaseLink(held: () => number | null = heldContentRelease): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (CONTENT_OPERATIONS.has(operation.operationName ?? "") && operation.variables.release === undefined) {
      const release = held();
      if (release !== null) operation.variables = { ...operation.variables, release };
    }
    return forward(operation);
  });
}
