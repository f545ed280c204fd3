import { t } from "../../i18n/t.js";
import { useFavorites } from "./use-favorites.js";

/** A star that adds an article to the favorites, or takes it off; saved on the device first. */
export function FavoriteToggle({ articleUuid, page }: { articleUuid: string; page: string | null }) {
  const { favorites, toggle } = useFavorites();
  const on = favorites.some((f) => f.record.article_uuid === articleUuid);
  return (
    <button type="button" className="favorite-toggle" aria-pressed={on} data-testid="favorite-toggle" onClick={() => void toggle(articleUuid, page)}>
      {on ? "★ " : "☆ "}
      {t(on ? "FAVORITE_REMOVE" : "FAVORITE_ADD")}
    </button>
  );
}
