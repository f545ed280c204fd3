import type { ApolloServerPlugin } from "@apollo/server";
import { validate, type GraphQLFormattedError } from "graphql";

/** The error an app build the server no longer answers gets first (docs/sync-and-api.md, "Released builds and their operations"). */
export const APP_UPDATE_REQUIRED: GraphQLFormattedError = {
  message: "this app's build asks what the server no longer answers: update the app to keep syncing (the edits waiting on the phone are kept)",
  extensions: { code: "APP_UPDATE_REQUIRED", reason: "app-update-required" },
};

/**
 * docs/sync-and-api.md, "Released builds and their operations": an operation the schema refuses,
 * sent by the app (every app request carries X-App-Install-Id, since the first release kept), is a
 * build older or newer than this server, not a caller's mistake. Its answer says so first, with the
 * code APP_UPDATE_REQUIRED, before graphql-js's reasons; a reporting tool's invalid query is
 * answered as before.
 */
export function appUpdateRequiredPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: ({ request }) => {
      const fromApp = Boolean(request.http?.headers.get("x-app-install-id"));
      return Promise.resolve({
        willSendResponse: ({ response, document, schema }) => {
          if (!fromApp || response.body.kind !== "single" || !document) return Promise.resolve();
          const errors = response.body.singleResult.errors ?? [];
          // Our own rules (the answer's cost, query limits) refuse with the same code: only
          // graphql-js's own rules against the schema say the build and the server differ.
          if (errors.some((e) => e.extensions?.code === "GRAPHQL_VALIDATION_FAILED") && validate(schema, document).length > 0) {
            response.body.singleResult.errors = [APP_UPDATE_REQUIRED, ...errors];
          }
          return Promise.resolve();
        },
      });
    },
  };
}
