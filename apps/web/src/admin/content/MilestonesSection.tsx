import { useId, useState, type FormEvent } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import { addIndicator, byAge, removeIndicator, setIndicatorText, type Checklist } from "./milestone-edits.js";
import { ContentLanguagePicker, ProblemList, SaveStatus } from "./LibraryParts.js";
import { useDraftItems, type DraftProblem } from "./use-draft-items.js";
import "./library.css";

/**
 * The milestone checklists per language (kind "milestones"), by age: each checklist's items edited,
 * added and removed, then saved to the draft (docs/operator-console.md, "Articles, milestones and
 * the health-issue tree"). A tab of the Content page.
 */
export function MilestonesSection({ applicationId }: { applicationId: number }) {
  const { t } = useAdminTexts();
  const [chosen, setChosen] = useState("");
  const draft = useDraftItems<Checklist>(applicationId, "milestones", chosen);
  if (draft.error) return <p role="alert">{t("ERROR", { message: draft.error })}</p>;
  if (draft.loading) return <p>{t("LOADING")}</p>;
  const ages = byAge(draft.items.map((item) => item.content));
  const problemsOf = (checklist: Checklist) => draft.problems.filter((p) => p.where.includes(checklist.id) && p.where.includes(`(${draft.language})`));
  return (
    <section className="library-section" aria-labelledby="library-milestones-title" data-testid="library-milestones">
      <h2 id="library-milestones-title">{t("LIB_MILESTONES")}</h2>
      <ContentLanguagePicker languages={draft.languages} value={draft.language} onChange={setChosen} testId="library-milestones-language" />
      <SaveStatus status={draft.status} testId="library-milestones-status" />
      {ages.length === 0 && <p>{t("LIB_NO_MILESTONES")}</p>}
      {ages.map((age) => (
        <details key={age.ageMonths} className="library-age" data-testid="milestone-age">
          <summary>{t("LIB_AGE_MONTHS", { months: age.ageMonths })}</summary>
          {age.checklists.map((checklist) => (
            <ChecklistForm
              key={`${draft.language}|${checklist.id}|${JSON.stringify(checklist.indicators)}`}
              checklist={checklist}
              problems={problemsOf(checklist)}
              onSave={(edited) => draft.save(edited.id, draft.language, edited)}
            />
          ))}
        </details>
      ))}
    </section>
  );
}

/** One checklist (an age and a domain): its items' texts, one more, one fewer; saved together. */
function ChecklistForm(props: { checklist: Checklist; problems: readonly DraftProblem[]; onSave: (checklist: Checklist) => Promise<boolean> }) {
  const { t } = useAdminTexts();
  const [checklist, setChecklist] = useState(props.checklist);
  const [added, setAdded] = useState("");
  const titleId = useId();
  const newId = useId();
  const edited = JSON.stringify(checklist) !== JSON.stringify(props.checklist);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onSave(checklist);
  };
  const add = () => {
    if (added.trim() === "") return;
    setChecklist(addIndicator(checklist, added.trim()));
    setAdded("");
  };
  return (
    <form className="admin-form library-checklist" aria-labelledby={titleId} onSubmit={submit} data-testid="milestone-checklist" data-checklist={checklist.id}>
      <h3 id={titleId}>{checklist.domain}</h3>
      <ProblemList problems={props.problems} testId="milestone-problems" />
      <ol className="library-rows">
        {checklist.indicators.map((indicator, i) => (
          <li key={indicator.id}>
            <label>
              <span className="library-visually-hidden">{t("LIB_ITEM_TEXT", { n: i + 1 })}</span>
              <input
                value={indicator.text}
                onChange={(e) => setChecklist(setIndicatorText(checklist, indicator.id, e.target.value))}
                data-testid="milestone-item"
                data-indicator={indicator.id}
              />
            </label>
            <button
              type="button"
              className="admin-danger"
              onClick={() => setChecklist(removeIndicator(checklist, indicator.id))}
              data-testid="milestone-remove"
            >
              <span aria-hidden="true">×</span>
              <span className="library-visually-hidden">{t("LIB_REMOVE_ITEM", { n: i + 1 })}</span>
            </button>
          </li>
        ))}
      </ol>
      <div className="library-inline">
        <label htmlFor={newId}>{t("LIB_NEW_ITEM")}</label>
        <input id={newId} value={added} onChange={(e) => setAdded(e.target.value)} data-testid="milestone-new" />
        <button type="button" onClick={add} disabled={added.trim() === ""} data-testid="milestone-add">
          {t("LIB_ADD_ITEM")}
        </button>
      </div>
      <button type="submit" disabled={!edited} data-testid="milestone-save">
        {t("LIB_SAVE")}
      </button>
    </form>
  );
}
