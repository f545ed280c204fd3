import { t } from "../../i18n/t.js";
import { AddLine } from "../../ui/AddLine.js";
import { CommitText } from "./CommitText.js";
import { GoalDetails } from "./GoalDetails.js";
import { addAction, addGoal, setDomainNotes, toggleAction, updateGoal, type RehabRecord } from "./rehab-record.js";

type Domain = NonNullable<RehabRecord["domains"]>[number];

/** One domain of the plan: its abilities and challenges, and its goals, each with its steps (actions). */
export function DomainSection({ domain, onChange }: { domain: Domain; onChange(update: (plan: RehabRecord) => RehabRecord): void }) {
  const domainId = domain.domain_id ?? "";
  return (
    <section className="rehab-domain" data-testid="rehab-domain" data-domain-id={domain.domain_id ?? ""}>
      <h2>{domain.description}</h2>
      {domain.info && <p className="muted">{domain.info}</p>}
      <div className="domain-notes">
        <CommitText label={t("DOMAIN_ABILITIES")} testId="domain-abilities" multiline value={domain.abilities} onCommit={(v) => onChange((p) => setDomainNotes(p, domainId, { abilities: v }))} />
        <CommitText label={t("DOMAIN_CHALLENGES")} testId="domain-challenges" multiline value={domain.challenges} onCommit={(v) => onChange((p) => setDomainNotes(p, domainId, { challenges: v }))} />
      </div>
      <ul className="goal-list">
        {(domain.goals ?? []).map((goal) => (
          <li key={goal.uuid} data-testid="rehab-goal" data-uuid={goal.uuid}>
            <strong data-testid="rehab-goal-text">{goal.goal}</strong>
            {goal.achieved && (
              <span className="achieved-badge" data-testid="goal-achieved-badge">
                {t("GOAL_ACHIEVED")}
              </span>
            )}
            <ul className="action-list">
              {(goal.actions ?? []).map((action) => (
                <li key={action.uuid} data-testid="rehab-action">
                  <label>
                    <input type="checkbox" checked={action.ready ?? false} onChange={() => onChange((p) => toggleAction(p, goal.uuid, action.uuid))} />
                    <span data-testid="rehab-action-text">{action.description}</span>
                  </label>
                </li>
              ))}
            </ul>
            <GoalDetails goal={goal} onChange={(patch) => onChange((p) => updateGoal(p, goal.uuid, patch, new Date()))} />
            <AddLine label={t("ADD_STEP")} placeholder={t("NEW_STEP")} testId="action" onAdd={(text) => onChange((p) => addAction(p, goal.uuid, text))} />
          </li>
        ))}
      </ul>
      <AddLine label={t("ADD_GOAL")} placeholder={t("NEW_GOAL")} testId="goal" onAdd={(text) => onChange((p) => addGoal(p, domainId, text, new Date()))} />
    </section>
  );
}
