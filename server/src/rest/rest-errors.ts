import type { ErrorRequestHandler } from "express";
import { MulterError } from "multer";
import { AppError, TooManyRequests } from "../errors.js";
import type { Logger } from "../logger.js";

/** Maps every failure of the facade to `{ error }` (and its `reason` when it has one) with its HTTP status, once. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const [status, message] = describe(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, "REST call failed");
    if (error instanceof TooManyRequests && error.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(error.retryAfterSeconds));
    const reason = error instanceof AppError ? error.reason : undefined;
    res.status(status).json(reason ? { error: message, reason } : { error: message });
  };
}

function describe(error: unknown): [number, string] {
  if (error instanceof AppError) return [error.httpStatus, error.message];
  if (error instanceof MulterError) {
    if (error.code === "LIMIT_FIELD_VALUE") return [413, `${error.field ?? "field"}: the body is too large`];
    return [400, `${error.field ?? "form"}: ${error.message}`];
  }
  const httpError = error as { type?: string; status?: number; message?: string };
  if (httpError.type === "entity.too.large") return [413, "the body is too large"];
  if (typeof httpError.status === "number" && httpError.status >= 400 && httpError.status < 500) {
    return [httpError.status, httpError.message ?? "bad request"];
  }
  return [500, "internal server error"];
}
