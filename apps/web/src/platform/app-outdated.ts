import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/** The codes that say this build asks what the server does not answer (docs/sync-and-api.md, "Released builds and their operations"). */
const OUTDATED_CODES = ["APP_UPDATE_REQUIRED", "GRAPHQL_VALIDATION_FAILED"];

/**
 * Whether a request's failure says the app's build and the server's schema no longer match: the
 * server's APP_UPDATE_REQUIRED, or graphql-js refusing the operation (an older server says only
 * that). In the graphql-response media type Apollo hands them over as GraphQL errors; in plain
 * JSON a 400 comes as a ServerError with the answer's text.
 */
export function asksForUpdate(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => OUTDATED_CODES.includes(String(e.extensions?.code)));
  if (ServerError.is(error) && error.statusCode === 400) return OUTDATED_CODES.some((code) => error.bodyText.includes(`"${code}"`));
  return false;
}
