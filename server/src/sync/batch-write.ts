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
    table: state.table_name,
    uuid: state.uuid,
    content: state.content,
    dataversion: resolveVersion(state.version, fresh),
    deletedAt: state.deleted_at,
    ownerUserId: state.owner_user_id,
    ownerInstallId: state.owner_install_id,
    application: state.application,
    installId: state.last_install_id,
  }));
  const history = plan.history.map((state) => ({
    table: state.table_name,
    uuid: state.uuid,
    content: state.content,
    dataversion: resolveVersion(state.version, fresh),
    deletedAt: state.deleted_at,
  }));
  const answers = plan.mutations.map(({ version, ...m }) => ({ ...m, dataversion: resolveVersion(version, fresh) }));
  const changed: ChangedRecord[] = plan.changed.map(({ version, ...change }) => ({ ...change, dataversion: resolveVersion(version, fresh) }));
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
  };
}
