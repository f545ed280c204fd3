import { z } from "zod";
import { text, uuid, withoutDeviceFlags } from "../../sync/record-fields.js";
import type { SyncedTable } from "../../sync/synced-table.js";

/** Spec 3 content store "favorites": an article a worker marked, kept per user. */
export const FavoriteSchema = z.looseObject({ uuid, article_uuid: uuid, page: text }).transform((r) => withoutDeviceFlags(r, ["synced"]));

export const favoritesTable: SyncedTable = { name: "favorites", schema: FavoriteSchema, syncedFlags: {} };
