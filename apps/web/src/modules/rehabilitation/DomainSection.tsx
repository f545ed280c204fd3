import { t, texts } from "../../i18n/t.js";
import { serverNow } from "../../platform/server-clock.js";
import { AddLine } from "../../ui/AddLine.js";
import { CommitText } from "./CommitText.js";
import { GoalDetails } from "./GoalDetails.js";
import type { RehabGoalInput } from "../../generated/schema-inputs.js";
import { useEditing } from "../../sync/runtime-context.js";
import { offerUndo } from "../../ui/undo.js";
import {
  addAction,
  addGoal,
  removeAction,
  removeGoal,
  restoreAction,
  restoreGoal,
  setDomainNotes,
  toggleAction,
  updateGoal,
  type RehabAction,
  type RehabRecord,
  type Removed,
} from "../client-records/rehab-record.js";

type Domain = NonNullable<RehabRecord["domains"]>[number];

/** A seeded domain's name or info in the chosen language (REHAB_DOMAIN_1_1, docs/decisions/0001-the-workers-language.md); a plan's own text otherwise. */
function domainText(domainId: string, suffix: string, own: string | null | undefined): string {
  const key = `REHAB_DOMAIN_${domainId.replace(/[^\da-z]+/gi, "_")}${suffix}`;
  return texts.get().dictionary[key] ?? own ?? "";
}

/** One domain of the plan: its abilities and challenges, and its goals, each with its steps (actions). */
export function DomainSection({ domain, onChange }: { domain: Domain; onChange: (update: (plan: RehabRecord) => RehabRecord) => void }) {
  const domainId = domain.domain_id ?? "";
  const { notices } = useEditing();
  // docs/decisions/0003-undo-and-the-missing-actions.md: a goal or step is deleted at once, with 5 s to undo it.
  const deleteGoal = (goalUuid: string) => {
    let removed: Removed<RehabGoalInput> | null = null;
    onChange((p) => {
      const result = removeGoal(p, goalUuid);
      removed = result.removed;
      return result.plan;
    });
    offerUndo(notices, t("GOAL_DELETED"), () => removed && onChange((p) => restoreGoal(p, removed!)));
  };
  const deleteAction = (goalUuid: string, actionUuid: string) => {
    let removed: Removed<RehabAction> | null = null;
    onChange((p) => {
      const result = removeAction(p, goalUuid, actionUuid);
      removed = result.removed;
      return result.plan;
    });
    offerUndo(notices, t("STEP_DELETED"), () => removed && onChange((p) => restoreAction(p, removed!)));
  };
  return (
    <section className="rehab-domain" data-testid="rehab-domain" data-domain-id={domain.domain_id ?? ""}>
      <h2>{domainText(domainId, "", domain.description)}</h2>
      {domain.info && <p className="muted">{domainText(domainId, "_INFO", domain.info)}</p>}
      <div className="domain-notes">
        <CommitText
          label={t("DOMAIN_ABILITIES")}
          testId="domain-abilities"
          multiline
          value={domain.abilities}
          onCommit={(v) => onChange((p) => setDomainNotes(p, domainId, { abilities: v }))}
        />
        <CommitText
          label={t("DOMAIN_CHALLENGES")}
          testId="domain-challenges"
          multiline
          value={domain.challenges}
          onCommit={(v) => onChange((p) => setDomainNotes(p, domainId, { challenges: v }))}
        />
      </div>
      <ul className="goal-list">
        {(domain.goals ?? []).map((goal) => (
          <li key={goal.uuid} data-testid="rehab-goal" data-uuid={goal.uuid}>
            <div className="goal-head">
              <strong data-testid="rehab-goal-text">{goal.goal}</strong>
              <button
                type="button"
                className="icon-button"
                data-testid="rehab-goal-delete"
                aria-label={t("GOAL_DELETE", { goal: goal.goal ?? "" })}
                onClick={() => deleteGoal(goal.uuid)}
              >
                ×
              </button>
            </div>
            {goal.achieved && (
              <span className="achieved-badge" data-testid="goal-achieved-badge">
                {t("GOAL_ACHIEVED")}
              </span>
            )}
            <ul className="action-list">
              {(goal.actions ?? []).map((action) => (
                <li key={action.uuid} data-testid="rehab-action" className="check-row">
                  <label>
                    <input type="checkbox" checked={action.ready ?? false} onChange={() => onChange((p) => toggleAction(p, goal.uuid, action.uuid))} />
                    <span data-testid="rehab-action-text">{action.description}</span>
                  </label>
                  <button
                    type="button"
                    className="icon-button"
                    data-testid="rehab-action-delete"
                    aria-label={t("STEP_DELETE", { step: action.description ?? "" })}
                    onClick={() => deleteAction(goal.uuid, action.uuid)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <GoalDetails goal={goal} onChange={(patch) => onChange((p) => updateGoal(p, goal.uuid, patch, serverNow()))} />
            <AddLine label={t("ADD_STEP")} placeholder={t("NEW_STEP")} testId="action" onAdd={(text) => onChange((p) => addAction(p, goal.uuid, text))} />
          </li>
        ))}
      </ul>
      <AddLine label={t("ADD_GOAL")} placeholder={t("NEW_GOAL")} testId="goal" onAdd={(text) => onChange((p) => addGoal(p, domainId, text, serverNow()))} />
    </section>
  );
}
