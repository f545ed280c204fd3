import { Router } from "express";
import { NotFound } from "../errors.js";
import type { Logger } from "../logger.js";
import type { Services } from "../services.js";
import { authRoutes } from "./auth.routes.js";
import { deploymentRoutes } from "./deployment.routes.js";
import { formBody } from "./form-body.js";
import { hiappRoutes } from "./hiapp.routes.js";
import { identityMiddleware } from "./identity.middleware.js";
import { reportingRestGuard } from "../modules/reporting/reporting-guard.js";
import { reportingRoutes } from "./reporting.routes.js";
import { restErrorHandler } from "./rest-errors.js";
import { syncRoutes } from "./sync.routes.js";

/** The legacy REST facade under /api (docs/product.md §7). */
export function restRouter(services: Services, logger: Logger): Router {
  const router = Router();
  router.use(formBody);
  router.use(identityMiddleware(services));
  router.use(reportingRestGuard());
  router.use(syncRoutes(services));
  router.use(authRoutes(services));
  router.use(deploymentRoutes(services));
  router.use(hiappRoutes(services));
  router.use(reportingRoutes(services));
  router.use((req) => {
    throw new NotFound(`no such call: ${req.method} /api${req.path}`);
  });
  router.use(restErrorHandler(logger));
  return router;
}
