import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { WrappingSelect } from "../../ui/WrappingSelect.js";
import type { ChildRow } from "./use-milestones.js";

export function childLabel(child: ChildRow): string {
  const born = t("CHILD_BORN", { birthdate: child.record.birthdate ?? "" });
  return child.ageInMonths === null ? born : `${born} · ${t("CLIENT_AGE_MONTHS", { months: child.ageInMonths })}`;
}

/** Which child the checklists are filled in for; a link to add one when there is none. */
export function ChildPicker({ children, child, onChoose }: { children: readonly ChildRow[]; child: ChildRow | null; onChoose: (uuid: string) => void }) {
  if (!child) {
    return (
      <p className="empty" data-testid="no-child">
        {t("NO_CHILD_CHOSEN")} <Link to="/milestones/milestonechildren">{t("PAGE_MILESTONE_CHILDREN")}</Link>
      </p>
    );
  }
  return (
    <label className="child-picker">
      {t("CHOOSE_CHILD")}
      <WrappingSelect data-testid="child-picker" value={child.record.uuid} onChange={(e) => onChoose(e.target.value)} shown={childLabel(child)}>
        {children.map((c) => (
          <option key={c.record.uuid} value={c.record.uuid}>
            {childLabel(c)}
          </option>
        ))}
      </WrappingSelect>
    </label>
  );
}
