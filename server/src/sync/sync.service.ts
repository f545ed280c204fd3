import type { Kysely, Transaction } from "kysely";
import { assertNotLost, installRefusal, type Identity } from "../auth/identity.js";
import type { Quotas } from "../auth/quotas.js";
import type { Database } from "../db/schema.js";
import { BadInput, Forbidden, Unauthenticated } from "../errors.js";
import { keyOf, planBatch, resultsOf } from "./batch-plan.js";
import { batchWrite } from "./batch-write.js";
import { namedUuids } from "./erased-references.js";
import { transferredAwayAmong } from "./transferred-records.repository.js";
import { InstallCursorRepository } from "./install-cursor.repository.js";
import { MergeBasesRepository } from "./merge/merge-bases.repository.js";
import { mergeForBatch } from "./merge/merge-context.js";
import type { RecordKey, RecordsRepository } from "./records.repository.js";
import { inBatchOrder, prepareEntries, REST_ENTRY_RULES, type CheckedBatch, type EntryRules, type PreparedEntry, type SyncEntryResult } from "./sync-entry.js";
import type { TableRegistry } from "./synced-table.js";

/** The one sync engine: both doors (GraphQL `sync`, REST `saveTables`/`saveRemovedrecords`) apply batches here. */
export class SyncService {
  private readonly mergeBases = new MergeBasesRepository();
  private readonly installCursors = new InstallCursorRepository();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly records: RecordsRepository,
    private readonly tables: TableRegistry,
    private readonly quotas: Quotas,
    /** The device registry's stamps of each batch's outcome (docs/shared-phone.md); none for the server's own callers. */
    private readonly outcomes: SyncOutcomes | null = null,
  ) {}

  /**
   * Applies a batch in one transaction, idempotently (docs/sync-and-api.md, "GraphQL sync").
   * `where` names the batch in error messages (`payload`, `input.entries`). `address` is the
   * caller's network address on a door: a caller without a login is then held to its quota of
   * records (docs/SECURITY.md, "Limits and quotas"); null for the server's own callers (tests, benchmarks).
   * `rules`: what the door asks of each entry beyond the shared envelope (REST's by default).
   */
  async applyBatch(
    identity: Identity,
    installId: string | null,
    rawEntries: unknown,
    where: string,
    address: string | null = null,
    rules: EntryRules = REST_ENTRY_RULES,
  ): Promise<SyncEntryResult[]> {
    return (await this.applyBatchAnswer(identity, installId, rawEntries, where, address, rules)).results;
  }

  /**
   * applyBatch, and when `documents` the stored record after each entry that has one, as one JSON
   * array text of documents built by PostgreSQL (docs/sync-and-api.md, "Records as documents").
   */
  async applyBatchAnswer(
    identity: Identity,
    installId: string | null,
    rawEntries: unknown,
    where: string,
    address: string | null = null,
    rules: EntryRules = REST_ENTRY_RULES,
    documents = false,
  ): Promise<BatchAnswer> {
    if (!installId || !this.outcomes) return this.applyBatchOnce(identity, installId, rawEntries, where, address, rules, documents);
    const outcomes = this.outcomes;
    // A stamp that cannot be written (the database gone) never replaces the batch's own answer.
    const ignored = () => undefined;
    try {
      const results = await this.applyBatchOnce(identity, installId, rawEntries, where, address, rules, documents);
      await outcomes.succeeded(installId).catch(ignored);
      return results;
    } catch (error) {
      await outcomes.failed(installId, error).catch(ignored);
      throw error;
    }
  }

  private async applyBatchOnce(
    identity: Identity,
    installId: string | null,
    rawEntries: unknown,
    where: string,
    address: string | null,
    rules: EntryRules,
    documents: boolean,
  ): Promise<BatchAnswer> {
    if (!installId && !identity.user) throw new Unauthenticated("send Authorization: Bearer <token> or an app install id");
    const batch = await prepareEntries(rawEntries, this.tables, where, rules);
    const { entries } = batch;
    this.requireUserForShared(identity, batch, where);
    if (!installId && entries.some((e) => e.clientMutationId !== null)) {
      throw new BadInput(`${where}: clientMutationId needs an app install id`);
    }
    if (entries.length === 0) return { results: inBatchOrder(batch, []), documents: documents ? "[]" : null };
    if (address !== null && !identity.user && !identity.isAdmin) {
      await this.quotas.takeAnonymousWrites(address, installId, entries.length, sumOf(entries.map((e) => e.bytes)));
    }
    // Batches of different workers run at once; what one batch must see alone is locked for it
    // alone: the worker, the install's row, the records it writes (docs/sync-and-api.md, "Storage").
    const applied = await this.db.transaction().execute(async (trx) => {
      let lastMutationId = 0;
      let tied = entries;
      let deployment = identity.user?.application ?? entries[0]?.appIdentifier ?? null;
      if (installId) {
        const install = await this.claimInstall(trx, identity, installId, entries[0]?.appIdentifier ?? null);
        lastMutationId = Number(install.last_mutation_id);
        tied = tiedToDeployment(identity, install.application, entries);
        deployment = identity.user?.application ?? install.application ?? deployment;
      } else if (identity.user) await this.records.lockWorker(trx, identity.user.id);
      const named = [...new Set(entries.flatMap(namedUuids))];
      // One round trip: the rows for update, the stored answers of replays, the erased uuids named, the deployment's zone.
      const { now, stored, storedMutations, erased, timeZone } = await this.records.readForBatch(trx, uniqueKeys(entries), {
        installId,
        mutationIds: installId ? mutationIdsOf(entries) : [],
        named,
        deployment,
      });
      const plan = planBatch(tied, {
        identity: { ...identity, installId },
        lastMutationId,
        stored,
        now,
        storedMutations,
        tables: this.tables,
        where,
        places: batch.places,
        merge: await mergeForBatch(trx, this.mergeBases, this.tables, entries, stored, installId),
        erased,
        // docs/teams.md, "Moving a caseload": records moved away from the writer.
        transferred: identity.user ? await transferredAwayAmong(trx, identity.user.id, named) : undefined,
        // docs/product.md §10: the writer's deployment's day judges its records (a client's validity).
        timeZone,
      });
      const write = batchWrite(plan, { userId: identity.user?.id ?? null, installId }, documents);
      const { fresh, written, documents: texts } = await this.records.writeBatch(trx, write);
      // A record planned as new that another owner created meanwhile was left as it is: refuse the
      // batch (its transaction rolls back), as if the record had been read (planBatch's Forbidden).
      if (written < plan.records.length) throw new Forbidden(`${where}: a record of this batch belongs to another owner`);
      return { results: resultsOf(plan, fresh), documents: texts };
    });
    return { results: inBatchOrder(batch, applied.results), documents: applied.documents };
  }

  /** A record every user of a deployment reads (chat) has a logged-in author, never an anonymous install. */
  private requireUserForShared(identity: Identity, { entries, places }: CheckedBatch, where: string): void {
    if (identity.user) return;
    const index = entries.findIndex((e) => this.tables.get(e.table)?.readers === "deployment");
    if (index >= 0) {
      throw new Unauthenticated(`${where}[${places[index]}].table: ${entries[index]!.table} can only be written by a logged-in user; log in first`);
    }
  }

  /** Removed-items log (docs/product.md §3): each `{ uuid, table }` becomes a tombstone. */
  async removeRecords(identity: Identity, rawItems: unknown, where: string, address: string | null = null): Promise<SyncEntryResult[]> {
    return (await this.removeRecordsAnswer(identity, rawItems, where, address)).results;
  }

  /** removeRecords, with the tombstones as documents when `documents` (applyBatchAnswer). */
  async removeRecordsAnswer(identity: Identity, rawItems: unknown, where: string, address: string | null = null, documents = false): Promise<BatchAnswer> {
    if (!Array.isArray(rawItems)) throw new BadInput(`${where}: must be a JSON list of { uuid, table }`);
    const entries = rawItems.map((item: unknown) =>
      item !== null && typeof item === "object" ? { ...(item as Record<string, unknown>), op: "DELETE" } : item,
    );
    return this.applyBatchAnswer(identity, identity.installId, entries, where, address, REST_ENTRY_RULES, documents);
  }

  /**
   * Takes the worker's lock (with a user), then claims the install id for its owner on its first
   * write, locking its row until the batch ends (so one install's batches never run at once);
   * answers the install's row (the last mutation id applied for it, the deployment it belongs to).
   */
  private async claimInstall(trx: Transaction<Database>, identity: Identity, installId: string, appIdentifier: string | null) {
    const application = identity.user?.application ?? appIdentifier;
    const install = await this.installCursors.lockAndClaim(trx, installId, identity.user?.id ?? null, application);
    // docs/shared-phone.md: checked again here, under the lock, for an install only a legacy path
    // names (REST saveTables) and for a claim made since the request came in.
    assertNotLost(install);
    const refused = installRefusal(installId, install, identity.user, identity.installSecretHash);
    if (refused) throw refused;
    return install;
  }
}

