import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";

/** Any path the spec does not name (spec 2). */
export function NotFoundScreen() {
  return (
    <section className="screen" data-testid="not-found">
      <h1>404 · {t("NOT_FOUND")}</h1>
      <p>{t("NOT_FOUND_TEXT")}</p>
      <Link to="/Home">{t("GO_HOME")}</Link>
    </section>
  );
}
