import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { HiappRecord } from "./hiapp-record.js";

/** A PDF asked for and not yet delivered: kept in IndexedDB so it survives going offline and reloads. */
export interface PdfRequest {
  id: number;
  form: HiappRecord;
  language: string;
  requestedAt: string;
}

interface PdfRequestsDB extends DBSchema {
  requests: { key: number; value: PdfRequest };
}

export const PDF_REQUESTS_DB = "stepwise-pdf-requests";

/** The durable queue of PDF requests, oldest first. */
export class PdfRequestStore {
  private constructor(private readonly db: IDBPDatabase<PdfRequestsDB>) {}

  static async open(name = PDF_REQUESTS_DB): Promise<PdfRequestStore> {
    const db = await openDB<PdfRequestsDB>(name, 1, {
      upgrade(database) {
        database.createObjectStore("requests", { keyPath: "id", autoIncrement: true });
      },
    });
    return new PdfRequestStore(db);
  }

  /** Resolves once the request is committed to IndexedDB. */
  async add(request: Omit<PdfRequest, "id">): Promise<PdfRequest> {
    const tx = this.db.transaction("requests", "readwrite");
    const id = await tx.store.add(request as PdfRequest);
    await tx.done;
    return { ...request, id };
  }

  all(): Promise<PdfRequest[]> {
    return this.db.getAll("requests");
  }

  async remove(id: number): Promise<void> {
    await this.db.delete("requests", id);
  }
}
