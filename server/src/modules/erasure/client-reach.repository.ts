import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { manifestOf } from "../synced-manifests.js";
import { clientNameOf, mentionsOf } from "./client-mentions.repository.js";
import { entityManifests } from "@stepwise/domain/entities";

/** A record an erasure or an export reached: its table and uuid (no content: docs/SECURITY.md, "Erasing a client"). */
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
 * Everything of one deployment that is hers (docs/operating.md, "Erasing a client" and "An access
 * request"): her client record, the records naming her in `client_uuid`, those attached to them
 * (INDIRECT_LINKS), the health-issue forms whose reference is her; and, apart, the chat messages
 * whose text names her (`messages`). An erasure and an export reach the same records.
 */
export async function recordsNamingClient(db: Kysely<Database>, application: string, clientUuid: string, clientContent: Record<string, unknown>) {
  const attached = await db
    .selectFrom("records")
    .select(["table_name", "uuid"])
    .where("table_name", "in", clientAttachedTables())
    .where("application", "=", application)
    .where(sql<string>`content->>'client_uuid'`, "=", clientUuid)
    .orderBy("table_name")
    .orderBy("uuid")
    .execute();
  const keys: ErasedKey[] = [{ table: "clients", uuid: clientUuid }, ...attached.map((r) => ({ table: r.table_name, uuid: r.uuid }))];
  for (const link of INDIRECT_LINKS) {
    const parents = keys.filter((k) => k.table === link.parent).map((k) => k.uuid);
    if (parents.length === 0) continue;
    const children = await db
      .selectFrom("records")
      .select(["table_name", "uuid"])
      .where("table_name", "=", link.table)
      .where("application", "=", application)
      .where(sql<string>`content->>${link.field}`, "in", parents)
      .orderBy("uuid")
      .execute();
    keys.push(...children.map((r) => ({ table: r.table_name, uuid: r.uuid })));
  }
  const mentions = await mentionsOf(db, application, clientUuid, clientNameOf(clientContent));
  keys.push(...mentions.forms);
  return { keys, messages: mentions.messages };
}
