import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/**
 * How long the server asked the device to wait before sending again, in ms (a quota's 429 with
 * Retry-After, docs/SECURITY.md, "Limits and quotas"); null when it did not say. The GraphQL answer carries it as
 * `extensions.retryAfterSeconds`, the HTTP answer as the Retry-After header.
 */
export function retryAfterMs(error: unknown): number | null {
  if (CombinedGraphQLErrors.is(error)) {
    const seconds = error.errors.map((e) => Number(e.extensions?.retryAfterSeconds)).filter((s) => Number.isFinite(s) && s > 0);
    return seconds.length > 0 ? Math.max(...seconds) * 1000 : null;
  }
  if (ServerError.is(error)) {
    const seconds = Number(error.response.headers.get("retry-after"));
    return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
  }
  return null;
}
