import { resolveVersion, type BatchPlan } from "./batch-plan.js";
import { RECORDS_CHANGED_CHANNEL, wakeUpPayload } from "./change-feed.js";
import type { BatchWrite } from "./records.repository.js";

/**
 * The rows a plan writes, with its new dataversions drawn: the records, the versions they replaced,
 * the answers of client mutation ids, and one wake-up notice when it changed anything (sent inside
 * the transaction: PostgreSQL delivers NOTIFY only when it commits). The notice carries no record
 * list: each replica reads the committed changes by cursor (change-feed.ts).
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
  const payloads = fresh.length > 0 ? [wakeUpPayload(fresh[0]!, fresh[fresh.length - 1]!)] : [];
  return {
    records,
    history,
    changedBy: writer,
    mutations: writer.installId ? { installId: writer.installId, answers, lastMutationId: plan.lastMutationId } : null,
    notices: { channel: RECORDS_CHANGED_CHANNEL, payloads },
    drawnThrough: fresh.length > 0 ? fresh[fresh.length - 1]! : null,
  };
}
