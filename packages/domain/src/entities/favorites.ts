import { z } from "zod";
import { text, uuid, withoutDeviceFlags } from "./record-fields.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import { readingOf } from "./record-reading.js";

/** docs/product.md §3 content store "favorites": an article a worker marked, kept per user. */
export const FavoriteSchema = graphql(
  z.looseObject({ uuid, article_uuid: uuid, page: text }).transform((r) => withoutDeviceFlags(r, ["synced"])),
  { description: "An article a worker marked as favourite" },
);

export const favoritesEntity = defineEntity({
  table: "favorites",
  typeName: "Favorite",
  inputField: "favorite",
  listQuery: "favorites",
  oneQuery: "favorite",
  clientField: null,
  schema: FavoriteSchema,
  syncedFlags: readingOf("favorites").syncedFlags,
  report: { uuid: "id", article_uuid: "id", page: "code" },
});
