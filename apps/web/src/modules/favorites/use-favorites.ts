import { FavoritesDocument } from "../../generated/graphql.js";
import { useEditing, useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { favoritesWithWaiting, type FavoriteRow } from "./favorite-list.js";

/** The worker's favorite articles, waiting local changes included; toggling goes through the outbox. */
export function useFavorites(): { favorites: FavoriteRow[]; toggle: (articleUuid: string, page: string | null) => Promise<void> } {
  const runtime = useEditing();
  const { waiting } = useSyncView();
  const { data } = useCachedQuery(FavoritesDocument, {});
  const favorites = favoritesWithWaiting(data?.favorites ?? [], waiting);

  const toggle = async (articleUuid: string, page: string | null) => {
    const existing = favorites.find((f) => f.record.article_uuid === articleUuid);
    if (existing) await runtime.queue("favorites", existing.record.uuid, "DELETE", null, existing.dataversion);
    else {
      const uuid = crypto.randomUUID();
      await runtime.queue("favorites", uuid, "UPSERT", { uuid, article_uuid: articleUuid, page }, null);
    }
  };
  return { favorites, toggle };
}
