import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import { articleTitle, linkChoices, type DraftArticle } from "./article-html.js";
import { HtmlEditor } from "./HtmlEditor.js";
import { ProblemList } from "./LibraryParts.js";
import type { DraftProblem } from "./use-draft-items.js";

/** A new article's identifier: like the seed's ("art-…"), random so two operators' never meet. */
export const newArticleUuid = (): string => `art-${crypto.randomUUID().slice(0, 8)}`;

/**
 * One article of a language, edited: its page, parent, child pages, whether it is its page's default,
 * and its HTML (docs/operator-console.md, "Articles, milestones and the health-issue tree"). Parent,
 * child pages and links are chosen from the language's articles, so they name what exists.
 */
export function ArticleEditor(props: {
  article: DraftArticle;
  isNew: boolean;
  /** The language's other articles. */
  others: readonly DraftArticle[];
  /** The page kinds of the draft (kind "pages"). */
  pageKinds: readonly string[];
  problems: readonly DraftProblem[];
  onSave: (article: DraftArticle) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useAdminTexts();
  const [article, setArticle] = useState(props.article);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { uuid: useId(), page: useId(), parent: useId() };
  useEffect(() => heading.current?.focus(), []);
  const change = (patch: Partial<DraftArticle>) => setArticle((current) => ({ ...current, ...patch }));
  const others = props.others.filter((a) => a.uuid !== article.uuid);
  const title = articleTitle(article.article) || article.uuid;
  const pageKinds = [...new Set([...props.pageKinds, article.page])].filter((kind) => kind !== "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await props.onSave({ ...article, uuid: article.uuid.trim() });
    setSaving(false);
    if (saved) props.onCancel();
  };

  return (
    <form className="admin-form library-editor" onSubmit={(e) => void submit(e)} data-testid="article-editor">
      <h3 ref={heading} tabIndex={-1}>
        {props.isNew ? t("LIB_NEW_ARTICLE") : t("LIB_EDIT_ARTICLE", { title })}
      </h3>
      <ProblemList problems={props.problems} testId="article-editor-problems" />
      <label htmlFor={ids.uuid}>{t("LIB_ARTICLE_ID")}</label>
      <input
        id={ids.uuid}
        value={article.uuid}
        readOnly={!props.isNew}
        required
        pattern="[A-Za-z0-9_\-]{1,200}"
        onChange={(e) => change({ uuid: e.target.value })}
        data-testid="article-uuid"
      />
      <label htmlFor={ids.page}>{t("LIB_PAGE_KIND")}</label>
      <select id={ids.page} value={article.page} onChange={(e) => change({ page: e.target.value })} data-testid="article-page">
        {pageKinds.map((kind) => (
          <option key={kind} value={kind}>
            {kind}
          </option>
        ))}
      </select>
      <label htmlFor={ids.parent}>{t("LIB_PARENT")}</label>
      <select id={ids.parent} value={article.parent_id ?? ""} onChange={(e) => change({ parent_id: e.target.value || null })} data-testid="article-parent">
        <option value="">{t("LIB_NONE")}</option>
        {others.map((other) => (
          <option key={other.uuid} value={other.uuid}>
            {articleTitle(other.article) || other.uuid}
          </option>
        ))}
      </select>
      <label className="library-check">
        <input type="checkbox" checked={article.default} onChange={(e) => change({ default: e.target.checked })} data-testid="article-default" />
        {t("LIB_DEFAULT")}
      </label>
      <fieldset className="library-children">
        <legend>{t("LIB_CHILD_PAGES")}</legend>
        {others.map((other) => (
          <label key={other.uuid} className="library-check">
            <input
              type="checkbox"
              checked={article.childpages.includes(other.uuid)}
              onChange={(e) =>
                change({ childpages: e.target.checked ? [...article.childpages, other.uuid] : article.childpages.filter((uuid) => uuid !== other.uuid) })
              }
            />
            {articleTitle(other.article) || other.uuid}
          </label>
        ))}
      </fieldset>
      <HtmlEditor
        value={article.article}
        onChange={(html) => change({ article: html })}
        links={linkChoices([...others, article], article.uuid)}
        articleBytes={new Blob([JSON.stringify(article)]).size}
      />
      <div className="admin-actions">
        <button type="submit" disabled={saving} data-testid="article-save">
          {t("LIB_SAVE")}
        </button>
        <button type="button" onClick={props.onCancel}>
          {t("CANCEL")}
        </button>
      </div>
    </form>
  );
}
