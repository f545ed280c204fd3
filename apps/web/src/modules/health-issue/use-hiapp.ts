import { useEffect } from "react";
import { storedApplication, storedSettings } from "../deployment/deployment.js";
import { HiappClientFormsDocument, HiappTreeDocument } from "../../generated/graphql.js";
import { persistNow } from "../../platform/persisted-cache.js";
import { useEditing, useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { toHiappRecord, type HiappRecord, type HiappTree } from "./hiapp-record.js";

export const HIAPP_TABLE = "hiapp_client_forms";

/** The deployment's health-issue tree in the chosen language, else in English; from the persisted cache when offline. */
export function useHiappTree(): { tree: HiappTree | null; loading: boolean } {
  const app = storedApplication();
  const language = storedSettings().languageCode;
  const applicationId = app?.id ?? 0;
  const own = useCachedQuery(HiappTreeDocument, { applicationId, language }, !app);
  const needsEnglish = language !== "en" && !own.loading && !own.data?.hiappForm;
  const english = useCachedQuery(HiappTreeDocument, { applicationId, language: "en" }, !app || !needsEnglish);
  const tree = own.data?.hiappForm ?? english.data?.hiappForm ?? null;
  useEffect(() => {
    // Content the app must have offline is saved at once, as the translations are.
    if (tree) void persistNow();
  }, [tree]);
  return { tree, loading: own.loading || english.loading };
}

export interface ShownForm {
  record: HiappRecord;
  dataversion: number | null;
  /** An edit of it still waits in the outbox. */
  waiting: boolean;
}

/** The caller's health-issue forms as shown: a waiting local edit over the server's version. */
export function useHiappForms(): { forms: ShownForm[]; save: (record: HiappRecord, dataversion: number | null) => Promise<void> } {
  const runtime = useEditing();
  const { waiting } = useSyncView();
  const { data } = useCachedQuery(HiappClientFormsDocument, {});
  const shown = new Map<string, ShownForm>();
  for (const form of data?.hiappClientForms ?? []) shown.set(form.uuid, { record: toHiappRecord(form), dataversion: form.dataversion, waiting: false });
  for (const entry of waiting.values()) {
    if (entry.table !== HIAPP_TABLE) continue;
    if (entry.op === "DELETE") shown.delete(entry.uuid);
    else if (entry.record)
      shown.set(entry.uuid, { record: entry.record as HiappRecord, dataversion: shown.get(entry.uuid)?.dataversion ?? entry.baseDataversion, waiting: true });
  }
  const save = async (record: HiappRecord, dataversion: number | null) => {
    await runtime.queue(HIAPP_TABLE, record.uuid, "UPSERT", record, dataversion);
  };
  return { forms: [...shown.values()], save };
}
