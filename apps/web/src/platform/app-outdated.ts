import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/**
 * What graphql-js says when an operation asks what the schema does not have: a field, an argument,
 * a type, or a variable of another type. The server's own limits (an answer's cost, too many pages
 * at once) refuse with the same code, GRAPHQL_VALIDATION_FAILED, but are no sign of another build.
 */
const SCHEMA_MISMATCH = [
  /^Cannot query field "/,
  /^Unknown argument "/,
  /^Unknown type "/,
  /^Unknown enum value/,
  /^Variable "\$\w+" of type "[^"]+" used in position expecting/,
  /^Field "\w+" argument "\w+" of type "[^"]+" is required, but it was not provided/,
  /^Value "[^"]*" does not exist in "\w+" enum/,
];

interface Refusal {
  message?: string;
  extensions?: Record<string, unknown>;
}

function saysOutdated(error: Refusal): boolean {
  const code = error.extensions?.code;
  if (code === "APP_UPDATE_REQUIRED") return true;
  return code === "GRAPHQL_VALIDATION_FAILED" && SCHEMA_MISMATCH.some((pattern) => pattern.test(error.message ?? ""));
}

/**
 * Whether a request's failure says the app's build and the server's schema no longer match
 * (docs/sync-and-api.md, "Released builds and their operations"): the server's APP_UPDATE_REQUIRED,
 * or graphql-js refusing the operation against the schema (an older server says only that). In
 * the graphql-response media type Apollo hands them over as GraphQL errors; in plain JSON a 400
 * comes as a ServerError with the answer's text.
 */
export function asksForUpdate(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some(saysOutdated);
  if (ServerError.is(error) && error.statusCode === 400) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Refusal[] };
      return (body.errors ?? []).some(saysOutdated);
    } catch {
      return false;
    }
  }
  return false;
}
