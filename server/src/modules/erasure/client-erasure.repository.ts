import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { RECORDS_CHANGED_CHANNEL } from "../../sync/change-feed.js";
import { manifestOf } from "../synced-manifests.js";
import { blankChatMessage, clientNameOf, mentionsOf } from "./client-mentions.repository.js";
import { entityManifests } from "@stepwise/domain/entities";

/** A record an erasure reached: its table and uuid (no content: docs/SECURITY.md, "Erasing a client"). */
export interface ErasedKey {
  table: string;
  uuid: string;
  /** A chat message that named her: kept, its text blanked (server/src/modules/erasure/client-mentions.repository.ts). */
  blanked?: boolean;
}

/** The synced tables whose records name a client in `client_uuid` (their manifest's clientField). */
export function clientAttachedTables(): string[] {
  return entityManifests.filter((m) => manifestOf(m.table)?.clientField === "client_uuid").map((m) => m.table);
}

/**
 * Records attached to a client through another record rather than by `client_uuid`: a cycle action
 * names its cycle goal (cycle_descriptions) in `description_uuid` (docs/operating.md, "Erasing a client").
 */
export const INDIRECT_LINKS = [{ table: "cycle_actions", field: "description_uuid", parent: "cycle_descriptions" }] as const;

/**
 * Erases a client of one deployment and every record attached to her (docs/operating.md, "Erasing a
 * client"): her versions in record_history are deleted, and each current record becomes a bare
 * tombstone (content `{"uuid": ...}`, deleted_at set) with a new dataversion and the transaction's
 * feed_xid, so phones read it as a delete at their next catch-up (docs/sync-and-api.md, "Change
 * feed") and drop it from their store. Answers the records reached; none when she is not in
 * `application`.
 */
export class ClientErasureRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
      const attached = await tx
        .selectFrom("records")
        .select(["table_name", "uuid"])
        .where("table_name", "in", clientAttachedTables())
        .where("application", "=", application)
        .where(sql<string>`content->>'client_uuid'`, "=", clientUuid)
        .execute();
      const keys: ErasedKey[] = [client, ...attached].map((r) => ({ table: r.table_name, uuid: r.uuid }));
      for (const link of INDIRECT_LINKS) {
        const parents = keys.filter((k) => k.table === link.parent).map((k) => k.uuid);
        if (parents.length === 0) continue;
        const children = await tx
          .selectFrom("records")
          .select(["table_name", "uuid"])
          .where("table_name", "=", link.table)
          .where("application", "=", application)
          .where(sql<string>`content->>${link.field}`, "in", parents)
          .execute();
        keys.push(...children.map((r) => ({ table: r.table_name, uuid: r.uuid })));
      }
      // Records that name her outside client_uuid (docs/operating.md, "Erasing a client").
      const mentions = await mentionsOf(tx, application, clientUuid, clientNameOf(client.content));
      keys.push(...mentions.forms);
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
        const written = await sql<{ dataversion: string }>`update records set content = jsonb_build_object('uuid', uuid),
          deleted_at = coalesce(deleted_at, now()), updated_at = now(), dataversion = nextval('dataversion_seq'),
          feed_xid = pg_current_xact_id()
        where table_name = ${key.table} and uuid = ${key.uuid}
          and (deleted_at is null or content <> jsonb_build_object('uuid', uuid)) returning dataversion`.execute(tx);
        versions.push(...written.rows.map((r) => Number(r.dataversion)));
      }
      for (const uuid of mentions.messages) versions.push(await blankChatMessage(tx, uuid));
      // The wake-up notice as a batch sends it (records.repository.ts): transaction, first and last dataversion.
      if (versions.length > 0)
        await sql`select pg_notify(${RECORDS_CHANGED_CHANNEL}, pg_current_xact_id()::text || ':' || ${Math.min(...versions)} || ':' || ${Math.max(...versions)})`.execute(
          tx,
        );
      return [...keys, ...mentions.messages.map((uuid) => ({ table: "chat_messages", uuid, blanked: true }))];
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
