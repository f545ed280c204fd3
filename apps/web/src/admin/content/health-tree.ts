/**
 * The health-issue tree's edits (kind "hiapp_form", key "tree"; server/src/modules/content/seed/hiapp-tree.ts):
 * subjects hold issues, issues causes, causes solutions. A node is named by its path of indexes
 * from the top; every edit answers a new tree and leaves the one it was given as it was.
 */

/** The four levels, top first: the list each holds its children in, and how a new one is named. */
export const TREE_LEVELS = ["subject", "issue", "cause", "solution"] as const;
export type TreeLevel = (typeof TREE_LEVELS)[number];
const CHILDREN = ["hiapp_subjects", "hi_issues", "hi_causes", "hi_solutions"] as const;

export interface TreeNode {
  id?: string;
  order?: number;
  label: string;
  prescriptionTxt?: string;
  hi_issues?: TreeNode[];
  hi_causes?: TreeNode[];
  hi_solutions?: TreeNode[];
  [other: string]: unknown;
}

export interface HealthTree {
  hiapp_subjects: TreeNode[];
  [other: string]: unknown;
}

export type TreePath = readonly number[];

/** The children of the node at `path` ([] is the tree itself: its subjects). */
export function childrenAt(tree: HealthTree, path: TreePath): TreeNode[] {
  let list: TreeNode[] = tree.hiapp_subjects;
  path.forEach((index, depth) => {
    const node = list[index];
    if (!node) throw new RangeError(`no node at ${path.join("/")}`);
    list = (node[CHILDREN[depth + 1]!] as TreeNode[] | undefined) ?? [];
  });
  return list;
}

export function nodeAt(tree: HealthTree, path: TreePath): TreeNode {
  const node = childrenAt(tree, path.slice(0, -1))[path[path.length - 1]!];
  if (!node || path.length === 0) throw new RangeError(`no node at ${path.join("/")}`);
  return node;
}

/** The level of the node at `path`: a subject at depth 1, a solution at depth 4. */
export const levelOf = (path: TreePath): TreeLevel => TREE_LEVELS[path.length - 1]!;

/** The tree with the node at `path` changed by `change`, copied along the way. */
function withNode(tree: HealthTree, path: TreePath, change: (node: TreeNode) => TreeNode): HealthTree {
  nodeAt(tree, path);
  const copy = (list: TreeNode[], depth: number): TreeNode[] =>
    list.map((node, index) => {
      if (index !== path[depth]) return node;
      if (depth === path.length - 1) return change(node);
      const key = CHILDREN[depth + 1]!;
      return { ...node, [key]: copy((node[key] as TreeNode[] | undefined) ?? [], depth + 1) };
    });
  return { ...tree, hiapp_subjects: copy(tree.hiapp_subjects, 0) };
}

/** The tree with the children of the node at `path` ([]: the subjects) changed by `change`. */
function withChildren(tree: HealthTree, path: TreePath, change: (list: TreeNode[]) => TreeNode[]): HealthTree {
  if (path.length === 0) return { ...tree, hiapp_subjects: change(tree.hiapp_subjects) };
  const key = CHILDREN[path.length]!;
  return withNode(tree, path, (node) => ({ ...node, [key]: change((node[key] as TreeNode[] | undefined) ?? []) }));
}

/** The node at `path` with its label, or a solution's prescription, set to `text`. */
export function setNodeText(tree: HealthTree, path: TreePath, field: "label" | "prescriptionTxt", text: string): HealthTree {
  if (field === "prescriptionTxt" && levelOf(path) !== "solution") throw new RangeError("only a solution has a prescription");
  return withNode(tree, path, (node) => ({ ...node, [field]: text }));
}

/** Every id in the tree, so a new node's is new in all of it. */
function idsOf(tree: HealthTree): Set<string> {
  const ids = new Set<string>();
  const walk = (list: TreeNode[] | undefined, depth: number) => {
    for (const node of list ?? []) {
      if (node.id !== undefined) ids.add(node.id);
      walk(node[CHILDREN[depth + 1]!] as TreeNode[] | undefined, depth + 1);
    }
  };
  walk(tree.hiapp_subjects, 0);
  return ids;
}

/**
 * A new child's id, as the seed numbers them: its parent's id (a subject's order) and one more
 * digit than the last sibling, counted on past any id the tree already holds.
 */
function newChildId(tree: HealthTree, parent: TreeNode, siblings: TreeNode[], level: TreeLevel): string {
  const prefix = level === "issue" ? String(parent.order ?? 0) : (parent.id ?? "");
  const numbers = siblings.map((s) => Number(s.id)).filter((n) => Number.isFinite(n));
  let next = numbers.length > 0 ? Math.max(...numbers) + 1 : Number(`${prefix}${level === "issue" ? "01" : "1"}`);
  const taken = idsOf(tree);
  while (taken.has(String(next))) next += 1;
  return String(next);
}

/** The tree with a new child of the node at `path` ([]: a new subject), labelled `label`, last among its siblings. */
export function addChild(tree: HealthTree, path: TreePath, label: string): HealthTree {
  if (path.length >= TREE_LEVELS.length) throw new RangeError("a solution has no children");
  const level = TREE_LEVELS[path.length]!;
  const siblings = childrenAt(tree, path);
  let child: TreeNode;
  if (level === "subject") {
    child = { order: Math.max(0, ...siblings.map((s) => s.order ?? 0)) + 1, label, hi_issues: [] };
  } else {
    const id = newChildId(tree, nodeAt(tree, path), siblings, level);
    child = level === "solution" ? { id, label, prescriptionTxt: "" } : { id, label, [CHILDREN[path.length + 1]!]: [] };
  }
  return withChildren(tree, path, (list) => [...list, child]);
}

/** The tree without the node at `path` and everything under it. */
export function removeNode(tree: HealthTree, path: TreePath): HealthTree {
  nodeAt(tree, path);
  const index = path[path.length - 1]!;
  return withChildren(tree, path.slice(0, -1), (list) => list.filter((_, i) => i !== index));
}
