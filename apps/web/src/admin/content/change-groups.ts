import type { DraftProblem, ReleaseChange } from "./content-operations.js";

/** The content page's tabs a change or a problem can lead to (docs/operator-console.md, "The content page"). */
export type ContentTab = "settings" | "texts" | "client-form" | "articles" | "milestones" | "health-tree" | "other";

/** What a `where` of the server's checks and diffs names first: "settings", or a content kind ("translations/FIELD_X (ny)"). */
export function sectionOf(where: string): string {
  const head = /^[^/·\s]+/.exec(where.trim());
  return head ? head[0] : "";
}

const TAB_OF_SECTION: Readonly<Record<string, ContentTab>> = {
  settings: "settings",
  translations: "texts",
  forms: "client-form",
  generic_clients: "client-form",
  categories: "client-form",
  articles: "articles",
  pages: "articles",
  form_articles: "articles",
  milestones: "milestones",
  hiapp_form: "health-tree",
};

export function tabOf(where: string): ContentTab {
  return TAB_OF_SECTION[sectionOf(where)] ?? "other";
}

/** The order the groups of a diff are shown in: the settings first, then the tabs' order. */
const TAB_ORDER: readonly ContentTab[] = ["settings", "texts", "client-form", "articles", "milestones", "health-tree", "other"];

export interface ChangeGroup {
  tab: ContentTab;
  changes: ReleaseChange[];
}

/**
 * A diff's changes grouped by the tab they belong to, in the tabs' order, each group's changes
 * sorted by where they are (so one text's languages stand together), empty groups left out.
 */
export function groupChanges(changes: readonly ReleaseChange[]): ChangeGroup[] {
  return TAB_ORDER.map((tab) => ({
    tab,
    changes: changes.filter((c) => tabOf(c.where) === tab).sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0)),
  })).filter((group) => group.changes.length > 0);
}

/** Where a problem leads: its tab, and the text key or client field it names when it names one. */
export interface ProblemPlace {
  tab: ContentTab;
  /** A text key ("translations/FIELD_VILLAGE (ny)" names FIELD_VILLAGE) or a client field ("generic_clients/carer-client/notes ..." names notes). */
  focus: string | null;
}

export function problemPlace(problem: DraftProblem): ProblemPlace {
  const tab = tabOf(problem.where);
  const parts = problem.where
    .split("·")[0]!
    .trim()
    .split("/")
    .map((p) => withoutLanguage(p.trim()));
  if (tab === "texts") return { tab, focus: parts[1] || null };
  if (tab === "client-form") return { tab, focus: parts[2] || null };
  return { tab, focus: null };
}

/** "FIELD_X (ny)" without its " (ny)". */
function withoutLanguage(part: string): string {
  const open = part.lastIndexOf(" (");
  return open > 0 && part.endsWith(")") ? part.slice(0, open).trim() : part;
}
