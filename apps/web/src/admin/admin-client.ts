import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { adminToken, endAdminSession } from "./admin-session.js";

/** The console's own Apollo client: HTTP only, no persisted cache, no install headers (docs/operator-console.md). */
export function createAdminClient(): ApolloClient {
  const auth = new SetContextLink((previous) => {
    const headers = previous.headers as Record<string, string> | undefined;
    const token = adminToken();
    return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
  });
  // An ended or expired session: back to the login page.
  const ended = new ErrorLink(({ error }) => {
    const unauthenticated = CombinedGraphQLErrors.is(error)
      ? error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")
      : ServerError.is(error) && error.statusCode === 401;
    if (unauthenticated && adminToken() !== null) endAdminSession(true);
  });
  return new ApolloClient({
    link: ApolloLink.from([ended, auth, new HttpLink({ uri: "/graphql" })]),
    cache: new InMemoryCache({
      typePolicies: {
        Device: { keyFields: ["installId"] },
        UserAccount: { keyFields: ["id"] },
        // A deployment's draft and its releases (content/content-operations.ts): a mutation's answer updates the page's query.
        ContentDraft: { keyFields: ["applicationId"] },
        // The content library's sections ask for part of a draft's settings (languages, forms): merged, not replacing the page's whole settings.
        DeploymentSettings: { merge: true },
        ContentRelease: { keyFields: ["applicationId", "number"] },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: "cache-and-network" } },
  });
}
