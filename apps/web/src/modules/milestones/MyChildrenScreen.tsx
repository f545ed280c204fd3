import { clientColour } from "@stepwise/domain";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { ChildDrawer } from "./ChildDrawer.js";
import { childLabel } from "./ChildPicker.js";
import { formOfChild, useActiveChild, useChecklists, useMilestoneForms, useMyChildren, type ChildRow } from "./use-milestones.js";
import "./milestones.css";

// The chart is drawn only when asked for, so its code stays out of the initial download.
const ProgressChart = lazy(() => import("./ProgressChart.js"));

/** /milestones/milestonechildren: the user's children (my-child records) with their age and progress. */
export function MyChildrenScreen() {
  const children = useMyChildren();
  const forms = useMilestoneForms();
  const { checklists } = useChecklists();
  const { choose } = useActiveChild(children);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ChildRow | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [charted, setCharted] = useState<string | null>(null);

  const open = (row: ChildRow | null) => {
    setEditing(row);
    setDrawerOpen(true);
  };

  return (
    <section className="screen" data-testid="milestone-children">
      <header className="screen-header">
        <h1>{t("PAGE_MILESTONE_CHILDREN")}</h1>
        <button type="button" className="primary" data-testid="add-child" onClick={() => open(null)}>
          {t("ADD_CHILD")}
        </button>
      </header>
      {children.length === 0 && <p className="empty">{t("NO_CHILDREN")}</p>}
      <ul className="child-list">
        {children.map((child) => {
          const uuid = child.record.uuid;
          const form = formOfChild(forms, uuid);
          const colour = clientColour(uuid);
          return (
            <li key={uuid} className="child-item" data-testid="child-item" data-uuid={uuid}>
              <div className="child-line">
                <span className="client-badge" aria-hidden="true" style={{ background: colour.background, color: colour.text }}>
                  {child.ageInMonths ?? "?"}
                </span>
                <span data-testid="child-label">{childLabel(child)}</span>
                {(child.waiting || form?.waiting) && (
                  <span className="pending-badge" data-testid="child-pending">
                    {t("WAITING_TO_SYNC")}
                  </span>
                )}
              </div>
              <div className="child-actions">
                <button
                  type="button"
                  data-testid="child-checklists"
                  onClick={() => {
                    choose(uuid);
                    void navigate("/milestones/milestonedomains");
                  }}
                >
                  {t("CHECK_MILESTONES")}
                </button>
                <button type="button" data-testid="child-progress" aria-expanded={charted === uuid} onClick={() => setCharted(charted === uuid ? null : uuid)}>
                  {t("SHOW_PROGRESS")}
                </button>
                <button type="button" data-testid="child-edit" onClick={() => open(child)}>
                  {t("EDIT_CHILD")}
                </button>
              </div>
              {charted === uuid && (
                <Suspense fallback={<p className="muted">{t("CHECKLISTS_LOADING")}</p>}>
                  <ProgressChart checklists={checklists} form={form?.record ?? null} ageInMonths={child.ageInMonths} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
      <ChildDrawer row={editing} forms={forms} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </section>
  );
}
