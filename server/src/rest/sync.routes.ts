import { Router } from "express";
import type { Services } from "../services.js";
import type { SyncEntryResult } from "../modules/sync-api/caller-batches.service.js";
import { jsonField } from "./form-body.js";
import { identityOf } from "./identity.middleware.js";

/** saveTables, saveRemovedrecords, requestMutatedRecords: thin doors onto the sync engine. */
export function syncRoutes(services: Services): Router {
  const router = Router();

  router.post("/saveTables/:appInstallId", async (req, res) => {
    const identity = await services.auth.actAs(identityOf(res), req.params.appInstallId, "appInstallId");
    const payload = jsonField(req, "payload", { entries: true });
    const results = await services.callerBatches.applyBatch(identity, identity.installId, payload, "payload", req.ip ?? "unknown", req.get("host"));
    const answer = legacyAnswer(results, "payload");
    // docs/sync-and-api.md, "Merging concurrent edits": a merged entry answers the merged record's dataversion; requestMutatedRecords brings its content.
    res.status(answer.status).json(
      answer.status === 200
        ? {
            status: 200,
            dataversions: answer.stored.map(({ table, dataversion, uuid, record }) => ({ table, dataversion, uuid, ...(record && { merged: true }) })),
            ...answer.rejected,
          }
        : answer.body,
    );
  });

  router.post("/saveRemovedrecords", async (req, res) => {
    const items = jsonField(req, "removed_items", { entries: true });
    const results = await services.callerBatches.removeRecords(identityOf(res), items, "removed_items", req.ip ?? "unknown", req.get("host"));
    const answer = legacyAnswer(results, "removed_items");
    res.status(answer.status).json(answer.status === 200 ? { status: 200, ...answer.rejected } : answer.body);
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

/**
 * The legacy answer to a batch (docs/sync-and-api.md): 200 when at least one entry was stored (or
 * none was sent), listing the rejected ones with their reasons; 400 naming the first problem when
 * every entry was rejected, as a bad request always was.
 */
function legacyAnswer(results: SyncEntryResult[], where: string) {
  const stored = results.filter((r) => r.status !== "REJECTED");
  const rejected = results.flatMap((r, index) => (r.status === "REJECTED" ? [{ index, table: r.table, uuid: r.uuid, reason: r.reason ?? "" }] : []));
  const list = rejected.map(({ table, uuid, reason }) => ({ table, uuid, reason }));
  if (stored.length === 0 && rejected.length > 0) {
    const first = rejected[0]!;
    return { status: 400, stored, rejected: {}, body: { error: `${where}[${first.index}].${first.reason}`, rejected: list } } as const;
  }
  return { status: 200, stored, rejected: rejected.length > 0 ? { rejected: list } : {}, body: null } as const;
}
