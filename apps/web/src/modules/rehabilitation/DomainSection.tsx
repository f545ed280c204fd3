import { useState, type FormEvent } from "react";
import { t } from "../../i18n/t.js";
import { addAction, addGoal, toggleAction, type RehabRecord } from "./rehab-record.js";

type Domain = NonNullable<RehabRecord["domains"]>[number];

function AddLine({ label, placeholder, testId, onAdd }: { label: string; placeholder: string; testId: string; onAdd(text: string): void }) {
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onAdd(text.trim());
    setText("");
  };
  return (
    <form className="add-line" onSubmit={submit}>
      <input data-testid={`${testId}-input`} placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" data-testid={`${testId}-add`}>
        {label}
      </button>
    </form>
  );
}

/** One domain of the plan: its goals, each with its steps (actions). */
export function DomainSection({ plan, domain, onChange }: { plan: RehabRecord; domain: Domain; onChange(next: RehabRecord): void }) {
  return (
    <section className="rehab-domain" data-testid="rehab-domain" data-domain-id={domain.domain_id ?? ""}>
      <h2>{domain.description}</h2>
      {domain.info && <p className="muted">{domain.info}</p>}
      <ul className="goal-list">
        {(domain.goals ?? []).map((goal) => (
          <li key={goal.uuid} data-testid="rehab-goal" data-uuid={goal.uuid}>
            <strong data-testid="rehab-goal-text">{goal.goal}</strong>
            <ul className="action-list">
              {(goal.actions ?? []).map((action) => (
                <li key={action.uuid} data-testid="rehab-action">
                  <label>
                    <input type="checkbox" checked={action.ready ?? false} onChange={() => onChange(toggleAction(plan, goal.uuid, action.uuid))} />
                    <span data-testid="rehab-action-text">{action.description}</span>
                  </label>
                </li>
              ))}
            </ul>
            <AddLine label={t("ADD_STEP")} placeholder={t("NEW_STEP")} testId="action" onAdd={(text) => onChange(addAction(plan, goal.uuid, text))} />
          </li>
        ))}
      </ul>
      <AddLine label={t("ADD_GOAL")} placeholder={t("NEW_GOAL")} testId="goal" onAdd={(text) => onChange(addGoal(plan, domain.domain_id ?? "", text, new Date()))} />
    </section>
  );
}
