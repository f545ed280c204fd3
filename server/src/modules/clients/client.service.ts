import type { Identity } from "../../auth/identity.js";
import type { RecordRow } from "../../db/schema.js";
import type { RecordsRepository } from "../../sync/records.repository.js";
import { requireCaller, type RecordsService } from "../../sync/records.service.js";
import type { ClientRecord } from "./client.schema.js";

export interface ClientView extends ClientRecord {
  synced: number;
  saved: string;
  dataversion: number;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** Reading clients (spec 3 "Client"); writes go through the sync engine. */
export class ClientsService {
  constructor(
    private readonly records: RecordsRepository,
    private readonly recordsService: RecordsService,
  ) {}

  async list(identity: Identity): Promise<ClientView[]> {
    requireCaller(identity);
    const rows = await this.records.listReadable(identity, "clients", false);
    return rows.map((row) => this.toView(row));
  }

  /** One client the caller may read, tombstone included so a device can drop it. */
  async get(identity: Identity, uuid: string): Promise<ClientView | null> {
    requireCaller(identity);
    const [row] = await this.records.findReadable(identity, [{ table: "clients", uuid }]);
    return row ? this.toView(row) : null;
  }

  private toView(row: RecordRow): ClientView {
    return {
      ...(this.recordsService.deviceRecord(row) as unknown as ClientRecord & { synced: number; saved: string; dataversion: number }),
      updatedAt: row.updated_at,
      deletedAt: row.deleted_at,
    };
  }
}
