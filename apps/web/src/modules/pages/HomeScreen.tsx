import { Link } from "react-router-dom";
import { storedApplication } from "../../app/deployment.js";
import { sectionsFor } from "../../app/navigation.js";
import { t } from "../../i18n/t.js";
import { articleTitle } from "../articles/safe-html.js";
import { useArticles } from "../articles/use-articles.js";

export function HomeScreen() {
  const articles = useArticles().filter((a) => a.parent_id === null);
  return (
    <section className="screen">
      <h1>{t("APP_TITLE")}</h1>
      <p>{t("HOME_INTRO")}</p>
      <nav className="tiles">
        {sectionsFor(storedApplication()?.app_identifier).map((section) => (
          <Link key={section.to} className="tile" to={section.to}>
            {t(section.titleKey)}
          </Link>
        ))}
      </nav>
      {articles.length > 0 && (
        <ul className="article-links" data-testid="article-list">
          {articles.map((article) => (
            <li key={article.uuid}>
              <Link to={`/Home/Article/${article.uuid}`}>{articleTitle(article.article)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
