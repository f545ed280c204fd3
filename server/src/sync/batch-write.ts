import { resolveVersion, type BatchPlan } from "./batch-plan.js";
import { NOTICE_CHUNK, RECORDS_CHANGED_CHANNEL, type ChangedRecord, type RecordsChangedEvent } from "./change-feed.js";
import type { BatchWrite } from "./records.repository.js";

/**
 * The rows a plan writes, with its new dataversions drawn: the records, the versions they replaced,
 * the answers of client mutation ids, and the notices (sent inside the transaction: PostgreSQL
 * delivers NOTIFY only when it commits), NOTICE_CHUNK records per notice.
 */
export function batchWrite(plan: BatchPlan, fresh: readonly number[], writer: { userId: number | null; installId: string | null }): BatchWrite {
  const records = plan.records.map((state) => ({
    table_name: state.table_name,
    uuid: state.uuid,
    owner_user_id: state.owner_user_id,
    owner_install_id: state.owner_install_id,
    application: state.application,
    dataversion: resolveVersion(state.version, fresh),
    content: state.content,
    last_install_id: state.last_install_id,
    deleted_at: state.deleted_at,
  }));
  const history = plan.history.map((state) => ({
    table_name: state.table_name,
    uuid: state.uuid,
    dataversion: resolveVersion(state.version, fresh),
    content: state.content,
    deleted_at: state.deleted_at,
  }));
  const answers = plan.mutations.map((m) => ({
    client_mutation_id: m.clientMutationId,
    table_name: m.table,
    uuid: m.uuid,
    dataversion: resolveVersion(m.version, fresh),
  }));
  const changed: ChangedRecord[] = plan.changed.map((c) => ({
    table: c.table,
    uuid: c.uuid,
    dataversion: resolveVersion(c.version, fresh),
    ownerUserId: c.ownerUserId,
    ownerInstallId: c.ownerInstallId,
    application: c.application,
  }));
  const payloads: string[] = [];
  for (let i = 0; i < changed.length; i += NOTICE_CHUNK) {
    const event: RecordsChangedEvent = { appID: writer.installId, records: changed.slice(i, i + NOTICE_CHUNK) };
    payloads.push(JSON.stringify(event));
  }
  return {
    records,
    history,
    changedBy: writer,
    mutations: writer.installId ? { installId: writer.installId, answers, lastMutationId: plan.lastMutationId } : null,
    notices: { channel: RECORDS_CHANGED_CHANNEL, payloads },
    drawnThrough: fresh.length > 0 ? fresh[fresh.length - 1]! : null,
  };
}
