import { createsRehabilitation } from "@stepwise/domain";
import { useEffect, useRef } from "react";
import { RehabilitationsDocument } from "../../generated/graphql.js";
import { useEditing, useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { appIdentifier } from "../../vault/storage-keys.js";
import type { ClientRow } from "../clients/waiting-clients.js";
import { newRehabilitation, toRehabRecord, withApproachDomains, type RehabRecord } from "./rehab-record.js";

export interface Plan {
  record: RehabRecord;
  dataversion: number | null;
  waiting: boolean;
}

/**
 * The client's plan as shown: a waiting local edit over the server's version. docs/product.md §4: created on
 * first access for the rehabilitation app type, never for MALA.
 */
export function usePlan(client: ClientRow | undefined): {
  plan: Plan | null;
  save: (record: RehabRecord) => Promise<void>;
  change: (update: (plan: RehabRecord) => RehabRecord) => void;
} {
  const runtime = useEditing();
  const { waiting } = useSyncView();
  const { data, loading } = useCachedQuery(RehabilitationsDocument, { clientUuid: client?.record.uuid ?? "" }, !client);
  const server = data?.rehabilitations[0];
  const local = [...waiting.values()].find(
    (e) => e.table === "rehabilitations" && e.op === "UPSERT" && (e.record as RehabRecord).client_uuid === client?.record.uuid,
  );
  const plan: Plan | null = local
    ? { record: local.record as RehabRecord, dataversion: server?.dataversion ?? local.baseDataversion, waiting: true }
    : server
      ? { record: toRehabRecord(server), dataversion: server.dataversion, waiting: false }
      : null;

  const save = async (record: RehabRecord) => {
    await runtime.queue("rehabilitations", record.uuid, "UPSERT", record, plan?.dataversion ?? null);
  };

  // Edits build on the last edit made, even before the outbox has handed it back: a text kept on
  // blur and a click that follows it must not undo each other.
  const latest = useRef<RehabRecord | null>(null);
  const saving = useRef(0);
  // While no save is in flight, the stored plan is the latest; during one, the edit made is.
  // eslint-disable-next-line react-hooks/refs
  if (saving.current === 0) latest.current = plan?.record ?? null;
  const change = (update: (plan: RehabRecord) => RehabRecord) => {
    if (!latest.current) return;
    const next = update(latest.current);
    latest.current = next;
    saving.current += 1;
    void save(next).finally(() => (saving.current -= 1));
  };

  useEffect(() => {
    if (!client || plan || loading || !createsRehabilitation(appIdentifier())) return;
    // Once per client on this device: a plan made here lives in the outbox or on the server.
    const made = `planCreated:${client.record.uuid}`;
    if (localStorage.getItem(made)) return;
    localStorage.setItem(made, "1");
    void save(newRehabilitation(client.record));
  });

  // A plan opened before the client's approach was chosen takes its domains once it is (it stayed empty for good before).
  useEffect(() => {
    if (!client || !plan || saving.current > 0) return;
    if (withApproachDomains(plan.record, client.record)) change((current) => withApproachDomains(current, client.record) ?? current);
  });

  return { plan, save, change };
}
