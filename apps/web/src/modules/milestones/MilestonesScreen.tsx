import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import "./milestones.css";

const SCREENS = [
  { to: "/milestones/milestonesintro", titleKey: "PAGE_MILESTONES_INTRO" },
  { to: "/milestones/milestonechildren", titleKey: "PAGE_MILESTONE_CHILDREN" },
  { to: "/milestones/milestonedomains", titleKey: "PAGE_MILESTONE_DOMAINS" },
  { to: "/milestones/milestonecategories", titleKey: "PAGE_MILESTONE_CATEGORIES" },
];

/** /milestones: the milestone screens of docs/product.md §2. */
export function MilestonesScreen() {
  return (
    <section className="screen" data-testid="milestones-screen">
      <h1>{t("PAGE_MILESTONES")}</h1>
      <p>{t("MILESTONES_SUMMARY")}</p>
      <nav className="tiles" aria-label={t("PAGE_MILESTONES")}>
        {SCREENS.map((screen) => (
          <Link key={screen.to} className="tile" to={screen.to}>
            {t(screen.titleKey)}
          </Link>
        ))}
      </nav>
    </section>
  );
}
