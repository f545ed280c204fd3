import { deploymentToday } from "@stepwise/domain";
import type { EntityManifest } from "@stepwise/domain/entities";
import type { Identity } from "../auth/identity.js";
import type { StoredVersion } from "../db/schema.js";
import { Unauthenticated } from "../errors.js";
import { ANSWER_LIMITS, pageOf, type Page } from "../request/answer-limits.js";
import { RawJson } from "../request/raw-json.js";
import type { RecordsRepository } from "../sync/records.repository.js";
import { requireCaller, type RecordsService } from "../sync/records.service.js";
import { manifestOf } from "./synced-manifests.js";

/** Reading any synced table as its GraphQL type; writes go through the sync engine. */
export class SyncedRecordsService {
  constructor(
    private readonly records: RecordsRepository,
    private readonly recordsService: RecordsService,
    /** The deployment's time zone (docs/product.md §10): a computed value (a child's age) is of its day; null: the server's. */
    private readonly zoneOf: (application: string) => Promise<string | null> = () => Promise.resolve(null),
  ) {}

  /** "Today" for the values computed when a record is read: the deployment's day, or undefined (the server's) when its zone is not known. */
  async todayOf(application: string | null | undefined): Promise<Date | undefined> {
    const zone = application ? await this.zoneOf(application) : null;
    return zone ? deploymentToday(zone) : undefined;
  }

  /** The caller's records of a table, the first page (ANSWER_LIMITS.maxPage records at most). */
  async list(identity: Identity, manifest: EntityManifest, clientUuid?: string) {
    return (await this.listPage(identity, manifest, pageOf(null, null), clientUuid)).records;
  }

  /**
   * A page of the caller's records of a table, its size in bytes (the records' stored JSON), and
   * the cursor of the next page when there is one (the last record's dataversion).
   */
  async listPage(identity: Identity, manifest: EntityManifest, page: Page, clientUuid?: string) {
    requireReader(identity, manifest);
    const match = clientUuid && manifest.clientField ? { field: manifest.clientField, value: clientUuid } : undefined;
    const { rows, more } = await this.records.listReadable(identity, manifest.table, false, match, { ...page, maxBytes: ANSWER_LIMITS.maxPageBytes });
    let bytes = 0;
    for (const row of rows) bytes += Number(row.bytes);
    const next = more ? String(rows[rows.length - 1]!.dataversion) : null;
    const today = await this.todayOf(identity.user?.application);
    return { records: rows.map((row) => this.view(row, today)), bytes, next };
  }

  /**
   * The same page as listPage, as documents built by PostgreSQL (docs/sync-and-api.md, "Records as
   * documents", the lists): no record parsed or viewed in Node; the next page's cursor as listPage's.
   */
  async listDocuments(identity: Identity, manifest: EntityManifest, page: Page, clientUuid?: string) {
    requireReader(identity, manifest);
    const match = clientUuid && manifest.clientField ? { field: manifest.clientField, value: clientUuid } : undefined;
    const found = await this.records.listDocuments(identity, manifest.table, match, { ...page, maxBytes: ANSWER_LIMITS.maxPageBytes });
    const next = found.more && found.last !== null ? String(found.last) : null;
    return { documents: new RawJson(found.documents), count: found.count, bytes: Number(found.bytes), next };
  }

  async get(identity: Identity, manifest: EntityManifest, uuid: string) {
    requireReader(identity, manifest);
    const [row] = await this.records.findReadable(identity, [{ table: manifest.table, uuid }]);
    return row ? this.view(row, await this.todayOf(identity.user?.application)) : null;
  }

  /** A row as its GraphQL object: content, synced flags, dataversion, computed fields (of the day `today`, the present when not given), timestamps. */
  view(row: StoredVersion, today?: Date): Record<string, unknown> {
    const record = this.recordsService.deviceRecord(row);
    const computed = manifestOf(row.table_name)?.computed?.(record, today);
    // deviceRecord's object is new: completed in place rather than copied again (lists copy every row).
    return Object.assign(record, computed, { __table: row.table_name, updatedAt: row.updated_at, deletedAt: row.deleted_at });
  }
}

/** A table shared with the deployment (chat) is read by logged-in users only, never by an anonymous install. */
function requireReader(identity: Identity, manifest: EntityManifest): void {
  requireCaller(identity);
  if (manifest.readers === "deployment" && !identity.user) {
    throw new Unauthenticated(`${manifest.table} can only be read by a logged-in user; log in first`);
  }
}
