/** The kinds of content page under /Home (docs/product.md §2). */
export const CONTENT_KINDS = ["Start", "About", "Article", "Navigation"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

interface PageArticle {
  uuid: string;
  page?: string | null;
  default: boolean;
}

/**
 * The article a content route shows: the one whose uuid is the pageID; else, for a Start or About
 * route, the deployment's article of that kind (the default one first), so an old link still lands.
 */
export function articleForPage<A extends PageArticle>(articles: readonly A[], kind: ContentKind, pageID: string | undefined): A | undefined {
  const exact = articles.find((a) => a.uuid === pageID);
  if (exact || kind === "Article" || kind === "Navigation") return exact;
  const ofKind = articles.filter((a) => a.page?.toLowerCase() === kind.toLowerCase());
  return ofKind.find((a) => a.default) ?? ofKind[0];
}
