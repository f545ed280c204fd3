import { Link, useSearchParams } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { ChecklistsState } from "./ChecklistsState.js";
import { ChildPicker } from "./ChildPicker.js";
import { achievedIn, ageBands } from "./milestone-progress.js";
import { ageBandName, domainName } from "./milestone-texts.js";
import { useChildChecklists } from "./use-child-checklists.js";
import "./milestones.css";

/**
 * /milestones/milestonecategories: the checklists (one per domain and age band), grouped by age
 * band, of one domain when `?domain=` names it; the band that fits the open child is marked.
 */
export function MilestoneCategoriesScreen() {
  const [params] = useSearchParams();
  const domain = params.get("domain");
  const { checklists: all, loading, children, child, choose, form, band } = useChildChecklists();
  const checklists = domain ? all.filter((c) => c.domain === domain) : all;
  return (
    <section className="screen" data-testid="milestone-categories">
      <h1>{domain ? domainName(domain) : t("PAGE_MILESTONE_CATEGORIES")}</h1>
      <ChildPicker children={children} child={child} onChoose={choose} />
      <p className="muted">
        {t("MILESTONE_CATEGORIES_INTRO")} {domain && <Link to="/milestones/milestonecategories">{t("ALL_DOMAINS")}</Link>}
      </p>
      {checklists.length === 0 && <ChecklistsState loading={loading} />}
      {ageBands(checklists).map((ageMonths) => (
        <section key={ageMonths} className={`age-band${ageMonths === band ? " current" : ""}`} data-testid="age-band" data-age={ageMonths}>
          <h2>
            {ageBandName(ageMonths)}
            {ageMonths === band && child && <span className="band-mark">{t("AGE_BAND_CURRENT")}</span>}
          </h2>
          <ul className="milestone-links">
            {checklists
              .filter((c) => c.ageMonths === ageMonths)
              .map((c) => (
                <li key={c.id}>
                  <Link to={`/milestones/milestoneindicators/${encodeURIComponent(c.id)}`} data-testid="milestone-category" data-category={c.id}>
                    <strong>{domainName(c.domain)}</strong>
                    {child && <span className="muted">{t("ACHIEVED_COUNT", { achieved: achievedIn(c, form?.record), total: c.indicators.length })}</span>}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
