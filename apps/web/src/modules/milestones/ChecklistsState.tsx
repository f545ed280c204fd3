import { t } from "../../i18n/t.js";

/** Shown instead of a list while the checklists load, or when this device has none (never online yet). */
export function ChecklistsState({ loading }: { loading: boolean }) {
  return (
    <p className="empty" data-testid="checklists-state">
      {t(loading ? "CHECKLISTS_LOADING" : "NO_CHECKLISTS")}
    </p>
  );
}
