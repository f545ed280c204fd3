import { useRef, useState } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import { articlesPointingAt, articleTitle, problemsOfArticle, type DraftArticle } from "./article-html.js";
import { ArticleEditor, newArticleUuid } from "./ArticleEditor.js";
import { ContentLanguagePicker, ProblemList, SaveStatus } from "./LibraryParts.js";
import { PagesList, usePageKinds } from "./PagesList.js";
import { useDraftItems } from "./use-draft-items.js";
import "./library.css";

/**
 * The draft's articles and pages, per language: list, create, edit, delete (docs/operator-console.md,
 * "Articles, milestones and the health-issue tree"). A tab of the Content page.
 */
export function ArticlesSection({ applicationId }: { applicationId: number }) {
  const { t } = useAdminTexts();
  const [chosen, setChosen] = useState("");
  const draft = useDraftItems<DraftArticle>(applicationId, "articles", chosen);
  const pageKinds = usePageKinds(applicationId);
  const [editing, setEditing] = useState<{ article: DraftArticle; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<DraftArticle | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const articles = draft.items.map((item) => item.content);
  const language = draft.language;

  const startNew = () =>
    setEditing({
      isNew: true,
      article: {
        uuid: newArticleUuid(),
        article: "<h2></h2><p></p>",
        page: pageKinds.includes("Article") ? "Article" : (pageKinds[0] ?? ""),
        parent_id: null,
        childpages: [],
        default: false,
      },
    });
  const askDelete = (article: DraftArticle) => {
    const pointing = articlesPointingAt(articles, article.uuid);
    if (pointing.length > 0) {
      setRefusal(
        t("LIB_STILL_LINKED", { title: articleTitle(article.article), others: pointing.map((a) => `“${articleTitle(a.article) || a.uuid}”`).join(", ") }),
      );
      return;
    }
    setRefusal(null);
    setDeleting(article);
  };
  const closeEditor = () => {
    setEditing(null);
    requestAnimationFrame(() => listHeading.current?.focus());
  };

  if (draft.error) return <p role="alert">{t("ERROR", { message: draft.error })}</p>;
  if (draft.loading) return <p>{t("LOADING")}</p>;
  return (
    <section className="library-section" aria-labelledby="library-articles-title" data-testid="library-articles">
      <h2 id="library-articles-title">{t("CONTENT_LIBRARY")}</h2>
      <ContentLanguagePicker languages={draft.languages} value={language} onChange={setChosen} testId="library-articles-language" />
      <SaveStatus status={draft.status} testId="library-articles-status" />
      <p className="admin-error" role="alert">
        {refusal ?? ""}
      </p>
      {editing ? (
        <ArticleEditor
          key={`${editing.article.uuid}|${language}`}
          article={editing.article}
          isNew={editing.isNew}
          others={articles}
          pageKinds={pageKinds}
          problems={problemsOfArticle(draft.problems, editing.article.uuid, language)}
          onSave={(article) => draft.save(article.uuid, language, article)}
          onCancel={closeEditor}
        />
      ) : (
        <>
          <div className="library-heading-row">
            <h3 ref={listHeading} tabIndex={-1}>
              {t("LIB_ARTICLES")}
            </h3>
            <button type="button" onClick={startNew} data-testid="article-new">
              {t("LIB_NEW_ARTICLE")}
            </button>
          </div>
          {articles.length === 0 && <p>{t("LIB_NO_ARTICLES")}</p>}
          <ul className="admin-cards" data-testid="article-list">
            {articles.map((article) => {
              const title = articleTitle(article.article) || article.uuid;
              return (
                <li key={article.uuid} className="admin-card" data-testid="article-card" data-uuid={article.uuid}>
                  <strong className="admin-card-title">{title}</strong>
                  <dl className="admin-facts">
                    <dt>{t("LIB_ARTICLE_ID")}</dt>
                    <dd className="admin-id">{article.uuid}</dd>
                    <dt>{t("LIB_PAGE_KIND")}</dt>
                    <dd>
                      {article.page}
                      {article.default ? ` · ${t("LIB_DEFAULT")}` : ""}
                    </dd>
                  </dl>
                  <ProblemList problems={problemsOfArticle(draft.problems, article.uuid, language)} testId="article-problems" />
                  <div className="admin-actions">
                    <button
                      type="button"
                      onClick={() => setEditing({ article, isNew: false })}
                      aria-label={`${t("LIB_EDIT")}: ${title}`}
                      data-testid="article-edit"
                    >
                      {t("LIB_EDIT")}
                    </button>
                    <button
                      type="button"
                      className="admin-danger"
                      onClick={() => askDelete(article)}
                      aria-label={`${t("LIB_DELETE")}: ${title}`}
                      data-testid="article-delete"
                    >
                      {t("LIB_DELETE")}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <PagesList applicationId={applicationId} articles={articles} />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t("LIB_DELETE_ARTICLE", { title: articleTitle(deleting.article) || deleting.uuid })}
          explanation={t("LIB_DELETE_EXPLAIN")}
          confirm={t("LIB_DELETE")}
          onConfirm={() => {
            const article = deleting;
            void draft.remove(article.uuid, language).then(() => setDeleting(null));
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
