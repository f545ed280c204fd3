import { ownsRecord, supervisesOwner, type Identity } from "../auth/identity.js";
import type { RecordRow, StoredVersion } from "../db/schema.js";
import { Forbidden } from "../errors.js";
import { judgedOnDeploymentDay } from "./deployment-day.js";
import { erasedNamedBy, erasedReason } from "./erased-references.js";
import type { MergeOutcome } from "./merge/merge-outcome.js";
import type { RecordState, Version } from "./record-state.js";
import type { RecordKey, StoredMutation } from "./records.repository.js";
import { sameContent } from "./same-content.js";
import { transferredNamedBy, transferredReason } from "./transferred-references.js";
import type { PreparedEntry, SyncEntryResult, SyncStatus } from "./sync-entry.js";
import type { TableRegistry } from "./synced-table.js";

export interface PlannedMutation extends RecordKey {
  clientMutationId: number;
  version: Version;
}

/** What a batch writes, decided in memory before one statement per kind goes to the database. */
export interface BatchPlan {
  /** Each entry's answer, with the record as it stands after the entry (when the writer may read it). */
  results: { entry: PreparedEntry; version: Version | null; status: SyncStatus; merge?: MergeOutcome; state?: RecordState; reason?: string }[];
  /** Each replaced version, in order (a record written twice in one batch keeps both). */
  history: RecordState[];
  /** The final state of every record the batch wrote, one per key. */
  records: RecordState[];
  mutations: PlannedMutation[];
  freshVersions: number;
  lastMutationId: number;
}

export interface PlanInput {
  /** The writer, with the install the batch came from (or null). */
  identity: Identity;
  lastMutationId: number;
  /** The stored rows of the batch's keys, locked (`for update`). */
  stored: RecordRow[];
  /** The batch's time: the updated_at of the records it writes. */
  now: Date;
  /** The stored answers of this install among the batch's client mutation ids, with the record each was for. */
  storedMutations: Map<number, StoredMutation>;
  tables: TableRegistry;
  where: string;
  /** Each entry's place in the batch as sent (rejected entries left out), for error messages. */
  places?: readonly number[];
  /**
   * docs/sync-and-api.md, "Merging concurrent edits": merges an edit of a live record with the newer version another device stored
   * (merge/merge-context.ts); undefined when there is nothing to merge.
   */
  merge?: (current: RecordState, entry: PreparedEntry, content: Record<string, unknown>) => MergeOutcome | undefined;
  /** The uuids the batch names that an erasure reached (server/src/sync/erased-references.ts); an entry naming one is REJECTED. */
  erased?: ReadonlySet<string>;
  /** The uuids the batch names of records moved away from the writer (server/src/sync/transferred-references.ts); an entry naming one is REJECTED. */
  transferred?: ReadonlySet<string>;
  /** The writer's deployment's time zone, whose day judges its records (docs/product.md §10); null: unknown. */
  timeZone?: string | null;
}

/** One string per record key, for maps of a batch's records. */
export const keyOf = (table: string, uuid: string) => `${table}\u0000${uuid}`;

/**
 * The sync protocol (docs/sync-and-api.md, "GraphQL sync") applied entry by entry, in memory: a client mutation id whose
 * answer is stored (or given earlier in this batch) is DUPLICATE with that answer, and any other id
 * is applied, however it compares with the install's last one (an edit held back for another login
 * comes after later ids); unchanged content is DUPLICATE, another owner's
 * record is Forbidden (the whole batch fails), a write based on an older version than another
 * device's is merged with it three ways: MERGED, or CONFLICT when a field clashed (the later write
 * kept for that field). An entry naming an erased client or record is REJECTED (docs/operating.md, "Erasing a client").
 */
