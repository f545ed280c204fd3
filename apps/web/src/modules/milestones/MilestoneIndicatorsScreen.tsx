import { Link, useParams } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { ChecklistsState } from "./ChecklistsState.js";
import { ChildPicker } from "./ChildPicker.js";
import { IndicatorStatusChoice } from "./IndicatorStatusChoice.js";
import { achievedIn } from "./milestone-progress.js";
import { statusOf, type IndicatorStatus } from "./milestone-record.js";
import { ageBandName, domainName } from "./milestone-texts.js";
import { useChildChecklists } from "./use-child-checklists.js";
import { useMilestoneEdits } from "./use-milestone-edits.js";
import "./milestones.css";

/**
 * /milestones/milestoneindicators/{categoryID}: the indicators of one checklist, each with the
 * status the carer gives it for the open child. A change goes to the outbox first; the form shows
 * as waiting until the server has it.
 */
export function MilestoneIndicatorsScreen() {
  const { categoryID = "" } = useParams();
  const { checklists, loading, children, child, choose, form } = useChildChecklists();
  const edits = useMilestoneEdits();
  const checklist = checklists.find((c) => c.id === categoryID);

  if (!checklist) {
    return (
      <section className="screen" data-testid="milestone-indicators">
        <h1>{t("PAGE_MILESTONE_INDICATORS", { categoryID })}</h1>
        {checklists.length === 0 ? <ChecklistsState loading={loading} /> : <p className="empty">{t("CATEGORY_NOT_FOUND", { categoryID })}</p>}
        <Link to="/milestones/milestonecategories">{t("PAGE_MILESTONE_CATEGORIES")}</Link>
      </section>
    );
  }

  const change = (indicatorId: string, status: IndicatorStatus) => {
    if (child) void edits.setStatus(child.record.uuid, form, checklist, indicatorId, status);
  };

  return (
    <section className="screen" data-testid="milestone-indicators" data-category={checklist.id}>
      <h1>
        {domainName(checklist.domain)}: {ageBandName(checklist.ageMonths)}
      </h1>
      <ChildPicker children={children} child={child} onChoose={choose} />
      {child && (
        <p className="indicator-summary">
          <span data-testid="indicators-achieved">
            {t("ACHIEVED_COUNT", { achieved: achievedIn(checklist, form?.record), total: checklist.indicators.length })}
          </span>
          {form?.waiting && (
            <span className="pending-badge" data-testid="milestone-pending">
              {t("WAITING_TO_SYNC")}
            </span>
          )}
        </p>
      )}
      <ol className="indicator-list">
        {checklist.indicators.map((indicator) => {
          const textId = `indicator-${indicator.id}`;
          return (
            <li key={indicator.id} className="indicator" data-testid="indicator" data-indicator={indicator.id}>
              <div className="indicator-text">
                <span id={textId}>{indicator.text}</span>
                <ReadAloudButton text={indicator.text} />
              </div>
              {child && (
                <IndicatorStatusChoice
                  name={indicator.id}
                  labelledBy={textId}
                  status={statusOf(form?.record, checklist.id, indicator.id)}
                  onChange={(status) => change(indicator.id, status)}
                />
              )}
            </li>
          );
        })}
      </ol>
      <Link to={`/milestones/milestonecategories?domain=${encodeURIComponent(checklist.domain)}`}>{domainName(checklist.domain)}</Link>
    </section>
  );
}
