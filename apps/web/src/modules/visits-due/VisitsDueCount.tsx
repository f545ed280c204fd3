import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { useVisitsDueOnHome } from "./use-visits-due.js";
import "./visits-due.css";

/**
 * Home's count of the visits due (overdue, today and this week): the same rows as the "Visits due"
 * screen, so the numbers agree; where the browser cannot notify, this count is the reminder
 * (docs/product.md §4 "Visits due"). Loaded after Home, so it adds nothing to the first download;
 * shown once read (never while a first sync writes its pages).
 */
export function VisitsDueCount() {
  const rows = useVisitsDueOnHome();
  if (rows === null) return null;
  const overdue = rows.filter((r) => r.when === "overdue").length;
  return (
    <Link className="tile visits-due-tile" to="/visits" data-testid="home-visits-due" data-count={rows.length}>
      {t("VISITS_DUE_HOME", { count: rows.length })}
      {overdue > 0 && <span className="visits-overdue-badge"> {t("VISITS_OVERDUE_COUNT", { count: overdue })}</span>}
    </Link>
  );
}
