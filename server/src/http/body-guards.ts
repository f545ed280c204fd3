import type { ErrorRequestHandler, RequestHandler } from "express";
import { AppError } from "../errors.js";
import type { Logger } from "../logger.js";
import { sendGraphQLError } from "./graphql-error-answer.js";
import { assertStorableText } from "./hostile-text.js";

/**
 * A GraphQL body with text PostgreSQL cannot store is a BAD_USER_INPUT 400 (docs/SECURITY.md, "Rules, and the test that proves each"), but
 * for the sync mutation's entries (`variables.input.entries`), which the sync engine judges one by
 * one: a NUL in one edit rejects that edit (REJECTED), never the device's whole batch (docs/sync-and-api.md, "What an entry is judged on (REJECTED)").
 */
export const storableGraphQLBody: RequestHandler = (req, res, next) => {
  try {
    assertStorableOperation(req.body, "body");
    next();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    sendGraphQLError(req, res, error.httpStatus, error.message, error.code);
  }
};

/**
 * The last error handler: a body the parsers refused is answered with its 4xx and a fixed message;
 * never the parser's message, which quotes the body (a malformed login body once logged a password).
 */
export function bodyErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (!clientError) logger.error({ err: { type: (error as Error).name }, path: req.path }, "request failed");
    const message = clientError ? "the request body is malformed or too large" : "internal server error";
    // docs/REPORTING.md, "Clients": a GraphQL client reads a GraphQL error, in the media type it asked for.
    if (req.baseUrl === "/graphql" || req.path.startsWith("/graphql")) {
      return sendGraphQLError(req, res, clientError ? status : 500, message, graphQLCode(clientError ? status : 500));
    }
    res.status(clientError ? status : 500).json({ error: message });
  };
}

/**
 * A GraphQL operation as sent (an HTTP body, a graphql-ws subscribe message's payload) holds only
 * storable text, but for the sync mutation's entries: else a BadInput naming the field under `where`.
 */
export function assertStorableOperation(operation: unknown, where: string): void {
  assertStorableText(withoutSyncEntries(operation), where);
}

function graphQLCode(status: number): string {
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  return status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
}

function withoutSyncEntries(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const variables = (body as { variables?: unknown }).variables;
  if (variables === null || typeof variables !== "object") return body;
  const input = (variables as { input?: unknown }).input;
  if (input === null || typeof input !== "object" || !Array.isArray((input as { entries?: unknown }).entries)) return body;
  return { ...body, variables: { ...variables, input: { ...input, entries: [] } } };
}
