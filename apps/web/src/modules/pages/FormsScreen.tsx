import { Link } from "react-router-dom";
import { storedApplication } from "../deployment/deployment.js";
import { formSectionsFor } from "../deployment/navigation.js";
import { t } from "../../i18n/t.js";

/** /forms, the bare parent route (docs/product.md §2): the forms a worker fills in. */
export function FormsScreen() {
  return (
    <section className="screen" data-testid="forms-screen">
      <h1>{t("PAGE_FORMS")}</h1>
      <nav className="tiles" aria-label={t("PAGE_FORMS")}>
        {formSectionsFor(storedApplication()).map((form) => (
          <Link key={form.to} className="tile" to={form.to}>
            {t(form.titleKey)}
          </Link>
        ))}
      </nav>
    </section>
  );
}
