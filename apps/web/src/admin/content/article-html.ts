/**
 * The small HTML editor's pure parts (docs/operator-console.md, "Articles, milestones and the
 * health-issue tree"): an article's title, what each toolbar button does to the text, and the links
 * an article may make, chosen from a list so none can break.
 */

/** An article of a language as the draft holds it (kind "articles", server/src/modules/content/seed/articles.ts). */
export interface DraftArticle {
  uuid: string;
  article: string;
  page: string;
  parent_id: string | null;
  childpages: string[];
  default: boolean;
}

/** The app's routes of a content page (apps/web/src/app/routes.tsx): /Home/<kind>/<uuid>. */
const ROUTED_PAGES = new Set(["Start", "About", "Navigation", "Article"]);

/** An article's title: the text of its first heading, else its first words, as the app names it. */
export function articleTitle(html: string): string {
  const heading = /<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/i.exec(html)?.[1] ?? html;
  const text = heading
    .replace(/<[^<>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** Where the app shows an article: its page's route when the app has one, else as an article. */
export function articleHref(article: Pick<DraftArticle, "uuid" | "page">): string {
  return `/Home/${ROUTED_PAGES.has(article.page) ? article.page : "Article"}/${encodeURIComponent(article.uuid)}`;
}

export interface LinkChoice {
  href: string;
  label: string;
}

/** The links an article may make: every other article of its language, by title, each to its own route. */
export function linkChoices(articles: readonly DraftArticle[], self: string | null): LinkChoice[] {
  return articles
    .filter((a) => a.uuid !== self)
    .map((a) => ({ href: articleHref(a), label: `${articleTitle(a.article) || a.uuid} (${a.page})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The uuids an article's HTML links to (/Home/<kind>/<uuid>), each once. */
export function linkedUuids(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/href="\/Home\/(?:Start|About|Navigation|Article)\/([^"/?#]+)"/g)) found.add(decodeURIComponent(match[1]!));
  return [...found];
}

/** The articles that point at `uuid` (as parent, child page or link): deleting it would break them. */
export function articlesPointingAt(articles: readonly DraftArticle[], uuid: string): DraftArticle[] {
  return articles.filter((a) => a.uuid !== uuid && (a.parent_id === uuid || a.childpages.includes(uuid) || linkedUuids(a.article).includes(uuid)));
}

/**
 * The server's problems with one article of a language, to show next to it: the server names them
 * "Article <uuid> (<language>) · …" (server/src/modules/content-releases/draft-checks.ts).
 */
export function problemsOfArticle<P extends { where: string }>(problems: readonly P[], uuid: string, language: string): P[] {
  const at = `Article ${uuid} (${language})`;
  return problems.filter((p) => p.where === at || p.where.startsWith(`${at} ·`));
}

export type Format =
  { kind: "bold" } | { kind: "italic" } | { kind: "heading" } | { kind: "list" } | { kind: "link"; href: string } | { kind: "image"; src: string; alt: string };

export interface Edited {
  text: string;
  /** Where the selection goes after the edit: the text the button wrapped or put in. */
  start: number;
  end: number;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** What a toolbar button makes of the selected text: wrapped in its tag, or its element put in at the caret. */
export function applyFormat(text: string, start: number, end: number, format: Format): Edited {
  const selected = text.slice(start, end);
  const put = (before: string, inner: string, after: string): Edited => ({
    text: text.slice(0, start) + before + inner + after + text.slice(end),
    start: start + before.length,
    end: start + before.length + inner.length,
  });
  switch (format.kind) {
    case "bold":
      return put("<strong>", selected, "</strong>");
    case "italic":
      return put("<em>", selected, "</em>");
    case "heading":
      return put("<h2>", selected, "</h2>");
    case "list": {
      const items = selected.split("\n").filter((line) => line.trim() !== "");
      const inner = (items.length > 0 ? items : [""]).map((line) => `<li>${line.trim()}</li>`).join("");
      return put("<ul>", inner, "</ul>");
    }
    case "link":
      return put(`<a href="${escapeAttribute(format.href)}">`, selected, "</a>");
    case "image": {
      const element = `<img src="${escapeAttribute(format.src)}" alt="${escapeAttribute(format.alt)}">`;
      return { text: text.slice(0, end) + element + text.slice(end), start: end, end: end + element.length };
    }
  }
}
