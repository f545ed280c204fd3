/**
 * The links inside an article's HTML that lead to another page of the app: /Home/Article/<uuid>,
 * /Home/Navigation/<uuid>, /Home/Start/<uuid> and /Home/About/<uuid> (apps/web/src/app/routes.tsx;
 * apps/web/src/modules/pages/content-page.ts: a Start or About link whose uuid is no article lands on
 * the deployment's article of that kind). Links to other sites, mail and other screens are not ours to check.
 */
export interface ArticleLink {
  href: string;
  /** The article the link names; null for /Home/Start or /Home/About without one. */
  uuid: string | null;
  /** Start or About: where the link lands when its uuid is no article. */
  fallbackKind: "Start" | "About" | null;
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;
const PAGE_LINK = /^(?:#?\/)?Home\/(Article|Navigation|Start|About)(?:\/([^/?#]*))?\/?(?:[?#].*)?$/;

export function articleLinks(html: string): ArticleLink[] {
  const links: ArticleLink[] = [];
  for (const match of html.matchAll(HREF)) {
    const href = decodeEntities(match[1] ?? match[2] ?? match[3] ?? "").trim();
    const page = PAGE_LINK.exec(href);
    if (!page) continue;
    const kind = page[1]!;
    const uuid = page[2] ? safeDecode(page[2]) : null;
    links.push({ href, uuid, fallbackKind: kind === "Start" || kind === "About" ? kind : null });
  }
  return links;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
