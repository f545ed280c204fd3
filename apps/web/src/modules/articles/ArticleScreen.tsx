import { Link, useParams } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { FavoriteToggle } from "../favorites/FavoriteToggle.js";
import { articleTitle } from "./article-title.js";
import { safeHtml } from "./safe-html.js";
import { useArticles } from "./use-articles.js";

/** /Home/Article/{pageID}: one article, its HTML sanitized, with links to its child pages. */
export function ArticleScreen() {
  const { pageID } = useParams();
  const articles = useArticles();
  const article = articles.find((a) => a.uuid === pageID);
  if (!article) {
    return (
      <section className="screen" data-testid="article-missing">
        <p>{t("NOT_FOUND_TEXT")}</p>
        <Link to="/Home">{t("GO_HOME")}</Link>
      </section>
    );
  }
  const children = articles.filter((a) => article.childpages.includes(a.uuid));
  const html = safeHtml(article.article);
  return (
    <article className="screen article" data-testid="article">
      <ReadAloudButton text={html} />
      <div dangerouslySetInnerHTML={{ __html: html }} />
      {/* docs/decisions/0003-undo-and-the-missing-actions.md: an article can be a favourite too, like the content pages. */}
      <FavoriteToggle articleUuid={article.uuid} page={article.page ?? null} />
      {children.length > 0 && (
        <ul className="article-links">
          {children.map((child) => (
            <li key={child.uuid}>
              <Link to={`/Home/Article/${child.uuid}`}>{articleTitle(child.article)}</Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
