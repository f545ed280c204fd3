import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { AppError } from "../errors.js";
import type { Logger } from "../logger.js";

/** Maps service errors to `extensions.code` once; anything unexpected is logged and hidden. */
export function formatGraphQLError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof AppError) {
      return { ...formatted, message: original.message, extensions: { code: original.code } };
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
    throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.httpStatus } } });
  }
  throw error;
}
