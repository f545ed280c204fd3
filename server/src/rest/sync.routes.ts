import { Router } from "express";
import type { Services } from "../services.js";
import { jsonField } from "./form-body.js";
import { identityOf } from "./identity.middleware.js";

/** saveTables, saveRemovedrecords, requestMutatedRecords: thin doors onto the sync engine. */
export function syncRoutes(services: Services): Router {
  const router = Router();

  router.post("/saveTables/:appInstallId", async (req, res) => {
    const results = await services.sync.applyBatch(identityOf(res), req.params.appInstallId, jsonField(req, "payload"), "payload");
    res.json({ status: 200, dataversions: results.map(({ table, dataversion, uuid }) => ({ table, dataversion, uuid })) });
  });

  router.post("/saveRemovedrecords", async (req, res) => {
    await services.sync.removeRecords(identityOf(res), jsonField(req, "removed_items"), "removed_items");
    res.json({ status: 200 });
  });

  router.post("/requestMutatedRecords", async (req, res) => {
    const rows = await services.records.fetch(identityOf(res), jsonField(req, "mutatedRecords"), "mutatedRecords");
    res.json(
      rows.map((row) => ({
        table: row.table_name,
        uuid: row.uuid,
        recordcontent: JSON.stringify(services.records.deviceRecord(row)),
      })),
    );
  });

  return router;
}
