import type { DraftProblem, ReleaseChange } from "./content-operations.js";

/** The content page's tabs a change or a problem can lead to (docs/operator-console.md, "The content page"). */
export type ContentTab = "settings" | "texts" | "client-form" | "articles" | "milestones" | "health-tree" | "other";

/**
 * Where the server's checks and diffs say a problem or change is, in an operator's words
 * (server/src/modules/content-releases/draft-checks.ts and release-diff.ts): "Settings · title",
 * "Text FIELD_VILLAGE (ny)", "Client form · village · mandatory", "Form client · page 1 · …",
 * "Category approach (en) · item 79", "Article a1 (ny) · text", "Page 2 · component",
 * "Form articles …", "Milestones by-age (ny)", "Health issues tree (en) · …". Its first words
 * name the tab it belongs to.
 */
const TAB_OF_START: ReadonlyArray<[string, ContentTab]> = [
  ["settings", "settings"],
  ["text ", "texts"],
  ["client form", "client-form"],
  ["form articles", "articles"],
  ["form ", "client-form"],
  ["category ", "client-form"],
  ["article ", "articles"],
  ["page ", "articles"],
  ["milestones", "milestones"],
  ["health issues", "health-tree"],
];

export function tabOf(where: string): ContentTab {
  const start = where.trim().toLowerCase();
  return TAB_OF_START.find(([words]) => start.startsWith(words))?.[1] ?? "other";
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
  /** A text key ("Text FIELD_VILLAGE (ny)" names FIELD_VILLAGE) or a client field ("Client form · notes · label (ny)" names notes). */
  focus: string | null;
}

export function problemPlace(problem: DraftProblem): ProblemPlace {
  const tab = tabOf(problem.where);
  const parts = problem.where.split("·").map((part) => part.trim());
  // "Text FIELD_VILLAGE (ny)": the key; "Client form · village · label (ny)": the field.
  if (tab === "texts") return { tab, focus: withoutLanguage(parts[0]!.slice("text ".length).trim()) || null };
  if (tab === "client-form" && /^client form/i.test(parts[0]!)) return { tab, focus: parts[1] ? withoutLanguage(parts[1]) : null };
  return { tab, focus: null };
}

/** "FIELD_X (ny)" without its " (ny)". */
function withoutLanguage(part: string): string {
  const open = part.lastIndexOf(" (");
  return open > 0 && part.endsWith(")") ? part.slice(0, open).trim() : part;
}
