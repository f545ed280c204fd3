import { useState } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import type { DraftArticle } from "./article-html.js";
import { SaveStatus } from "./LibraryParts.js";
import { useDraftItems } from "./use-draft-items.js";

/** A page of the deployment (kind "pages", the same in every language): an article names one as its `page`. */
interface DraftPage {
  id: string;
  component: string;
}

/** The kinds of content page the app routes (apps/web/src/modules/pages/content-page.ts, CONTENT_KINDS). */
const PAGE_COMPONENTS = ["Start", "About", "Article", "Navigation"];

/** The page kinds the draft has, for an article's "Shown as page". */
export function usePageKinds(applicationId: number): string[] {
  const pages = useDraftItems<DraftPage>(applicationId, "pages", "");
  return [...new Set(pages.items.map((p) => p.content.component))];
}

/** The draft's pages: add one of a kind the app routes, delete one no article of this language is shown as. */
export function PagesList({ applicationId, articles }: { applicationId: number; articles: readonly DraftArticle[] }) {
  const { t } = useAdminTexts();
  const pages = useDraftItems<DraftPage>(applicationId, "pages", "");
  const [component, setComponent] = useState(PAGE_COMPONENTS[0]!);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = pages.items.map((p) => p.content).sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));

  const add = () => {
    const id = String(Math.max(0, ...list.map((p) => Number(p.id)).filter(Number.isFinite)) + 1);
    void pages.save(id, "", { id, component });
  };
  const remove = (page: DraftPage) => {
    if (articles.some((a) => a.page === page.component) && list.filter((p) => p.component === page.component).length === 1) {
      setRefusal(t("LIB_PAGE_IN_USE"));
      return;
    }
    setRefusal(null);
    void pages.remove(page.id, "");
  };

  return (
    <section aria-labelledby="library-pages-title" data-testid="library-pages">
      <h3 id="library-pages-title">{t("LIB_PAGES")}</h3>
      <SaveStatus status={pages.status} testId="library-pages-status" />
      <p className="admin-error" role="alert">
        {refusal ?? ""}
      </p>
      <ul className="library-rows">
        {list.map((page) => (
          <li key={page.id}>
            <span>
              {page.id}: {page.component}
            </span>
            <button type="button" className="admin-danger" onClick={() => remove(page)} aria-label={`${t("LIB_DELETE")}: ${page.id} ${page.component}`}>
              {t("LIB_DELETE")}
            </button>
          </li>
        ))}
      </ul>
      <div className="admin-form library-inline">
        <label>
          {t("LIB_PAGE_COMPONENT")}
          <select value={component} onChange={(e) => setComponent(e.target.value)} data-testid="page-component">
            {PAGE_COMPONENTS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={add} data-testid="page-add">
          {t("LIB_NEW_PAGE")}
        </button>
      </div>
    </section>
  );
}
