import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";

const FORMS = [
  { to: "/forms/clients", titleKey: "CLIENTS" },
  { to: "/forms/goals", titleKey: "GOALS_AND_STEPS" },
  { to: "/forms/diary", titleKey: "PAGE_DIARY" },
  { to: "/forms/clientAppointments", titleKey: "PAGE_APPOINTMENTS" },
  { to: "/forms/Cycleform", titleKey: "PAGE_CYCLE_FORM" },
];

/** /forms, the bare parent route (spec 2): the forms a worker fills in. */
export function FormsScreen() {
  return (
    <section className="screen" data-testid="forms-screen">
      <h1>{t("PAGE_FORMS")}</h1>
      <nav className="tiles" aria-label={t("PAGE_FORMS")}>
        {FORMS.map((form) => (
          <Link key={form.to} className="tile" to={form.to}>
            {t(form.titleKey)}
          </Link>
        ))}
      </nav>
    </section>
  );
}
