import { useEffect, useState, type FormEvent } from "react";
import { serverNow } from "../../platform/server-clock.js";
import { t } from "../../i18n/t.js";
import { FormFooter } from "../../ui/FormFooter.js";
import { useEditing } from "../../sync/runtime-context.js";
import { Drawer } from "../../ui/Drawer.js";
import { checkBirthdate } from "./my-child-record.js";
import { useMilestoneEdits } from "./use-milestone-edits.js";
import type { ChildRow, FormRow } from "./use-milestones.js";
import { showSaved } from "../../ui/saved-notice.js";

/** Add a child, change a birthdate, or delete a child with its checklists (a second press confirms). */
export function ChildDrawer({ row, forms, open, onClose }: { row: ChildRow | null; forms: readonly FormRow[]; open: boolean; onClose: () => void }) {
  const runtime = useEditing();
  const edits = useMilestoneEdits();
  const [birthdate, setBirthdate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  useEffect(() => {
    setBirthdate(row?.record.birthdate ?? "");
    setError(null);
    setConfirmingDelete(false);
  }, [row, open]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkBirthdate(birthdate, serverNow());
    if ("error" in checked) {
      setError(t(checked.error));
      return;
    }
    await edits.saveChild(row, checked.birthdate);
    showSaved(runtime.notices);
    onClose();
  }

  async function remove() {
    if (!row) return;
    await edits.deleteChild(row, forms);
    showSaved(runtime.notices, "DELETED_ON_DEVICE");
    onClose();
  }

  return (
    <Drawer title={row ? t("EDIT_CHILD") : t("ADD_CHILD")} open={open} onClose={onClose} testId="child-drawer">
      <form className="form" onSubmit={(event) => void save(event)} noValidate>
        <label>
          {t("CLIENT_BIRTHDATE")}
          <input
            data-testid="child-birthdate"
            autoFocus
            inputMode="numeric"
            placeholder="dd-mm-yyyy"
            value={birthdate}
            aria-invalid={error !== null}
            onChange={(e) => setBirthdate(e.target.value)}
          />
        </label>
        <FormFooter error={error} testIdPrefix="child" onClose={onClose} />
        {row && !confirmingDelete && (
          <button type="button" className="danger" data-testid="child-delete" onClick={() => setConfirmingDelete(true)}>
            {t("DELETE")}
          </button>
        )}
        {row && confirmingDelete && (
          <button type="button" className="danger" data-testid="child-delete-confirm" onClick={() => void remove()}>
            {t("CHILD_DELETE_CONFIRM")}
          </button>
        )}
      </form>
    </Drawer>
  );
}
