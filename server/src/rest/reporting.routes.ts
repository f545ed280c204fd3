import { Router } from "express";
import { BadInput } from "../errors.js";
import type { ReportFilter } from "../modules/reporting/reporting.repository.js";
import type { Services } from "../services.js";
import { identityOf } from "./identity.middleware.js";

/** GET /api/reports/<name>.csv with a reporting token: one report as a CSV download (docs/REPORTING.md). */
export function reportingRoutes(services: Services): Router {
  const router = Router();
  router.get("/reports/:file", async (req, res) => {
    const match = /^([a-z-]+)\.csv$/.exec(req.params.file);
    if (!match?.[1]) throw new BadInput(`report: ask for <name>.csv, not "${req.params.file}"`);
    const csv = await services.reporting.csv(identityOf(res), match[1], filterOf(req.query), text(req.query.asOf, "asOf"));
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${match[1]}.csv"`);
    res.setHeader("Cache-Control", "no-store");
    res.send(csv);
  });
  return router;
}

function filterOf(query: Record<string, unknown>): ReportFilter {
  return {
    region: text(query.region, "region"),
    status: text(query.status, "status"),
    updatedFrom: date(query.updatedFrom, "updatedFrom"),
    updatedTo: date(query.updatedTo, "updatedTo"),
    archived: flag(query.archived, "archived"),
    valid: flag(query.valid, "valid"),
  };
}

function text(value: unknown, name: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== "string") throw new BadInput(`${name}: give it once, as text`);
  return value;
}

function date(value: unknown, name: string): Date | null {
  const given = text(value, name);
  if (given === null) return null;
  const parsed = new Date(given);
  if (Number.isNaN(parsed.getTime())) throw new BadInput(`${name}: must be an ISO 8601 date-time`);
  return parsed;
}

function flag(value: unknown, name: string): boolean | null {
  const given = text(value, name);
  if (given === null) return null;
  if (given !== "true" && given !== "false") throw new BadInput(`${name}: must be true or false`);
  return given === "true";
}
