import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import "./milestones.css";

const PARAGRAPHS = ["MILESTONES_INTRO_WHAT", "MILESTONES_INTRO_HOW", "MILESTONES_INTRO_WORRY"];

/** /milestones/milestonesintro: what the milestone checklist is and how to use it. */
export function MilestonesIntroScreen() {
  const text = PARAGRAPHS.map((key) => t(key)).join(" ");
  return (
    <section className="screen milestones-intro" data-testid="milestones-intro">
      <h1>{t("PAGE_MILESTONES_INTRO")}</h1>
      <ReadAloudButton text={text} />
      {PARAGRAPHS.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      <Link className="button primary" to="/milestones/milestonechildren">
        {t("MILESTONES_BEGIN")}
      </Link>
    </section>
  );
}
