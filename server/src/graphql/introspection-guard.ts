import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, visit, type DocumentNode } from "graphql";
import type { Identity } from "../auth/identity.js";
import type { GraphQLContext } from "../request/context.js";

function asksIntrospection(document: DocumentNode): boolean {
  let asks = false;
  visit(document, {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") asks = true;
    },
  });
  return asks;
}

/** The refusal of an introspection query by a caller who may not introspect, or null: the same over HTTP and WebSocket. */
export function refusesIntrospection(nodeEnv: string, identity: Identity, document: DocumentNode): GraphQLError | null {
  if (nodeEnv === "development" || identity.user || identity.isAdmin || identity.operator || identity.reporting) return null;
  if (!asksIntrospection(document)) return null;
  return new GraphQLError("introspection needs a logged-in user or a reporting token", { extensions: { code: "FORBIDDEN", http: { status: 403 } } });
}

/**
 * Introspection for logged-in users, operators and reporting tokens (reporting tools need it), not
 * for anonymous callers outside development (docs/SECURITY.md, "Rules, and the test that proves each").
 */
export function introspectionGuard(nodeEnv: string): ApolloServerPlugin<GraphQLContext> {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises; async makes a throw a rejection
    async requestDidStart() {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- as above
        async didResolveOperation({ contextValue, document }) {
          const refusal = refusesIntrospection(nodeEnv, contextValue.identity, document);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
