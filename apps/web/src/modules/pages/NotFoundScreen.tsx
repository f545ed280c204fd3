import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";

/** Any path docs/product.md §2 does not name. */
export function NotFoundScreen() {
  return (
    <section className="screen" data-testid="not-found">
      <h1>404 · {t("NOT_FOUND")}</h1>
      <p>{t("NOT_FOUND_TEXT")}</p>
      <Link to="/Home">{t("GO_HOME")}</Link>
    </section>
  );
}
