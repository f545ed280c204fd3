import type { RequestHandler, Response } from "express";
import type { Identity } from "../auth/identity.js";
import { Forbidden } from "../errors.js";
import type { Services } from "../services.js";

/**
 * Routes an install may call after its worker logged out or lost the session (issue 16): the
 * install is still claimed by the worker's account, yet its error reports must not be refused.
 */
const REPORTING_ROUTES = new Set(["/logging/logError"]);

/** Resolves `Authorization` and `X-App-Install-Id` once per request. */
export function identityMiddleware(services: Services): RequestHandler {
  return async (req, res, next) => {
    const authorization = req.get("authorization");
    const installId = req.get("x-app-install-id");
    res.locals.identity = await services.auth.resolveIdentity(authorization, installId).catch(async (error: unknown) => {
      if (!(error instanceof Forbidden) || !REPORTING_ROUTES.has(req.path) || !installId?.trim()) throw error;
      // The report is kept under the install it names; it reads and writes no record.
      return { ...(await services.auth.resolveIdentity(authorization, undefined)), installId: installId.trim() };
    });
    next();
  };
}

export function identityOf(res: Response): Identity {
  return res.locals.identity as Identity;
}
