import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { openJson, sealJson, type Sealed } from "../../vault/vault-crypto.js";
import { openUnlessWiping } from "../../vault/database-opens.js";
import type { VaultInUse } from "../../vault/vault-in-use.js";
import { vaultPdfRequestsName } from "../../vault/vault-store.js";
import type { HiappRecord } from "./hiapp-record.js";

/** A PDF asked for and not yet delivered: kept in IndexedDB so it survives going offline and reloads. */
export interface PdfRequest {
  id: number;
  form: HiappRecord;
  language: string;
  requestedAt: string;
}

/** A request as a worker's store keeps it: the form sealed with her key (docs/shared-phone.md). */
type StoredRequest = Omit<PdfRequest, "form"> & { form: HiappRecord | null; sealed?: Sealed };

interface PdfRequestsDB extends DBSchema {
  requests: { key: number; value: StoredRequest };
}

export const PDF_REQUESTS_DB = "stepwise-pdf-requests";

/** A worker's PDF requests: a database of her worker install's, each form sealed with her key. */
export function pdfRequestsOf(vault: VaultInUse | null): { name: string; key: CryptoKey | null } {
  return vault ? { name: vaultPdfRequestsName(vault.installId), key: vault.key } : { name: PDF_REQUESTS_DB, key: null };
}

/** The durable queue of PDF requests, oldest first. */
export class PdfRequestStore {
  private constructor(
    private readonly db: IDBPDatabase<PdfRequestsDB>,
    private readonly key: CryptoKey | null,
  ) {}

  /** Refused with WipeUnderWay once a wipe has begun; a wipe waits for an open under way (vault/database-opens.ts). */
  static async open(name = PDF_REQUESTS_DB, key: CryptoKey | null = null): Promise<PdfRequestStore> {
    const db = await openUnlessWiping(name, () =>
      openDB<PdfRequestsDB>(name, 1, {
        upgrade(database) {
          database.createObjectStore("requests", { keyPath: "id", autoIncrement: true });
        },
        // A wipe deletes this database: the connection gives way at once (docs/shared-phone.md).
        blocking: () => db.close(),
      }),
    );
    return new PdfRequestStore(db, key);
  }

  /** Resolves once the request is committed to IndexedDB. */
  async add(request: Omit<PdfRequest, "id">): Promise<PdfRequest> {
    // Sealed before the transaction opens: it would commit while the encryption is awaited.
    const stored = this.key ? { ...request, form: null, sealed: await sealJson(this.key, request.form) } : request;
    const tx = this.db.transaction("requests", "readwrite");
    const id = await tx.store.add(stored as StoredRequest);
    await tx.done;
    return { ...request, id };
  }

  async all(): Promise<PdfRequest[]> {
    return Promise.all((await this.db.getAll("requests")).map((stored) => this.opened(stored)));
  }

  private async opened({ sealed, form, ...rest }: StoredRequest): Promise<PdfRequest> {
    if (!sealed) return { ...rest, form: form! };
    if (!this.key) throw new Error("these PDF requests are sealed: they open only with their worker's key");
    return { ...rest, form: await openJson<HiappRecord>(this.key, sealed) };
  }

  async remove(id: number): Promise<void> {
    await this.db.delete("requests", id);
  }
}
