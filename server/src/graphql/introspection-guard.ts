import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, visit, type DocumentNode } from "graphql";
import type { GraphQLContext } from "./context.js";

function asksIntrospection(document: DocumentNode): boolean {
  let asks = false;
  visit(document, {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") asks = true;
    },
  });
  return asks;
}

/**
 * Introspection for logged-in users, operators and reporting tokens (reporting tools need it), not
 * for anonymous callers outside development (issue 17 item 14).
 */
export function introspectionGuard(nodeEnv: string): ApolloServerPlugin<GraphQLContext> {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises; async makes a throw a rejection
    async requestDidStart() {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- as above
        async didResolveOperation({ contextValue, document }) {
          const { identity } = contextValue;
          if (nodeEnv === "development" || identity.user || identity.isAdmin || identity.reporting) return;
          if (asksIntrospection(document)) {
            throw new GraphQLError("introspection needs a logged-in user or a reporting token", { extensions: { code: "FORBIDDEN", http: { status: 403 } } });
          }
        },
      };
    },
  };
}
