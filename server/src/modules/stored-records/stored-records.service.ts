import type { Identity } from "../../auth/identity.js";
import type { StoredVersion } from "../../db/schema.js";
import { BadInput } from "../../errors.js";
import { ANSWER_LIMITS } from "../../request/answer-limits.js";
import { RawJson } from "../../request/raw-json.js";
import { requireCaller } from "../../sync/records.service.js";
import { erasedTombstone } from "../erasure/erased-tombstone.js";
import { manifestOf } from "../synced-manifests.js";
import type { SyncedRecordsService } from "../synced-records.service.js";
import type { StoredRecordsRepository, WantedKey } from "./stored-records.repository.js";

/** The most keys one storedRecords request may ask for: a catch-up page of the web app's change feed (CATCH_UP_PAGE). */
export const MAX_STORED_RECORD_KEYS = 500;

/** One key's answer: the record as its GraphQL object in the field named for its table (absent: none); withheld when the answer's size left it out. */
export interface StoredRecordAnswer {
  table: string;
  uuid: string;
  withheld: boolean;
  [inputField: string]: unknown;
}

/**
 * The stored records of many keys in one request, for a device's change feed (docs/sync-and-api.md,
 * "The device's feed"): what the one-record queries (`client(uuid)`, ...) answer, key by key. A
 * record the caller may not read, or that was never stored, is answered null; a deleted one comes
 * with deletedAt.
 */
export class StoredRecordsService {
  constructor(
    private readonly repository: StoredRecordsRepository,
    private readonly syncedRecords: SyncedRecordsService,
  ) {}

  /** The answers and the bytes of stored JSON they hold (counted against the request's answer limits). */
  async read(identity: Identity, keys: readonly WantedKey[]): Promise<{ answers: StoredRecordAnswer[]; bytes: number }> {
    const unique = readableKeys(identity, keys);
    const rows = await this.repository.read(identity, unique, ANSWER_LIMITS.maxPageBytes);
    const found = new Map(rows.map((row) => [`${row.table_name}:${row.uuid}`, row]));
    let bytes = 0;
    const moved = await this.movedAway(identity, unique, found);
    const answers = keys.map((key): StoredRecordAnswer => {
      const row = found.get(`${key.table}:${key.uuid}`);
      const away = moved.get(`${key.table}:${key.uuid}`);
      if (!row && away) return { table: key.table, uuid: key.uuid, withheld: false, [manifestOf(key.table)!.inputField]: this.syncedRecords.view(away) };
      if (!row) return { table: key.table, uuid: key.uuid, withheld: false };
      if (row.content === null) return { table: key.table, uuid: key.uuid, withheld: true };
      bytes += Number(row.bytes);
      const record = this.syncedRecords.view({ ...row, content: row.content });
      return { table: key.table, uuid: key.uuid, withheld: false, [manifestOf(key.table)!.inputField]: record };
    });
    return { answers, bytes };
  }

  /**
   * The same records as documents (docs/sync-and-api.md, "Records as documents"): one document a
   * readable record in the order first asked (a key asked twice gives one), tombstones as `deleted`
   * documents, nothing for a key the caller may not read or never stored, and the keys withheld by
   * the answer's size (asked again); the bytes as `read` counts them.
   */
  async readDocuments(identity: Identity, keys: readonly WantedKey[]): Promise<{ documents: RawJson; withheld: WantedKey[]; bytes: number }> {
    const unique = readableKeys(identity, keys);
    const found = await this.repository.readDocuments(identity, unique, ANSWER_LIMITS.maxPageBytes);
    const answered = new Set([...(JSON.parse(found.documents) as WantedKey[]), ...found.withheld].map((k) => `${k.table}:${k.uuid}`));
    const moved = [...(await this.movedAway(identity, unique, answered)).values()].map((row) => JSON.stringify(movedDocument(row)));
    const documents = moved.length === 0 ? found.documents : `[${[found.documents.slice(1, -1), ...moved].filter((part) => part !== "").join(",")}]`;
    return { documents: new RawJson(documents), withheld: found.withheld, bytes: Number(found.bytes) };
  }

  /**
   * docs/teams.md, "Moving a caseload": the keys not answered that name records moved away from the
   * caller, as tombstones at the move's dataversion (content: the uuids it names and its table's
   * empty values, erasedTombstone), by key.
   */
  private async movedAway(
    identity: Identity,
    keys: readonly WantedKey[],
    answered: { has(key: string): boolean },
  ): Promise<Map<string, StoredVersion & { uuid: string }>> {
    const unanswered = keys.filter((key) => !answered.has(`${key.table}:${key.uuid}`));
    const rows = unanswered.length > 0 ? await this.repository.movedAway(identity, unanswered) : [];
    return new Map(
      rows.map((row) => [
        `${row.table_name}:${row.uuid}`,
        {
          table_name: row.table_name,
          uuid: row.uuid,
          content: erasedTombstone(row.table_name, row.uuid, row.content),
          dataversion: row.dataversion,
          updated_at: row.transferred_at,
          deleted_at: row.transferred_at,
        },
      ]),
    );
  }
}

/** A moved record's tombstone as a document (DOCUMENT_TEXT's fields). */
function movedDocument(row: StoredVersion & { uuid: string }) {
  const at = new Date(row.deleted_at!).toISOString();
  return { table: row.table_name, uuid: row.uuid, dataversion: Number(row.dataversion), deleted: true, updatedAt: at, deletedAt: at, content: row.content };
}

/** The keys asked, checked, without those the caller may never read, each once. */
function readableKeys(identity: Identity, keys: readonly WantedKey[]): WantedKey[] {
  requireCaller(identity);
  if (keys.length > MAX_STORED_RECORD_KEYS) {
    throw new BadInput(`keys: at most ${MAX_STORED_RECORD_KEYS} keys a request, ${keys.length} given; ask for the others in another request`);
  }
  keys.forEach((key, index) => {
    if (!manifestOf(key.table)) throw new BadInput(`keys[${index}].table: unknown table "${key.table}"`);
  });
  // A table shared with the deployment (chat) is read by logged-in users only: an anonymous install's key of it is answered null, as if not stored.
  const readable = keys.filter((key) => manifestOf(key.table)!.readers !== "deployment" || identity.user !== null);
  return [...new Map(readable.map((key) => [`${key.table}:${key.uuid}`, key])).values()];
}