export function planBatch(entries: PreparedEntry[], input: PlanInput): BatchPlan {
  const { identity } = input;
  const installId = identity.installId;
  const states = new Map<string, RecordState>();
  for (const row of input.stored) states.set(keyOf(row.table_name, row.uuid), stateOf(row));
  // Each id's answer and the record it was used for: stored, or given earlier in this batch.
  const mutations = new Map<number, { version: Version } & RecordKey>();
  for (const [id, { dataversion, table, uuid }] of input.storedMutations) mutations.set(id, { version: { stored: dataversion }, table, uuid });
  const written = new Set<string>();
  const plan: BatchPlan = { results: [], history: [], records: [], mutations: [], freshVersions: 0, lastMutationId: input.lastMutationId };

  const settle = (entry: PreparedEntry, version: Version, status: SyncStatus, merge?: MergeOutcome) => {
    if (installId && entry.clientMutationId !== null) {
      plan.mutations.push({ clientMutationId: entry.clientMutationId, table: entry.table, uuid: entry.uuid, version });
      mutations.set(entry.clientMutationId, { version, table: entry.table, uuid: entry.uuid });
      plan.lastMutationId = Math.max(plan.lastMutationId, entry.clientMutationId);
    }
    plan.results.push({ entry, version, status, ...(merge && { merge }), state: states.get(keyOf(entry.table, entry.uuid)) });
  };

  for (const [index, entry] of entries.entries()) {
    const key = keyOf(entry.table, entry.uuid);
    const current = states.get(key);
    const answered = installId && entry.clientMutationId !== null ? mutations.get(entry.clientMutationId) : undefined;
    if (answered && (answered.table !== entry.table || answered.uuid !== entry.uuid)) {
      // An id is one edit of one record: a DUPLICATE here would tell the device to drop an edit never stored.
      plan.results.push({ entry, version: null, status: "REJECTED", reason: reusedIdReason(entry, answered) });
      continue;
    }
    if (answered) {
      // A replay is answered before the owner is checked: the record comes with it only if still the writer's.
      const readable = current && ownsRecord(identity, current) ? { state: current } : {};
      plan.results.push({ entry, version: answered.version, status: "DUPLICATE", ...readable });
      continue;
    }
    // docs/operating.md, "Erasing a client": an erased client, or a record naming her, is never written again.
    const erased = input.erased && erasedNamedBy(entry, input.erased);
    if (erased) {
      plan.results.push({ entry, version: null, status: "REJECTED", reason: erasedReason(entry, erased) });
      continue;
    }
    // docs/teams.md, "Moving a caseload": a late edit of a record moved to another worker is refused, never written over her.
    const transferred = input.transferred && transferredNamedBy(entry, input.transferred);
    if (transferred) {
      plan.results.push({ entry, version: null, status: "REJECTED", reason: transferredReason(entry, transferred) });
      continue;
    }
    // docs/teams.md, "What a supervisor may read": she reads her workers' records and never writes them.
    if (current && !ownsRecord(identity, current) && supervisesOwner(identity, current)) {
      plan.results.push({ entry, version: null, status: "REJECTED", reason: readOnlyReason(entry) });
      continue;
    }
    if (current && !ownsRecord(identity, current)) {
      throw new Forbidden(`${input.where}[${input.places?.[index] ?? index}]: ${entry.table} record ${entry.uuid} belongs to another owner`);
    }
    const deletedAt = entry.op === "DELETE" ? (current?.deleted_at ?? new Date()) : null;
    const content = entry.op === "DELETE" ? (current?.content ?? entry.content) : stamped(entry, identity, input, current?.content ?? null);
    if (current && isUnchanged(current, content, deletedAt)) {
      settle(entry, current.version, "DUPLICATE");
      continue;
    }
    // docs/sync-and-api.md, "Merging concurrent edits": an edit of a live record over another device's newer version is merged with it.
    const conflict = isConflict(current, entry, installId);
    const merge = current && input.merge && entry.op === "UPSERT" && current.deleted_at === null ? input.merge(current, entry, content) : undefined;
    const version: Version = { fresh: plan.freshVersions++ };
    const owner = current ?? ownerOf(identity, installId, entry);
    const next: RecordState = {
      ...owner,
      table_name: entry.table,
      uuid: entry.uuid,
      content: merge?.content ?? content,
      deleted_at: deletedAt,
      last_install_id: installId,
      updated_at: input.now,
      version,
    };
    if (current) plan.history.push(current);
    states.set(key, next);
    written.add(key);
    settle(entry, version, merge?.status ?? (conflict ? "CONFLICT" : "APPLIED"), merge);
  }
  plan.records = [...written].map((key) => states.get(key)!);
  return plan;
}