/** A batch's answers in batch order, and the stored records as one JSON array text of documents when asked (else null). */
export interface BatchAnswer {
  results: SyncEntryResult[];
  documents: string | null;
}

/** Where a batch's outcome is stamped for the device registry (modules/devices/sync-outcomes.ts). */
export interface SyncOutcomes {
  succeeded(installId: string): Promise<void>;
  failed(installId: string, error: unknown): Promise<void>;
}

function sumOf(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0);
}

/**
 * An install without a login writes into the deployment it was first used in (the host of its first
 * batch, or its account's), whatever host it sends to later (docs/SECURITY.md).
 */
function tiedToDeployment(identity: Identity, deployment: string | null, entries: PreparedEntry[]): PreparedEntry[] {
  if (identity.user || deployment === null) return entries;
  return entries.map((entry) => (entry.appIdentifier === deployment ? entry : { ...entry, appIdentifier: deployment }));
}

/**
 * The batch's client mutation ids, each once: their stored answers are the only replays. An id is
 * looked up whatever its place against the install's last id, since an edit held back for another
 * login is sent after later ones (docs/sync-and-api.md, "Idempotency: only a stored answer is a replay").
 */
function mutationIdsOf(entries: PreparedEntry[]): number[] {
  return [...new Set(entries.flatMap((e) => (e.clientMutationId !== null ? [e.clientMutationId] : [])))];
}

/** The batch's keys once each, sorted: every batch locks rows in the same order, so none waits in a cycle. */
function uniqueKeys(entries: PreparedEntry[]): RecordKey[] {
  const keys = new Map<string, RecordKey>();
  for (const e of entries) keys.set(keyOf(e.table, e.uuid), { table: e.table, uuid: e.uuid });
  return [...keys.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, key]) => key);
}
