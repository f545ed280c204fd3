import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordsNamingClient, type ErasedKey } from "./client-reach.repository.js";

/** One earlier version of a record, as record_history keeps it. */
export interface ExportedVersion {
  dataversion: number;
  content: Record<string, unknown>;
  deletedAt: string | null;
  /** When a later version replaced it. */
  replacedAt: string;
}

/** One record held on the client, as it stands, with its earlier versions (oldest first). */
export interface ExportedRecord {
  table: string;
  uuid: string;
  dataversion: number;
  updatedAt: string;
  deletedAt: string | null;
  content: Record<string, unknown>;
  history: ExportedVersion[];
}

/** What the server holds on one client (docs/operating.md, "An access request"). */
export interface ClientRecords {
  /** Her record and every record attached to her or naming her (the records an erasure reaches). */
  records: ExportedRecord[];
  /** Chat messages whose text names her (an erasure blanks their text). */
  chatMessages: ExportedRecord[];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Reads one client's records for an access request: the same reach as an erasure (client-reach.repository.ts), read only. */
export class ClientExportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Her client record's deployment and content; undefined when there is none. */
  client(clientUuid: string) {
    return this.db
      .selectFrom("records")
      .select(["application", "content"])
      .where("table_name", "=", "clients")
      .where("uuid", "=", clientUuid)
      .executeTakeFirst();
  }

  /** Whether she was erased (erased_records): nothing of her is kept to export. */
  async isErased(clientUuid: string): Promise<boolean> {
    return (await this.db.selectFrom("erased_records").select("uuid").where("uuid", "=", clientUuid).executeTakeFirst()) !== undefined;
  }

  /** Her records and their history, read in one transaction so they agree with each other. */
  read(application: string, clientUuid: string, clientContent: Record<string, unknown>): Promise<ClientRecords> {
    return this.db.transaction().execute(async (tx) => {
      const { keys, messages } = await recordsNamingClient(tx, application, clientUuid, clientContent);
      const read = (found: ErasedKey[]) => recordsOf(tx, found);
      return { records: await read(keys), chatMessages: await read(messages.map((uuid) => ({ table: "chat_messages", uuid }))) };
    });
  }
}

async function recordsOf(db: Kysely<Database>, keys: ErasedKey[]): Promise<ExportedRecord[]> {
  const out: ExportedRecord[] = [];
  for (const key of keys) {
    const row = await db
      .selectFrom("records")
      .select(["dataversion", "updated_at", "deleted_at", "content"])
      .where("table_name", "=", key.table)
      .where("uuid", "=", key.uuid)
      .executeTakeFirst();
    if (!row) continue;
    const versions = await db
      .selectFrom("record_history")
      .select(["dataversion", "content", "deleted_at", "replaced_at"])
      .where("table_name", "=", key.table)
      .where("uuid", "=", key.uuid)
      .orderBy("dataversion")
      .orderBy("id")
      .execute();
    out.push({
      table: key.table,
      uuid: key.uuid,
      dataversion: Number(row.dataversion),
      updatedAt: iso(row.updated_at)!,
      deletedAt: iso(row.deleted_at),
      content: row.content,
      history: versions.map((v) => ({ dataversion: Number(v.dataversion), content: v.content, deletedAt: iso(v.deleted_at), replacedAt: iso(v.replaced_at)! })),
    });
  }
  return out;
}
