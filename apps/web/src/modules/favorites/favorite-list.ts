import type { FavoriteInput } from "../../generated/schema-inputs.js";
import type { OutboxEntry } from "../../sync/outbox.js";

/** A favorite as the device queues it: the FavoriteInput shape. */
export type FavoriteRecord = FavoriteInput;

export interface FavoriteRow {
  record: FavoriteRecord;
  dataversion: number | null;
  waiting: boolean;
}

/** The favorites as shown: the server's, with every waiting local add or removal laid over them. */
export function favoritesWithWaiting(
  server: ReadonlyArray<FavoriteRecord & { dataversion: number }>,
  waiting: ReadonlyMap<string, OutboxEntry>,
): FavoriteRow[] {
  const rows = new Map<string, FavoriteRow>(
    server.map((f) => [f.uuid, { record: { uuid: f.uuid, article_uuid: f.article_uuid, page: f.page ?? null }, dataversion: f.dataversion, waiting: false }]),
  );
  for (const entry of waiting.values()) {
    if (entry.table !== "favorites") continue;
    if (entry.op === "DELETE") rows.delete(entry.uuid);
    else
      rows.set(entry.uuid, {
        record: entry.record as unknown as FavoriteRecord,
        dataversion: rows.get(entry.uuid)?.dataversion ?? entry.baseDataversion,
        waiting: true,
      });
  }
  return [...rows.values()];
}
