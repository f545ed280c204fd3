import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";

export function HomeScreen() {
  return (
    <section className="screen">
      <h1>{t("APP_TITLE")}</h1>
      <p>{t("HOME_INTRO")}</p>
      <nav className="tiles">
        <Link className="tile" to="/forms/clients">
          {t("CLIENTS")}
        </Link>
      </nav>
    </section>
  );
}
