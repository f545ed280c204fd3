import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { RECORDS_CHANGED_CHANNEL } from "../../sync/change-feed.js";
import { ClientExportRepository } from "./client-export.repository.js";
import { blankChatMessage } from "./client-mentions.repository.js";
import { erasedTombstone } from "./erased-tombstone.js";
import { recordsNamingClient, type ErasedKey } from "./client-reach.repository.js";

export { clientAttachedTables, INDIRECT_LINKS, type ErasedKey } from "./client-reach.repository.js";

/**
 * Erases a client of one deployment and every record attached to her (docs/operating.md, "Erasing a
 * client"): her versions in record_history are deleted, and each current record becomes a bare
 * tombstone (content: its uuid, the uuids it names and empty values, server/src/modules/erasure/erased-tombstone.ts; deleted_at set) with a new dataversion and the transaction's
 * feed_xid, so phones read it as a delete at their next catch-up (docs/sync-and-api.md, "Change
 * feed") and drop it from their store. Answers the records reached; none when she is not in
 * `application`.
 */
export class ClientErasureRepository {
  /** The reads of an access request (docs/operating.md, "An access request"): the same records an erasure reaches. */
  readonly exports: ClientExportRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.exports = new ClientExportRepository(db);
  }

  /** The deployment a client record belongs to; undefined when there is none. */
  async applicationOf(clientUuid: string): Promise<string | null | undefined> {
    const row = await this.db.selectFrom("records").select("application").where("table_name", "=", "clients").where("uuid", "=", clientUuid).executeTakeFirst();
    return row?.application;
  }

  eraseClient(application: string, clientUuid: string): Promise<ErasedKey[]> {
    return this.db.transaction().execute(async (tx) => {
      const client = await tx
        .selectFrom("records")
        .select(["table_name", "uuid", "content"])
        .where("table_name", "=", "clients")
        .where("uuid", "=", clientUuid)
        .where("application", "=", application)
        .executeTakeFirst();
      if (!client) return [];
      await tx
        .insertInto("erased_records")
        .values({ uuid: clientUuid, application })
        .onConflict((oc) => oc.column("uuid").doNothing())
        .execute();
      const { keys, messages } = await recordsNamingClient(tx, application, clientUuid, client.content);
      // Every record reached is kept by uuid, so a phone's later edit of it is refused (server/src/sync/erased-references.ts).
      const reached = keys.filter((k) => k.uuid !== clientUuid).map((k) => ({ uuid: k.uuid, application, client_uuid: clientUuid }));
      for (let i = 0; i < reached.length; i += 500)
        await tx
          .insertInto("erased_records")
          .values(reached.slice(i, i + 500))
          .onConflict((oc) => oc.column("uuid").doNothing())
          .execute();
      const versions: number[] = [];
      for (const key of keys) {
        await tx.deleteFrom("record_history").where("table_name", "=", key.table).where("uuid", "=", key.uuid).execute();
        const row = await tx.selectFrom("records").select("content").where("table_name", "=", key.table).where("uuid", "=", key.uuid).executeTakeFirst();
        if (!row) continue;
        const tombstone = JSON.stringify(erasedTombstone(key.table, key.uuid, row.content));
        // last_install_id null: the change notice names no install, since a phone ignores the notices of its own writes.
        const written = await sql<{ dataversion: string }>`update records set content = ${tombstone}::jsonb,
          deleted_at = coalesce(deleted_at, now()), updated_at = now(), dataversion = nextval('dataversion_seq'),
          feed_xid = pg_current_xact_id(), last_install_id = null
        where table_name = ${key.table} and uuid = ${key.uuid}
          and (deleted_at is null or content <> ${tombstone}::jsonb) returning dataversion`.execute(tx);
        versions.push(...written.rows.map((r) => Number(r.dataversion)));
      }
      for (const uuid of messages) versions.push(await blankChatMessage(tx, uuid));
      // The wake-up notice as a batch sends it (records.repository.ts): transaction, first and last dataversion.
      if (versions.length > 0)
        await sql`select pg_notify(${RECORDS_CHANGED_CHANNEL}, pg_current_xact_id()::text || ':' || ${Math.min(...versions)} || ':' || ${Math.max(...versions)})`.execute(
          tx,
        );
      return [...keys, ...messages.map((uuid) => ({ table: "chat_messages", uuid, blanked: true }))];
    });
  }

  /**
   * Erases again every client of erased_records (docs/operating.md, "Erasing a client"): run at every
   * server start, so a database restored from a backup taken before an erasure loses her again. A
   * record already a bare tombstone is left as it is (no new dataversion). Answers how many it replayed.
   */
  async replayErasures(): Promise<number> {
    const erased = await this.db.selectFrom("erased_records").select(["uuid", "application"]).where("client_uuid", "is", null).orderBy("erased_at").execute();
    for (const row of erased) await this.eraseClient(row.application, row.uuid);
    return erased.length;
  }
}
