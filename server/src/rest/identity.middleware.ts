import type { RequestHandler, Response } from "express";
import type { Identity } from "../auth/identity.js";
import { DeviceWiped, Forbidden, Unauthenticated } from "../errors.js";
import { tellWipeOrder } from "../http/wipe-header.js";
import type { Services } from "../services.js";

/**
 * Routes an install may call after its worker logged out or lost the session (docs/sync-and-api.md, "Login transitions"): the
 * install is still claimed by the worker's account, yet its error reports must not be refused.
 */
const REPORTING_ROUTES = new Set(["/logging/logError"]);

/**
 * Resolves `Authorization`, `X-App-Install-Id` and `X-App-Install-Secret` once per request. An
 * install an operator marked lost is answered 410 (docs/shared-phone.md).
 */
export function identityMiddleware(services: Services): RequestHandler {
  return async (req, res, next) => {
    const authorization = req.get("authorization");
    const installId = req.get("x-app-install-id");
    const identity = await services.auth.resolveIdentity(authorization, installId, req.get("x-app-install-secret")).catch(async (error: unknown) => {
      const refusal = error instanceof Forbidden || error instanceof Unauthenticated;
      if (!refusal || !REPORTING_ROUTES.has(req.path) || !installId?.trim()) throw error;
      // The report is kept under the install it names; it reads and writes no record.
      return { ...(await services.auth.resolveIdentity(authorization, undefined)), installId: installId.trim() };
    });
    res.locals.identity = tellWipeOrder(res, identity);
    if (identity.wipeOrder === "LOST") throw new DeviceWiped();
    next();
  };
}

export function identityOf(res: Response): Identity {
  return res.locals.identity as Identity;
}
