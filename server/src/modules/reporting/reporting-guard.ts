import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestHandler } from "express";
import { GraphQLError, Kind, OperationTypeNode } from "graphql";
import type { Identity } from "../../auth/identity.js";
import { Forbidden } from "../../errors.js";
import type { GraphQLContext } from "../../request/context.js";

const READ_ONLY = "a reporting token is read-only: it may only run the report queries (reportRecords, reportCsv, ...)";

/**
 * docs/REPORTING.md: a reporting token can never write. Over GraphQL it may run queries whose root fields are
 * reports (or introspection, for tools that read the schema); any mutation or subscription, or any
 * other root field, is refused (403, FORBIDDEN) before a resolver runs.
 */
export function reportingReadOnlyPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises; async makes a throw a rejection
    async requestDidStart() {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- as above
        async didResolveOperation({ contextValue, operation }) {
          if (!contextValue.identity.reporting || !operation) return;
          const onlyReports = operation.selectionSet.selections.every(
            (s) => s.kind === Kind.FIELD && (s.name.value.startsWith("report") || s.name.value.startsWith("__")),
          );
          if (operation.operation !== OperationTypeNode.QUERY || !onlyReports) {
            throw new GraphQLError(READ_ONLY, { extensions: { code: "FORBIDDEN", http: { status: 403 } } });
          }
        },
      };
    },
  };
}

/** The same rule on the REST facade: a reporting token reaches GET /api/reports/... and nothing else. */
export function reportingRestGuard(): RequestHandler {
  return (req, res, next) => {
    const identity = res.locals.identity as Identity | undefined;
    if (identity?.reporting && !(req.method === "GET" && req.path.startsWith("/reports/"))) throw new Forbidden(READ_ONLY);
    next();
  };
}

/** Realtime (graphql-ws) carries subscriptions only: a reporting token has no business there. */
export function refusesRealtime(identity: Identity): boolean {
  return identity.reporting !== undefined;
}
