import { t } from "../../i18n/t.js";
import { setPrescription, toggleChosen, type HiappRecord, type HiappTree, type ItemPath } from "./hiapp-record.js";

type IssueOption = HiappTree["hiapp_subjects"][number]["hi_issues"][number];
type CauseOption = IssueOption["hi_causes"][number];
type IssueState = NonNullable<NonNullable<HiappRecord["hiapp_subjects"]>[number]["hi_issues"]>[number];
type CauseState = NonNullable<IssueState["hi_causes"]>[number];

interface Edit {
  record: HiappRecord;
  onChange: (record: HiappRecord) => void;
}

function Choice({ id, label, chosen, onToggle }: { id: string; label: string; chosen: boolean; onToggle: () => void }) {
  return (
    <label className="hiapp-choice">
      <input type="checkbox" checked={chosen} onChange={onToggle} data-testid={`hiapp-item-${id}`} />
      <span>{label}</span>
    </label>
  );
}

/** A cause, and when chosen its solutions, each chosen solution with its prescription. */
function CauseFields({ issueId, cause, state, edit }: { issueId: string; cause: CauseOption; state: CauseState | undefined; edit: Edit }) {
  const solutions = new Map((state?.hi_solutions ?? []).map((s) => [s.id, s]));
  return (
    <li>
      <Choice
        id={cause.id}
        label={cause.label}
        chosen={!!state?.chosen}
        onToggle={() => edit.onChange(toggleChosen(edit.record, { issueId, causeId: cause.id }))}
      />
      {state?.chosen && (
        <ul className="hiapp-solutions" aria-label={t("HIAPP_SOLUTION")}>
          {cause.hi_solutions.map((solution) => {
            const saved = solutions.get(solution.id);
            const path: Required<ItemPath> = { issueId, causeId: cause.id, solutionId: solution.id };
            return (
              <li key={solution.id}>
                <Choice id={solution.id} label={solution.label} chosen={!!saved?.chosen} onToggle={() => edit.onChange(toggleChosen(edit.record, path))} />
                {saved?.chosen && (
                  <label className="hiapp-prescription">
                    {t("HIAPP_PRESCRIPTION_FOR", { solution: solution.label })}
                    <textarea
                      rows={3}
                      value={saved.prescriptionTxt ?? ""}
                      onChange={(e) => edit.onChange(setPrescription(edit.record, path, e.target.value))}
                      data-testid={`hiapp-prescription-${solution.id}`}
                    />
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function IssueFields({ issue, state, edit }: { issue: IssueOption; state: IssueState | undefined; edit: Edit }) {
  const causes = new Map((state?.hi_causes ?? []).map((c) => [c.id, c]));
  return (
    <div className="hiapp-issue">
      <Choice id={issue.id} label={issue.label} chosen={!!state?.chosen} onToggle={() => edit.onChange(toggleChosen(edit.record, { issueId: issue.id }))} />
      {state?.chosen && (
        <ul className="hiapp-causes" aria-label={t("HIAPP_CAUSE")}>
          {issue.hi_causes.map((cause) => (
            <CauseFields key={cause.id} issueId={issue.id} cause={cause} state={causes.get(cause.id)} edit={edit} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The tree as nested checkboxes, subjects in order: the causes of a chosen issue, the solutions of a chosen cause. */
export function HiappTreeFields({ tree, record, onChange }: { tree: HiappTree; record: HiappRecord; onChange: (record: HiappRecord) => void }) {
  const issues = new Map((record.hiapp_subjects ?? []).flatMap((s) => s.hi_issues ?? []).map((i) => [i.id, i]));
  const edit = { record, onChange };
  return (
    <>
      {[...tree.hiapp_subjects]
        .sort((a, b) => a.order - b.order)
        .map((subject) => (
          <fieldset key={subject.order} className="hiapp-subject">
            <legend>{subject.label}</legend>
            {subject.hi_issues.map((issue) => (
              <IssueFields key={issue.id} issue={issue} state={issues.get(issue.id)} edit={edit} />
            ))}
          </fieldset>
        ))}
    </>
  );
}
