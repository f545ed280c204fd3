import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

export interface BaseKey {
  table: string;
  uuid: string;
  dataversion: number;
}

/** What a batch's merges read (docs/sync-and-api.md, "Merging concurrent edits"): the versions entries were based on, and who wrote the stored ones. */
export class MergeBasesRepository {
  /** The kept versions among the keys, from record_history. */
  async findVersions(trx: Transaction<Database>, keys: readonly BaseKey[]): Promise<(BaseKey & { content: Record<string, unknown> })[]> {
    if (keys.length === 0) return [];
    const rows = await trx
      .selectFrom("record_history")
      .select(["table_name", "uuid", "dataversion", "content"])
      .where((eb) => eb.or(keys.map((k) => eb.and([eb("table_name", "=", k.table), eb("uuid", "=", k.uuid), eb("dataversion", "=", k.dataversion)]))))
      .execute();
    return rows.map((r) => ({ table: r.table_name, uuid: r.uuid, dataversion: Number(r.dataversion), content: r.content }));
  }

  /** The names of the workers logged in on the installs: install id -> name. */
  async writerNames(trx: Transaction<Database>, installIds: readonly string[]): Promise<Map<string, string>> {
    if (installIds.length === 0) return new Map();
    const rows = await trx
      .selectFrom("app_installs")
      .innerJoin("users", "users.id", "app_installs.user_id")
      .select(["app_installs.uuid", "users.name"])
      .where("app_installs.uuid", "in", [...installIds])
      .execute();
    return new Map(rows.map((r) => [r.uuid, r.name]));
  }
}
