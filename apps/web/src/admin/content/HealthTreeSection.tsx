import { useId, useState, type FormEvent } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import type { LibraryTextKey } from "./library-texts.js";
import { addChild, levelOf, removeNode, setNodeText, TREE_LEVELS, type HealthTree, type TreeNode, type TreePath } from "./health-tree.js";
import { ContentLanguagePicker, ProblemList, SaveStatus } from "./LibraryParts.js";
import { useDraftItems } from "./use-draft-items.js";
import "./library.css";

const LEVEL_WORDS: Record<(typeof TREE_LEVELS)[number], LibraryTextKey> = {
  subject: "LIB_LEVEL_SUBJECT",
  issue: "LIB_LEVEL_ISSUE",
  cause: "LIB_LEVEL_CAUSE",
  solution: "LIB_LEVEL_SOLUTION",
};
const CHILD_LISTS = ["hi_issues", "hi_causes", "hi_solutions"] as const;

interface TreeEdit {
  tree: HealthTree;
  onChange: (tree: HealthTree) => void;
}

/**
 * The health-issue tree per language (kind "hiapp_form", key "tree") as a nested, collapsible list:
 * a node's text edited, a child added or removed, the tree saved to the draft whole
 * (docs/operator-console.md, "Articles, milestones and the health-issue tree"). Only for a
 * deployment that offers the health-issue form (form type HI). A tab of the Content page.
 */
export function HealthTreeSection({ applicationId }: { applicationId: number }) {
  const { t } = useAdminTexts();
  const [chosen, setChosen] = useState("");
  const draft = useDraftItems<HealthTree>(applicationId, "hiapp_form", chosen);
  if (draft.error) return <p role="alert">{t("ERROR", { message: draft.error })}</p>;
  if (draft.loading) return <p>{t("LOADING")}</p>;
  const stored = draft.items.find((item) => item.key === "tree")?.content;
  const problems = draft.problems.filter((p) => /health-issue tree|hiapp/i.test(p.where));
  return (
    <section className="library-section" aria-labelledby="library-tree-title" data-testid="library-tree">
      <h2 id="library-tree-title">{t("LIB_HEALTH_TREE")}</h2>
      {!draft.forms.includes("HI") ? (
        <p data-testid="library-tree-absent">{t("LIB_NO_HEALTH_TREE")}</p>
      ) : (
        <>
          <ContentLanguagePicker languages={draft.languages} value={draft.language} onChange={setChosen} testId="library-tree-language" />
          <SaveStatus status={draft.status} testId="library-tree-status" />
          <ProblemList problems={problems} testId="library-tree-problems" />
          {stored ? (
            <TreeForm key={`${draft.language}|${JSON.stringify(stored)}`} stored={stored} onSave={(tree) => draft.save("tree", draft.language, tree)} />
          ) : (
            <p>{t("LIB_NO_TREE_LANGUAGE")}</p>
          )}
        </>
      )}
    </section>
  );
}

function TreeForm({ stored, onSave }: { stored: HealthTree; onSave: (tree: HealthTree) => Promise<boolean> }) {
  const { t } = useAdminTexts();
  const [tree, setTree] = useState(stored);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(tree);
  };
  return (
    <form className="admin-form library-tree" onSubmit={submit} data-testid="tree-form">
      <NodeList nodes={tree.hiapp_subjects} path={[]} edit={{ tree, onChange: setTree }} />
      <AddChild path={[]} edit={{ tree, onChange: setTree }} />
      <button type="submit" disabled={JSON.stringify(tree) === JSON.stringify(stored)} data-testid="tree-save">
        {t("LIB_SAVE")}
      </button>
    </form>
  );
}

function NodeList({ nodes, path, edit }: { nodes: readonly TreeNode[]; path: TreePath; edit: TreeEdit }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="library-tree-list">
      {nodes.map((node, index) => (
        <TreeNodeItem key={node.id ?? `order-${node.order ?? index}`} node={node} path={[...path, index]} edit={edit} />
      ))}
    </ul>
  );
}

function TreeNodeItem({ node, path, edit }: { node: TreeNode; path: TreePath; edit: TreeEdit }) {
  const { t } = useAdminTexts();
  const level = t(LEVEL_WORDS[levelOf(path)]);
  const labelId = useId();
  const prescriptionId = useId();
  const childList = CHILD_LISTS[path.length - 1];
  const children = childList ? (node[childList] ?? []) : [];
  return (
    <li data-testid="tree-node" data-path={path.join("/")}>
      <details open={path.length === 1}>
        <summary>
          {level}: {node.label || "…"}
        </summary>
        <div className="library-node">
          <label htmlFor={labelId}>{t("LIB_NODE_TEXT", { level })}</label>
          <input
            id={labelId}
            value={node.label}
            onChange={(e) => edit.onChange(setNodeText(edit.tree, path, "label", e.target.value))}
            data-testid="tree-label"
          />
          {levelOf(path) === "solution" && (
            <>
              <label htmlFor={prescriptionId}>{t("LIB_PRESCRIPTION")}</label>
              <textarea
                id={prescriptionId}
                rows={2}
                value={node.prescriptionTxt ?? ""}
                onChange={(e) => edit.onChange(setNodeText(edit.tree, path, "prescriptionTxt", e.target.value))}
              />
            </>
          )}
          <button type="button" className="admin-danger" onClick={() => edit.onChange(removeNode(edit.tree, path))} data-testid="tree-remove">
            {t("LIB_REMOVE_NODE", { level })}
          </button>
          <NodeList nodes={children} path={path} edit={edit} />
          {childList && <AddChild path={path} edit={edit} />}
        </div>
      </details>
    </li>
  );
}

/** A new child of the node at `path` ([]: a new subject), named before it is added. */
function AddChild({ path, edit }: { path: TreePath; edit: TreeEdit }) {
  const { t } = useAdminTexts();
  const [label, setLabel] = useState("");
  const inputId = useId();
  const level = t(LEVEL_WORDS[TREE_LEVELS[path.length]!]);
  const add = () => {
    edit.onChange(addChild(edit.tree, path, label.trim()));
    setLabel("");
  };
  return (
    <div className="library-inline">
      <label htmlFor={inputId}>{t("LIB_NEW_CHILD", { level })}</label>
      <input id={inputId} value={label} onChange={(e) => setLabel(e.target.value)} data-testid="tree-new" />
      <button type="button" onClick={add} disabled={label.trim() === ""} data-testid="tree-add">
        {t("LIB_ADD_CHILD", { level })}
      </button>
    </div>
  );
}
