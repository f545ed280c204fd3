import { Router } from "express";
import { BadInput } from "../errors.js";
import type { Services } from "../services.js";
import { jsonField } from "./form-body.js";

function hostOf(formData: unknown): string {
  const url = (formData as { url?: unknown } | null)?.url;
  if (typeof url !== "string" || url.trim() === "") throw new BadInput("formData.url: is required (the host the app is served from)");
  const trimmed = url.trim();
  try {
    return trimmed.includes("://") ? new URL(trimmed).host : trimmed;
  } catch {
    throw new BadInput(`formData.url: "${trimmed}" is not a host or URL`);
  }
}

function applicationId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw new BadInput(`applicationID: "${raw}" is not an application id`);
  return id;
}

/** getInitApplication, mobile/version, getTranslatedLanguages: deployment configuration by host. */
export function deploymentRoutes(services: Services): Router {
  const router = Router();

  router.post("/applications/getInitApplication", async (req, res) => {
    const app = await services.content.applicationForHost(hostOf(jsonField(req, "formData")));
    res.json({
      id: app.id,
      app_identifier: app.app_identifier,
      app_title: app.app_title,
      login: app.login,
      version: app.version,
      metadata: JSON.stringify(app.metadata),
      languages: app.languages,
      regions: app.regions,
      forms: app.forms,
    });
  });

  router.get("/applications/getInitApplication/:applicationID/:languageOrRegion", async (req, res) => {
    const app = await services.content.application(applicationId(req.params.applicationID));
    res.json({ languages: app.languages, regions: app.regions });
  });

  router.post("/mobile/version", async (req, res) => {
    const app = await services.content.applicationForHost(hostOf(jsonField(req, "formData")));
    res.json({ version: app.version });
  });

  router.get("/getTranslatedLanguages/:id", async (req, res) => {
    const app = await services.content.application(applicationId(req.params.id));
    res.json(app.languages.map((language) => ({ ...language, applicationID: app.id })));
  });

  return router;
}
