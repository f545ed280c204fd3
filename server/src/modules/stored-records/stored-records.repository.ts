import { sql, type Kysely } from "kysely";
import type { Identity } from "../../auth/identity.js";
import type { Database, StoredVersion } from "../../db/schema.js";
import { DOCUMENT_TEXT } from "../../sync/page-window.repository.js";
import { readableBy } from "../../sync/records.repository.js";
import { movedAwayAmong, type MovedAway } from "../../sync/transferred-records.repository.js";

/** A record asked for by key: its table and uuid. */
export interface WantedKey {
  table: string;
  uuid: string;
}

/** A found row and its size as stored JSON; its content null when it came past the answer's size (withheld: asked again). */
export type FoundRow = Omit<StoredVersion, "content"> & { uuid: string; content: StoredVersion["content"] | null; bytes: number | string };

/** The documents of the rows kept (a JSON array text), the keys withheld, and the kept contents' bytes. */
export interface FoundDocuments {
  documents: string;
  withheld: WantedKey[];
  bytes: number | string;
}

/**
 * The change feed's reads of stored records by key (docs/sync-and-api.md, "The device's feed"): the
 * rows the caller may read among the keys (the change feed's read rule, readableBy), tombstones
 * included.
 */
export class StoredRecordsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Tables every logged-in user of a deployment reads (TableRegistry.sharedWithDeployment). */
    private readonly sharedTables: readonly string[] = [],
  ) {}

  /**
   * The readable rows among the keys, in the order asked, one primary-key lookup a key (the keys go
   * as one JSON parameter, as in batchStateForUpdate). A row's content comes while the contents so
   * far hold at most `maxBytes` of stored JSON; the first row's always comes, so each answer brings
   * at least one record.
   */
  async read(identity: Identity, keys: readonly WantedKey[], maxBytes: number): Promise<FoundRow[]> {
    if (keys.length === 0) return [];
    const { rows } = await sql<FoundRow>`select table_name, uuid, dataversion, updated_at, deleted_at, bytes, case when kept then content end as content
      from ${this.found(identity, keys, maxBytes, false)} order by ord`.execute(this.db);
    return rows;
  }

  /**
   * The same rows as `read`, as documents (docs/sync-and-api.md, "Records as documents"): the kept
   * ones as one JSON text built by PostgreSQL, each content spliced in as its stored text, and the
   * keys of the withheld ones.
   */
  async readDocuments(identity: Identity, keys: readonly WantedKey[], maxBytes: number): Promise<FoundDocuments> {
    if (keys.length === 0) return { documents: "[]", withheld: [], bytes: 0 };
    const { rows } =
      await sql<FoundDocuments>`select '[' || coalesce(string_agg(case when kept then ${DOCUMENT_TEXT} end, ',' order by ord), '') || ']' as documents,
        coalesce(jsonb_agg(jsonb_build_object('table', table_name, 'uuid', uuid) order by ord) filter (where not kept), '[]') as withheld,
        coalesce(sum(bytes) filter (where kept), 0) as bytes
      from ${this.found(identity, keys, maxBytes, true)}`.execute(this.db);
    return rows[0]!;
  }

  /**
   * Among the keys the caller was not answered, the records moved away from her (docs/teams.md,
   * "Moving a caseload"): answered as tombstones, so her phone drops them.
   */
  movedAway(identity: Identity, keys: readonly WantedKey[]): Promise<MovedAway[]> {
    return identity.user ? movedAwayAmong(this.db, identity.user.id, keys) : Promise.resolve([]);
  }

  /**
   * The readable rows among the keys, one primary-key lookup a key (the keys go as one JSON
   * parameter, as in batchStateForUpdate), each with its order asked (ord), its content as stored
   * text (`withText`) and its size, and `kept` while the contents so far hold at most `maxBytes` (the first always).
   */
  private found(identity: Identity, keys: readonly WantedKey[], maxBytes: number, withText: boolean) {
    const wanted = JSON.stringify(keys.map((k, ord) => ({ table_name: k.table, uuid: k.uuid, ord })));
    const found = this.db
      .selectFrom("records")
      .select(["records.table_name", "records.uuid", "records.content", "records.dataversion", "records.updated_at", "records.deleted_at"])
      .where(readableBy(identity, this.sharedTables))
      .where("records.table_name", "=", sql.ref<string>("wanted.table_name"))
      .where("records.uuid", "=", sql.ref<string>("wanted.uuid"))
      .limit(1);
    return sql`(select found.*, wanted.ord, ${withText ? sql`found.content::text as text,` : sql``} octet_length(found.content::text) as bytes,
        sum(octet_length(found.content::text)) over (order by wanted.ord) <= ${maxBytes} or row_number() over (order by wanted.ord) = 1 as kept
      from jsonb_to_recordset(${wanted}::jsonb) as wanted(table_name text, uuid text, ord integer)
      cross join lateral (${found}) as found) as found`;
  }
}
