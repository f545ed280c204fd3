import type { Kysely, Transaction } from "kysely";
import { ownsRecord, type Identity } from "../auth/identity.js";
import type { InstallsRepository } from "../auth/installs.repository.js";
import type { Database, RecordRow } from "../db/schema.js";
import { BadInput, Forbidden, Unauthenticated } from "../errors.js";
import { NOTICE_CHUNK, RECORDS_CHANGED_CHANNEL, type ChangedRecord, type RecordsChangedEvent } from "./change-feed.js";
import type { RecordsRepository } from "./records.repository.js";
import { sameContent } from "./same-content.js";
import { prepareEntries, type PreparedEntry, type SyncEntryResult, type SyncStatus } from "./sync-entry.js";
import type { TableRegistry } from "./synced-table.js";

interface BatchState {
  trx: Transaction<Database>;
  identity: Identity;
  installId: string | null;
  lastMutationId: number;
  changed: ChangedRecord[];
}

/** The one sync engine: both doors (GraphQL `sync`, REST `saveTables`/`saveRemovedrecords`) apply batches here. */
export class SyncService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly records: RecordsRepository,
    private readonly installs: InstallsRepository,
    private readonly tables: TableRegistry,
  ) {}

  /**
   * Applies a batch in one transaction, idempotently (ARCHITECTURE: sync protocol).
   * `where` names the batch in error messages (`payload`, `input.entries`).
   */
  async applyBatch(identity: Identity, installId: string | null, rawEntries: unknown, where: string): Promise<SyncEntryResult[]> {
    if (!installId && !identity.user) throw new Unauthenticated("send Authorization: Bearer <token> or an app install id");
    const entries = prepareEntries(rawEntries, this.tables, where);
    this.requireUserForShared(identity, entries, where);
    if (!installId && entries.some((e) => e.clientMutationId !== null)) {
      throw new BadInput(`${where}: clientMutationId needs an app install id`);
    }
    if (entries.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      await this.records.lockForBatch(trx);
      const state: BatchState = { trx, identity: { ...identity, installId }, installId, lastMutationId: 0, changed: [] };
      if (installId) state.lastMutationId = await this.claimInstall(trx, identity, installId, entries[0]?.appIdentifier ?? null);
      const startMutationId = state.lastMutationId;
      const results: SyncEntryResult[] = [];
      for (const [index, entry] of entries.entries()) results.push(await this.applyEntry(state, entry, `${where}[${index}]`));
      if (installId && state.lastMutationId !== startMutationId) {
        await this.installs.setLastMutationId(trx, installId, state.lastMutationId);
      }
      await this.announce(state);
      return results;
    });
  }

  /** A record every user of a deployment reads (chat) has a logged-in author, never an anonymous install. */
  private requireUserForShared(identity: Identity, entries: PreparedEntry[], where: string): void {
    if (identity.user) return;
    const index = entries.findIndex((e) => this.tables.get(e.table)?.readers === "deployment");
    if (index >= 0) {
      throw new Unauthenticated(`${where}[${index}].table: ${entries[index]!.table} can only be written by a logged-in user; log in first`);
    }
  }

  /** Removed-items log (spec 3): each `{ uuid, table }` becomes a tombstone. */
  async removeRecords(identity: Identity, rawItems: unknown, where: string): Promise<SyncEntryResult[]> {
    if (!Array.isArray(rawItems)) throw new BadInput(`${where}: must be a JSON list of { uuid, table }`);
    const entries = rawItems.map((item: unknown) =>
      item !== null && typeof item === "object" ? { ...(item as Record<string, unknown>), op: "DELETE" } : item,
    );
    return this.applyBatch(identity, identity.installId, entries, where);
  }

  /** The first write claims an install id for its owner; answers the last mutation id applied for it. */
  private async claimInstall(trx: Transaction<Database>, identity: Identity, installId: string, appIdentifier: string | null) {
    const application = identity.user?.application ?? appIdentifier;
    const install = await this.installs.lockOrCreate(trx, installId, identity.user?.id ?? null, application);
    if (install.user_id !== null && install.user_id !== identity.user?.id) {
      throw new Forbidden(`app install ${installId} belongs to another account`);
    }
    if (install.user_id === null && identity.user) await this.installs.claim(trx, installId, identity.user.id);
    return Number(install.last_mutation_id);
  }

  private async applyEntry(state: BatchState, entry: PreparedEntry, where: string): Promise<SyncEntryResult> {
    const { trx, installId } = state;
    const key = { table: entry.table, uuid: entry.uuid };
    if (installId && entry.clientMutationId !== null && entry.clientMutationId <= state.lastMutationId) {
      const earlier = await this.records.findMutation(trx, installId, entry.clientMutationId);
      const current = earlier ? undefined : await this.records.findForUpdate(trx, key);
      const dataversion = Number(earlier?.dataversion ?? current?.dataversion ?? 0);
      return this.result(entry, dataversion, "DUPLICATE");
    }
    const current = await this.records.findForUpdate(trx, key);
    if (current && !ownsRecord(state.identity, current)) {
      throw new Forbidden(`${where}: ${entry.table} record ${entry.uuid} belongs to another owner`);
    }
    const deletedAt = entry.op === "DELETE" ? (current?.deleted_at ?? new Date()) : null;
    const content = entry.op === "DELETE" ? (current?.content ?? entry.content) : this.stamped(entry, state.identity);
    if (current && isUnchanged(current, content, deletedAt)) {
      return this.settle(state, entry, Number(current.dataversion), "DUPLICATE");
    }
    const dataversion = await this.records.nextDataversion(trx);
    const write = { ...key, content, dataversion, deletedAt, installId };
    if (current) await this.records.replace(trx, current, write, state.identity.user?.id ?? null);
    else await this.records.insert(trx, write, this.ownerOf(state, entry));
    state.changed.push({
      ...key,
      dataversion,
      ownerUserId: current ? current.owner_user_id : (state.identity.user?.id ?? null),
      ownerInstallId: current ? current.owner_install_id : state.identity.user ? null : state.installId,
      application: current ? current.application : this.ownerOf(state, entry).application,
    });
    return this.settle(state, entry, dataversion, isConflict(current, entry, installId) ? "CONFLICT" : "APPLIED");
  }

  /** The fields a table takes from the writer's account (chat: the sender), over what the device sent. */
  private stamped(entry: PreparedEntry, identity: Identity): Record<string, unknown> {
    const stamp = this.tables.get(entry.table)?.stamp;
    return stamp && identity.user ? stamp(entry.content, identity.user) : entry.content;
  }

  private async settle(state: BatchState, entry: PreparedEntry, dataversion: number, status: SyncStatus) {
    if (state.installId && entry.clientMutationId !== null) {
      await this.records.insertMutation(state.trx, state.installId, entry.clientMutationId, { table: entry.table, uuid: entry.uuid, dataversion });
      state.lastMutationId = entry.clientMutationId;
    }
    return this.result(entry, dataversion, status);
  }

  private result(entry: PreparedEntry, dataversion: number, status: SyncStatus): SyncEntryResult {
    return { clientMutationId: entry.clientMutationId, table: entry.table, uuid: entry.uuid, dataversion, status };
  }

  private ownerOf(state: BatchState, entry: PreparedEntry) {
    const user = state.identity.user;
    return { userId: user?.id ?? null, application: user?.application ?? entry.appIdentifier };
  }

  /** Announced inside the transaction: PostgreSQL delivers NOTIFY only when it commits. */
  private async announce(state: BatchState): Promise<void> {
    for (let i = 0; i < state.changed.length; i += NOTICE_CHUNK) {
      const event: RecordsChangedEvent = { appID: state.installId, records: state.changed.slice(i, i + NOTICE_CHUNK) };
      await this.records.notify(state.trx, RECORDS_CHANGED_CHANNEL, JSON.stringify(event));
    }
  }
}

function isUnchanged(current: RecordRow, content: Record<string, unknown>, deletedAt: Date | null): boolean {
  return (current.deleted_at === null) === (deletedAt === null) && sameContent(current.content, content);
}

/** Last write wins, but a write based on an older version than another device's is reported (ARCHITECTURE). */
function isConflict(current: RecordRow | undefined, entry: PreparedEntry, installId: string | null): boolean {
  if (!current || entry.baseDataversion === null) return false;
  return Number(current.dataversion) > entry.baseDataversion && current.last_install_id !== installId;
}
