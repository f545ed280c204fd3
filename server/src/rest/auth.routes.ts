import { Router } from "express";
import type { Services } from "../services.js";
import { jsonField, textField } from "./form-body.js";
import { identityOf } from "./identity.middleware.js";

/** login, logout, password setting and requests, registerAppInstall, logError and logUsage, in the legacy shapes. */
export function authRoutes(services: Services): Router {
  const router = Router();

  router.post("/login", async (req, res) => {
    const origin = await services.loginOrigin(req.get("host") ?? "localhost", req.ip ?? "unknown");
    // The legacy answer stays as it was: the vault key is released only through GraphQL (docs/shared-phone.md).
    const { token, user } = await services.auth.login(textField(req, "email"), textField(req, "password"), { ...origin, installId: identityOf(res).installId });
    res.json({ status: 200, token, user });
  });

  router.post("/logout", async (req, res) => {
    await services.auth.logout(req.get("authorization"));
    res.json({ status: 200 });
  });

  router.post("/users/setpassword", async (req, res) => {
    await services.passwords.setPassword(textField(req, "token"), textField(req, "password"), req.ip);
    res.json({ status: 200 });
  });

  router.post("/users/requestpassword", async (req, res) => {
    await services.quotas.take("requestPassword", req.ip ?? "unknown", identityOf(res));
    await services.passwords.requestPassword(textField(req, "email"), req.ip ?? "unknown");
    res.json({ status: 200 });
  });

  router.post("/logging/registerAppInstall", async (req, res) => {
    await services.installs.register(identityOf(res), jsonField(req, "formData"), "formData");
    res.json({ status: 200 });
  });

  router.post("/logging/logError", async (req, res) => {
    await services.quotas.take("logError", req.ip ?? "unknown", identityOf(res));
    await services.errorLog.record(identityOf(res), jsonField(req, "formData"), "formData");
    res.json({ status: 200 });
  });

  router.post("/logging/logUsage", async (req, res) => {
    await services.quotas.take("logUsage", req.ip ?? "unknown", identityOf(res));
    await services.appUsage.record(identityOf(res), jsonField(req, "formData"), "formData");
    res.json({ status: 200 });
  });

  return router;
}
