import type { RequestHandler, Response } from "express";
import type { Identity } from "../auth/identity.js";
import type { Services } from "../services.js";

/** Resolves `Authorization` and `X-App-Install-Id` once per request. */
export function identityMiddleware(services: Services): RequestHandler {
  return async (req, res, next) => {
    res.locals.identity = await services.auth.resolveIdentity(req.get("authorization"), req.get("x-app-install-id"));
    next();
  };
}

export function identityOf(res: Response): Identity {
  return res.locals.identity as Identity;
}