/** The dataversion a Version stands for, once the batch's new ones are drawn. */
export function resolveVersion(version: Version, fresh: readonly number[]): number {
  if ("stored" in version) return version.stored;
  const value = fresh[version.fresh];
  if (value === undefined) throw new Error(`dataversion ${version.fresh} of the batch was not drawn`);
  return value;
}

export function resultsOf(plan: BatchPlan, fresh: readonly number[]): SyncEntryResult[] {
  return plan.results.map(({ entry, version, status, merge, state, reason }) => ({
    clientMutationId: entry.clientMutationId,
    table: entry.table,
    uuid: entry.uuid,
    dataversion: version === null ? 0 : resolveVersion(version, fresh),
    status,
    ...(reason !== undefined && { reason }),
    ...(merge && { record: merge.content, conflicts: merge.conflicts }),
    ...(state && { stored: storedVersion(state, fresh) }),
  }));
}

/** A record's state as stored, its dataversion drawn. */
function storedVersion(state: RecordState, fresh: readonly number[]): StoredVersion {
  return {
    table_name: state.table_name,
    content: state.content,
    dataversion: resolveVersion(state.version, fresh),
    updated_at: state.updated_at,
    deleted_at: state.deleted_at,
  };
}

function stateOf(row: RecordRow): RecordState {
  return {
    table_name: row.table_name,
    uuid: row.uuid,
    owner_user_id: row.owner_user_id,
    owner_install_id: row.owner_install_id,
    application: row.application,
    content: row.content,
    last_install_id: row.last_install_id,
    deleted_at: row.deleted_at,
    updated_at: row.updated_at,
    version: { stored: Number(row.dataversion) },
  };
}

/** Why an entry whose client mutation id was used for another record (in this batch or stored for the install) is REJECTED. */
function readOnlyReason(entry: PreparedEntry): string {
  return `${entry.table} record ${entry.uuid} belongs to a worker you supervise: it is read-only for you, and nothing was changed`;
}

function reusedIdReason(entry: PreparedEntry, first: RecordKey): string {
  return `clientMutationId: ${entry.clientMutationId} was already used by this install for ${first.table} record ${first.uuid}; each edit needs an id of its own`;
}

/** A new record belongs to the logged-in user, or, for an anonymous device, to its install. */
function ownerOf(identity: Identity, installId: string | null, entry: PreparedEntry) {
  const user = identity.user;
  return {
    owner_user_id: user?.id ?? null,
    owner_install_id: user ? null : installId,
    application: user?.application ?? entry.appIdentifier,
  };
}

/**
 * The fields a table takes from the writer's account and the server's clock (chat: the sender, the receipt), over what the device sent;
 * then judged by the deployment's day (docs/product.md §10: a client's validity).
 */
function stamped(entry: PreparedEntry, identity: Identity, input: PlanInput, stored: Record<string, unknown> | null): Record<string, unknown> {
  const stamp = input.tables.get(entry.table)?.stamp;
  const content = stamp && identity.user ? stamp(entry.content, identity.user, { stored, now: input.now }) : entry.content;
  return judgedOnDeploymentDay(entry.table, content, input.timeZone);
}

function isUnchanged(current: RecordState, content: Record<string, unknown>, deletedAt: Date | null): boolean {
  return (current.deleted_at === null) === (deletedAt === null) && sameContent(current.content, content);
}

/**
 * Last write wins, but a write based on an older version than another device's is reported
 * (docs/sync-and-api.md, "Merging concurrent edits"). A version written earlier in this batch is newer than any base, and was written
 * by this install, so it is never a conflict.
 */
function isConflict(current: RecordState | undefined, entry: PreparedEntry, installId: string | null): boolean {
  if (!current || entry.baseDataversion === null) return false;
  const newer = "stored" in current.version ? current.version.stored > entry.baseDataversion : true;
  return newer && current.last_install_id !== installId;
}
