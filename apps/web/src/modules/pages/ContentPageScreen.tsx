import { Link, useParams } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { articleTitle } from "../articles/article-title.js";
import { safeHtml } from "../articles/safe-html.js";
import { useArticles } from "../articles/use-articles.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { FavoriteToggle } from "../favorites/FavoriteToggle.js";
import { articleForPage, type ContentKind } from "./content-page.js";

/**
 * /Home/Start|About|Navigation/{pageID}: a content page of the deployment, its HTML sanitized.
 * A navigation page shows its child pages as tiles; the others show the text and links on.
 */
export function ContentPageScreen({ kind }: { kind: ContentKind }) {
  const { pageID } = useParams();
  const articles = useArticles();
  const page = articleForPage(articles, kind, pageID);
  if (!page) {
    return (
      <section className="screen" data-testid="article-missing">
        <h1>{t("NOT_FOUND")}</h1>
        <p>{t("NOT_FOUND_TEXT")}</p>
        <Link to="/Home">{t("GO_HOME")}</Link>
      </section>
    );
  }
  const children = articles.filter((a) => page.childpages.includes(a.uuid));
  const html = safeHtml(page.article);
  return (
    <article className="screen article" data-testid={`content-page-${kind.toLowerCase()}`}>
      {/* docs/decisions/0003-undo-and-the-missing-actions.md: read-aloud on every content page where the deployment offers it; a
          navigation page shows its text too, with its child pages as tiles below. */}
      <ReadAloudButton text={html} />
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <FavoriteToggle articleUuid={page.uuid} page={page.page ?? null} />
      {children.length > 0 && (
        <nav className={kind === "Navigation" ? "tiles" : "article-links"} aria-label={t("MORE_TO_READ")}>
          {children.map((child) => (
            <Link key={child.uuid} className={kind === "Navigation" ? "tile" : undefined} to={`/Home/Article/${child.uuid}`}>
              {articleTitle(child.article)}
            </Link>
          ))}
        </nav>
      )}
    </article>
  );
}
