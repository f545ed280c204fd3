import { z } from "zod";
import type { Identity } from "../auth/identity.js";
import type { RecordRow, StoredVersion } from "../db/schema.js";
import { BadInput, Unauthenticated } from "../errors.js";
import { formatFeedCursor, parseFeedCursor } from "./feed-position.js";
import type { RecordsRepository } from "./records.repository.js";
import type { TableRegistry } from "./synced-table.js";
import { describeZodError } from "../zod-errors.js";

const KeyList = z.array(z.object({ table: z.string().min(1, "is required"), uuid: z.string().min(1, "is required") }));

export const MAX_CHANGES_PAGE = 1000;

/** Reading synced records: by key, by change cursor, and their replaced versions. */
export class RecordsService {
  constructor(
    private readonly records: RecordsRepository,
    private readonly tables: TableRegistry,
  ) {}

  /** The record as a device stores it: content, the synced flags of its table, and its dataversion. */
  deviceRecord(row: StoredVersion): Record<string, unknown> {
    const flags = this.tables.get(row.table_name)?.syncedFlags ?? {};
    return Object.assign(copyOfContent(row.content), flags, { dataversion: Number(row.dataversion) });
  }

  /** Records the caller may read among the keys; others' records and tombstones give nothing. */
  async fetch(identity: Identity, raw: unknown, where: string): Promise<RecordRow[]> {
    requireCaller(identity);
    const parsed = KeyList.safeParse(raw);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, where));
    for (const [index, key] of parsed.data.entries()) {
      if (!this.tables.get(key.table)) throw new BadInput(`${where}[${index}].table: unknown table "${key.table}"`);
    }
    const rows = await this.records.findReadable(identity, parsed.data);
    return rows.filter((row) => row.deleted_at === null);
  }

  /**
   * The caller's changes after a cursor (feed-position.ts), in feed order, with the cursor to ask
   * after next; `restarted` when the cursor came from a build that could skip, or from before a
   * restore, and the page was read from the start; `restores`, the restores made, newest first.
   */
  async changesSince(identity: Identity, cursor: string, limit: number) {
    requireCaller(identity);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CHANGES_PAGE) {
      throw new BadInput(`limit: must be between 1 and ${MAX_CHANGES_PAGE}`);
    }
    // docs/operating.md, "Restoring": cursors carry the last restore's mark; the phone re-sends what the restore lost.
    const restores = await this.records.restoreMarks();
    const mark = restores[0]?.resumedFrom ?? null;
    const { position, restarted } = parseFeedCursor(cursor, "cursor", mark);
    const page = await this.records.changesSince(identity, position, limit);
    return { changes: page.rows, cursor: formatFeedCursor(page.position, mark), hasMore: page.full, restarted, restores };
  }

  async history(identity: Identity, table: string, uuid: string) {
    requireCaller(identity);
    if (!this.tables.get(table)) throw new BadInput(`table: unknown table "${table}"`);
    return this.records.history(identity, { table, uuid });
  }
}

/**
 * A stored record's content as a new plain object. Object.assign, not spread: V8 spreads an object
 * made by JSON.parse about 30 times slower (3 us against 0.1 us a record, measured), and a list
 * copies every row. Content with an own "__proto__" key (JSON.parse makes one) is spread, since
 * assign would make it the copy's prototype.
 */
function copyOfContent(content: Record<string, unknown>): Record<string, unknown> {
  return Object.hasOwn(content, "__proto__") ? { ...content } : Object.assign({}, content);
}

export function requireCaller(identity: Identity): void {
  if (!identity.user && !identity.installId) {
    throw new Unauthenticated("send Authorization: Bearer <token> or X-App-Install-Id");
  }
}
