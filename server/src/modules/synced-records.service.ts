import type { Identity } from "../auth/identity.js";
import type { StoredVersion } from "../db/schema.js";
import { Unauthenticated } from "../errors.js";
import type { RecordsRepository } from "../sync/records.repository.js";
import { requireCaller, type RecordsService } from "../sync/records.service.js";
import { entityOf, type SyncedEntity } from "./synced-entities.js";

/** Reading any synced table as its GraphQL type; writes go through the sync engine. */
export class SyncedRecordsService {
  constructor(
    private readonly records: RecordsRepository,
    private readonly recordsService: RecordsService,
  ) {}

  async list(identity: Identity, entity: SyncedEntity, clientUuid?: string) {
    requireReader(identity, entity);
    const match = clientUuid && entity.clientField ? { field: entity.clientField, value: clientUuid } : undefined;
    const rows = await this.records.listReadable(identity, entity.table.name, false, match);
    return rows.map((row) => this.view(row));
  }

  async get(identity: Identity, entity: SyncedEntity, uuid: string) {
    requireReader(identity, entity);
    const [row] = await this.records.findReadable(identity, [{ table: entity.table.name, uuid }]);
    return row ? this.view(row) : null;
  }

  /** A row as its GraphQL object: content, synced flags, dataversion, computed fields, timestamps. */
  view(row: StoredVersion): Record<string, unknown> {
    const record = this.recordsService.deviceRecord(row);
    const computed = entityOf(row.table_name)?.computed?.(record);
    // deviceRecord's object is new: completed in place rather than copied again (lists copy every row).
    return Object.assign(record, computed, { __table: row.table_name, updatedAt: row.updated_at, deletedAt: row.deleted_at });
  }
}

/** A table shared with the deployment (chat) is read by logged-in users only, never by an anonymous install. */
function requireReader(identity: Identity, entity: SyncedEntity): void {
  requireCaller(identity);
  if (entity.table.readers === "deployment" && !identity.user) {
    throw new Unauthenticated(`${entity.table.name} can only be read by a logged-in user; log in first`);
  }
}
