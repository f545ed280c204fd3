import { keyOf, type BatchPlan } from "./batch-plan.js";
import { RECORDS_CHANGED_CHANNEL } from "./change-feed.js";
import type { Version } from "./record-state.js";
import type { DocumentWanted } from "./batch-documents.repository.js";
import type { BatchWrite, VersionColumns } from "./records.repository.js";

/** A Version as the write statement resolves it: a stored dataversion, or the index of a new one. */
function versionColumns(version: Version): VersionColumns {
  return "stored" in version ? { dataversion: version.stored, fresh: null } : { dataversion: null, fresh: version.fresh };
}

/**
 * The rows a plan writes: the records, the versions they replaced, the answers of client mutation
 * ids, and one wake-up notice when it drew new dataversions (sent inside the transaction:
 * PostgreSQL delivers NOTIFY only when it commits). The new dataversions are drawn by the write
 * statement itself, after the batch's rows are locked, so a record's dataversion only ever grows
 * (docs/sync-and-api.md, "Storage"). The notice carries no record list: each replica reads the
 * committed changes by position (change-feed.ts).
 */
export function batchWrite(plan: BatchPlan, writer: { userId: number | null; installId: string | null }, documents = false): BatchWrite {
  const records = plan.records.map((state) => ({
    table_name: state.table_name,
    uuid: state.uuid,
    owner_user_id: state.owner_user_id,
    owner_install_id: state.owner_install_id,
    application: state.application,
    ...versionColumns(state.version),
    content: state.content,
    last_install_id: state.last_install_id,
    deleted_at: state.deleted_at,
  }));
  const history = plan.history.map((state) => ({
    table_name: state.table_name,
    uuid: state.uuid,
    ...versionColumns(state.version),
    content: state.content,
    deleted_at: state.deleted_at,
  }));
  const answers = plan.mutations.map((m) => ({
    client_mutation_id: m.clientMutationId,
    table_name: m.table,
    uuid: m.uuid,
    ...versionColumns(m.version),
  }));
  return {
    records,
    history,
    changedBy: writer,
    mutations: writer.installId ? { installId: writer.installId, answers, lastMutationId: plan.lastMutationId } : null,
    noticeChannel: RECORDS_CHANGED_CHANNEL,
    freshVersions: plan.freshVersions,
    documents: documents ? documentsWanted(plan) : null,
  };
}

/**
 * The versions the answer's documents hold (docs/sync-and-api.md, "Records as documents", the sync
 * answer): the record as it stands after each entry that has one readable by the writer, in entry
 * order, and where the write statement finds each (DocumentWanted.source).
 */
function documentsWanted(plan: BatchPlan): DocumentWanted[] {
  const last = new Map(plan.records.map((state) => [keyOf(state.table_name, state.uuid), state]));
  return plan.results.flatMap(({ state }) => {
    if (!state) return [];
    const source = "stored" in state.version ? "s" : last.get(keyOf(state.table_name, state.uuid)) === state ? "w" : "h";
    return [{ table_name: state.table_name, uuid: state.uuid, ...versionColumns(state.version), source }];
  });
}
