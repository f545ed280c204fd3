import { useQuery } from "@apollo/client/react";
import { storedApplication, storedSettings } from "../../app/deployment.js";
import { HiappClientFormsDocument, HiappTreeDocument } from "../../generated/graphql.js";
import { useRuntime, useSyncView } from "../../sync/runtime-context.js";
import { toHiappRecord, type HiappRecord, type HiappTree } from "./hiapp-record.js";

export const HIAPP_TABLE = "hiapp_client_forms";

/** The deployment's health-issue tree in the chosen language, else in English; from the persisted cache when offline. */
export function useHiappTree(): { tree: HiappTree | null; loading: boolean } {
  const app = storedApplication();
  const language = storedSettings().languageCode;
  const options = { skip: !app, fetchPolicy: "cache-and-network", errorPolicy: "all" } as const;
  const own = useQuery(HiappTreeDocument, { ...options, variables: { applicationId: app?.id ?? 0, language } });
  const needsEnglish = language !== "en" && !own.loading && !own.data?.hiappForm;
  const english = useQuery(HiappTreeDocument, { ...options, skip: options.skip || !needsEnglish, variables: { applicationId: app?.id ?? 0, language: "en" } });
  return { tree: own.data?.hiappForm ?? english.data?.hiappForm ?? null, loading: own.loading || english.loading };
}

export interface ShownForm {
  record: HiappRecord;
  dataversion: number | null;
  /** An edit of it still waits in the outbox. */
  waiting: boolean;
}

/** The caller's health-issue forms as shown: a waiting local edit over the server's version. */
export function useHiappForms(): { forms: ShownForm[]; save(record: HiappRecord, dataversion: number | null): Promise<void> } {
  const runtime = useRuntime();
  const { waiting } = useSyncView();
  const { data } = useQuery(HiappClientFormsDocument, { fetchPolicy: "cache-and-network", errorPolicy: "all" });
  const shown = new Map<string, ShownForm>();
  for (const form of data?.hiappClientForms ?? []) shown.set(form.uuid, { record: toHiappRecord(form), dataversion: form.dataversion, waiting: false });
  for (const entry of waiting.values()) {
    if (entry.table !== HIAPP_TABLE) continue;
    if (entry.op === "DELETE") shown.delete(entry.uuid);
    else if (entry.record) shown.set(entry.uuid, { record: entry.record as HiappRecord, dataversion: shown.get(entry.uuid)?.dataversion ?? entry.baseDataversion, waiting: true });
  }
  const save = async (record: HiappRecord, dataversion: number | null) => {
    await runtime.queue(HIAPP_TABLE, record.uuid, "UPSERT", record as Record<string, unknown>, dataversion);
  };
  return { forms: [...shown.values()], save };
}
