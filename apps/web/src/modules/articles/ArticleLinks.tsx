import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { articleTitle } from "./article-title.js";

/** A titled list of links to articles, each named by its heading; nothing when there are none. */
export function ArticleLinks({
  titleKey,
  articles,
  testId,
}: {
  titleKey: string;
  articles: ReadonlyArray<{ uuid: string; article: string }>;
  testId?: string;
}) {
  if (articles.length === 0) return null;
  return (
    <>
      <h2>{t(titleKey)}</h2>
      <ul className="article-links" data-testid={testId}>
        {articles.map((article) => (
          <li key={article.uuid}>
            <Link to={`/Home/Article/${article.uuid}`}>{articleTitle(article.article)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
