import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { ChecklistsState } from "./ChecklistsState.js";
import { ChildPicker } from "./ChildPicker.js";
import { achievedIn, domainsOf } from "./milestone-progress.js";
import { ageBandName, domainName } from "./milestone-texts.js";
import { useChildChecklists } from "./use-child-checklists.js";
import "./milestones.css";

/** /milestones/milestonedomains: the development domains, with the open child's progress at its age. */
export function MilestoneDomainsScreen() {
  const { checklists, loading, children, child, choose, form, band } = useChildChecklists();
  return (
    <section className="screen" data-testid="milestone-domains">
      <h1>{t("PAGE_MILESTONE_DOMAINS")}</h1>
      <ChildPicker children={children} child={child} onChoose={choose} />
      <p className="muted">{t("MILESTONE_DOMAINS_INTRO")}</p>
      {checklists.length === 0 && <ChecklistsState loading={loading} />}
      <ul className="milestone-links">
        {domainsOf(checklists).map((domain) => {
          const atAge = checklists.find((c) => c.domain === domain && c.ageMonths === band);
          return (
            <li key={domain}>
              <Link to={`/milestones/milestonecategories?domain=${encodeURIComponent(domain)}`} data-testid="milestone-domain" data-domain={domain}>
                <strong>{domainName(domain)}</strong>
                {child && atAge && (
                  <span className="muted">
                    {ageBandName(atAge.ageMonths)}: {t("ACHIEVED_COUNT", { achieved: achievedIn(atAge, form?.record), total: atAge.indicators.length })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
