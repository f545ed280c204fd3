import { Link } from "react-router-dom";
import { storedApplication, storedSettings } from "../deployment/deployment.js";
import { featuresOf } from "../deployment/navigation.js";
import { introText, regionName, t } from "../../i18n/t.js";
import { ArticleLinks } from "../articles/ArticleLinks.js";
import { useArticles } from "../articles/use-articles.js";

/** /malawi: the MALA deployment's own area: its welcome, the child-development tools and its articles. */
export function MalawiScreen() {
  const app = storedApplication();
  const articles = useArticles();
  if (app?.app_identifier !== "MALA") {
    return (
      <section className="screen" data-testid="malawi-elsewhere">
        <h1>{t("PAGE_MALAWI")}</h1>
        <p>{t("MALAWI_ONLY")}</p>
        <Link to="/Home">{t("GO_HOME")}</Link>
      </section>
    );
  }
  const region = app.regions.find((r) => String(r.id) === storedSettings().regionID);
  return (
    <section className="screen" data-testid="malawi-area">
      <h1>{app.app_title}</h1>
      <p>{introText(app)}</p>
      {region && (
        <p className="muted">
          {t("REGION")}: {regionName(region)}
        </p>
      )}
      <nav className="tiles" aria-label={t("PAGE_MALAWI")}>
        <Link className="tile" to="/milestones/milestonechildren">
          {t("PAGE_MILESTONE_CHILDREN")}
        </Link>
        <Link className="tile" to="/milestones/milestonecategories">
          {t("PAGE_MILESTONE_CATEGORIES")}
        </Link>
        <Link className="tile" to="/milestones/milestonesintro">
          {t("PAGE_MILESTONES_INTRO")}
        </Link>
        {featuresOf(app).chat && (
          <Link className="tile" to="/chat">
            {t("PAGE_CHAT")}
          </Link>
        )}
      </nav>
      <ArticleLinks titleKey="ARTICLES" articles={articles} />
    </section>
  );
}
