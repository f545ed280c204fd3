import { Router } from "express";
import type { Services } from "../services.js";
import { jsonField, textField } from "./form-body.js";
import { identityOf } from "./identity.middleware.js";

/** POST /api/hiapp/createHiAppPdf: field formData holds the health-issue form; optional field language. */
export function hiappRoutes(services: Services): Router {
  const router = Router();

  router.post("/hiapp/createHiAppPdf", async (req, res) => {
    const form = jsonField(req, "formData");
    const language = textField(req, "language")?.trim() || "en";
    const { fileName, pdf } = await services.hiappPdf.create(identityOf(res), req.get("host") ?? "localhost", req.ip ?? "unknown", form, language, "formData");
    res.type("application/pdf").attachment(fileName).send(pdf);
  });

  return router;
}
