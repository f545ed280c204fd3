import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { storedApplication } from "../deployment/deployment.js";
import { sectionsFor } from "../deployment/navigation.js";
import { t } from "../../i18n/t.js";
import { ArticleLinks } from "../articles/ArticleLinks.js";
import { useArticles } from "../articles/use-articles.js";
import { useFavorites } from "../favorites/use-favorites.js";
import { articleForPage } from "./content-page.js";

/**
 * `visitsDue`: the count of visits due (docs/product.md §4 "Visits due"), in a space kept for it above
 * the tiles from the first paint; `reminder`: its daily reminder's switch ("One reminder a day") and
 * `team`: a supervisor's "My team" entry (docs/teams.md, "On the supervisor's phone"), below the
 * tiles: lazy elements app/routes.tsx passes in, read after the first paint, so nothing that comes
 * later moves a tile she is about to tap (docs/worker-phone.md, "Home").
 */
export function HomeScreen({ visitsDue, reminder, team }: { visitsDue?: ReactNode; reminder?: ReactNode; team?: ReactNode }) {
  const all = useArticles();
  const articles = all.filter((a) => a.parent_id === null);
  const { favorites } = useFavorites();
  const favoriteArticles = favorites.flatMap((f) => all.filter((a) => a.uuid === f.record.article_uuid));
  const start = articleForPage(all, "Start", undefined);
  const about = articleForPage(all, "About", undefined);
  return (
    <section className="screen">
      <h1>{t("APP_TITLE")}</h1>
      <p>{t("HOME_INTRO")}</p>
      {visitsDue && (
        <div className="home-due-slot" data-testid="home-due-slot">
          {visitsDue}
        </div>
      )}
      <nav className="tiles" aria-label={t("MENU")}>
        {start && (
          <Link className="tile" to={`/Home/Start/${start.uuid}`}>
            {t("START")}
          </Link>
        )}
        {sectionsFor(storedApplication()).map((section) => (
          <Link key={section.to} className="tile" to={section.to}>
            {t(section.titleKey)}
          </Link>
        ))}
        {about && (
          <Link className="tile" to={`/Home/About/${about.uuid}`}>
            {t("ABOUT")}
          </Link>
        )}
      </nav>
      {(team || reminder) && (
        <div className="home-after-tiles">
          {team}
          {reminder}
        </div>
      )}
      <ArticleLinks titleKey="FAVORITES" articles={favoriteArticles} testId="favorite-list" />
      <ArticleLinks titleKey="ARTICLES" articles={articles} testId="article-list" />
    </section>
  );
}
