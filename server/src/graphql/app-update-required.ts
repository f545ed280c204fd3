import type { ApolloServerPlugin } from "@apollo/server";
import type { GraphQLFormattedError } from "graphql";

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
        willSendResponse: ({ response }) => {
          if (!fromApp || response.body.kind !== "single") return Promise.resolve();
          const errors = response.body.singleResult.errors ?? [];
          if (errors.some((e) => e.extensions?.code === "GRAPHQL_VALIDATION_FAILED")) {
            response.body.singleResult.errors = [APP_UPDATE_REQUIRED, ...errors];
          }
          return Promise.resolve();
        },
      });
    },
  };
}
