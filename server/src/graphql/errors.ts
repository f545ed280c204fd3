import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { AppError, TooManyRequests } from "../errors.js";
import type { Logger } from "../logger.js";

/** Maps service errors to `extensions.code` once; anything unexpected is logged and hidden. */
export function formatGraphQLError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof AppError) {
      const retryAfterSeconds = original instanceof TooManyRequests ? original.retryAfterSeconds : undefined;
      return {
        ...formatted,
        message: original.message,
        extensions: {
          code: original.code,
          ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
          ...(original.reason ? { reason: original.reason } : {}),
        },
      };
    }
    if (original && !(original instanceof GraphQLError) && formatted.extensions?.code === "INTERNAL_SERVER_ERROR") {
      logger.error({ err: original, path: formatted.path }, "GraphQL resolver failed");
      return { message: "internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
    }
    return formatted;
  };
}

/** A failure before any resolver runs (bad token, foreign install): answered with its HTTP status. */
export function asHttpError(error: unknown): never {
  if (error instanceof AppError) {
    throw new GraphQLError(error.message, {
      extensions: { code: error.code, ...(error.reason ? { reason: error.reason } : {}), http: { status: error.httpStatus } },
    });
  }
  throw error;
}

/**
 * A refused quota (TOO_MANY_REQUESTS) answers HTTP 429 with Retry-After, as the REST doors do
 * (docs/SECURITY.md, "Limits and quotas"), so a client or proxy that reads only the status waits too.
 */
export function tooManyRequestsStatus<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse: ({ response }) => {
          if (response.body.kind !== "single") return Promise.resolve();
          const refused = (response.body.singleResult.errors ?? []).filter((e) => e.extensions?.code === "TOO_MANY_REQUESTS");
          if (refused.length > 0) {
            response.http.status = 429;
            const seconds = Math.max(0, ...refused.map((e) => Number(e.extensions?.retryAfterSeconds ?? 0)));
            if (seconds > 0) response.http.headers.set("retry-after", String(seconds));
          }
          return Promise.resolve();
        },
      }),
  };
}
