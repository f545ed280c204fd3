import type { Identity } from "../../auth/identity.js";
import { MAX_APP_IDENTIFIER_LENGTH, REST_ENTRY_RULES, type EntryRules, type SyncEntryResult } from "../../sync/sync-entry.js";
import type { BatchAnswer, SyncService } from "../../sync/sync.service.js";

/** An entry's answer, as the doors read it from here rather than from the engine. */
export type { SyncEntryResult };

/** The deployment of the host a request came to, null when no deployment has that host. */
export type DeploymentOfHost = (host: string) => Promise<string | null>;

/**
 * The sync engine as both doors call it (GraphQL `sync` and `removeRecords`, REST `saveTables` and
 * `saveRemovedrecords`): a record's deployment is the caller's, never a field the device sends
 * (docs/SECURITY.md, "The deployment of records sent without a login").
 */
export class CallerBatchesService {
  constructor(
    private readonly sync: SyncService,
    private readonly deploymentOfHost: DeploymentOfHost,
    /** The caller with the workers she supervises (docs/teams.md): their records are read-only to her, and a batch says so. */
    private readonly asSupervisor: (identity: Identity) => Promise<Identity> = (identity) => Promise.resolve(identity),
  ) {}

  /** SyncService.applyBatch, each entry stamped with the caller's deployment; `host` is the Host the request came to. */
  async applyBatch(
    identity: Identity,
    installId: string | null,
    rawEntries: unknown,
    where: string,
    address: string,
    host: string | undefined,
    rules: EntryRules = REST_ENTRY_RULES,
  ): Promise<SyncEntryResult[]> {
    return (await this.applyBatchAnswer(identity, installId, rawEntries, where, address, host, rules)).results;
  }

  /** applyBatch, with the stored records as documents when `documents` (SyncService.applyBatchAnswer). */
  async applyBatchAnswer(
    identity: Identity,
    installId: string | null,
    rawEntries: unknown,
    where: string,
    address: string,
    host: string | undefined,
    rules: EntryRules = REST_ENTRY_RULES,
    documents = false,
  ): Promise<BatchAnswer> {
    const entries = stampDeployment(rawEntries, await this.callerDeployment(identity, host));
    identity = await this.asSupervisor(identity);
    return this.sync.applyBatchAnswer(identity, installId, entries, where, address, rules, documents);
  }

  /** SyncService.removeRecords, each item stamped with the caller's deployment. */
  async removeRecords(identity: Identity, rawItems: unknown, where: string, address: string, host: string | undefined): Promise<SyncEntryResult[]> {
    return (await this.removeRecordsAnswer(identity, rawItems, where, address, host)).results;
  }

  /** removeRecords, with the tombstones as documents when `documents`. */
  async removeRecordsAnswer(
    identity: Identity,
    rawItems: unknown,
    where: string,
    address: string,
    host: string | undefined,
    documents = false,
  ): Promise<BatchAnswer> {
    const items = stampDeployment(rawItems, await this.callerDeployment(identity, host));
    identity = await this.asSupervisor(identity);
    return this.sync.removeRecordsAnswer(identity, items, where, address, documents);
  }

  /** The caller's deployment: the logged-in user's, else the one of the host the request came to. */
  private async callerDeployment(identity: Identity, host: string | undefined): Promise<string | null> {
    return identity.user?.application ?? (await this.deploymentOfHost(host ?? "localhost"));
  }
}

/**
 * Entries carry the device's `appIdentifier` (legacy ones send it; GraphQL's have none): it becomes
 * the caller's deployment. An appIdentifier past its limits is left as sent, so the sync engine
 * rejects that entry naming it.
 */
function stampDeployment(entries: unknown, deployment: string | null): unknown {
  if (!Array.isArray(entries)) return entries;
  return entries.map((entry: unknown) => {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return entry;
    const sent = (entry as Record<string, unknown>).appIdentifier;
    const withinLimits = sent === undefined || sent === null || (typeof sent === "string" && sent.length <= MAX_APP_IDENTIFIER_LENGTH);
    return withinLimits ? { ...(entry as Record<string, unknown>), appIdentifier: deployment } : entry;
  });
}
