import { useEffect, useState, type FormEvent } from "react";
import { t } from "../../i18n/t.js";
import { useRuntime } from "../../sync/runtime-context.js";
import { Drawer } from "../../ui/Drawer.js";
import { flowAnswer, newClient, withFlowAnswer } from "./client-record.js";
import { birthdateField, withBirthdate, withDerivedFields } from "./client-rules.js";
import type { ClientRow } from "./waiting-clients.js";

/** New / edit client drawer (spec 2: a toggle). Saving writes the outbox first, then says so. */
export function ClientDrawer({ row, open, onClose }: { row: ClientRow | null; open: boolean; onClose(): void }) {
  const runtime = useRuntime();
  const [name, setName] = useState("");
  const [approach, setApproach] = useState("");
  const [birthdate, setBirthdate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  useEffect(() => {
    setName(row?.record.clientname ?? "");
    setApproach(String(flowAnswer(row?.record) ?? ""));
    setBirthdate(String((row && birthdateField(row.record)?.answer) ?? ""));
    setError(null);
    setConfirmingDelete(false);
  }, [row, open]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const clientname = name.trim();
    if (!clientname) {
      setError(t("CLIENT_NAME_REQUIRED"));
      return;
    }
    const base = row ? { ...row.record, clientname } : newClient(clientname);
    const answered = withBirthdate(withFlowAnswer(base, approach === "" ? null : Number(approach)), birthdate);
    const record = withDerivedFields(answered, new Date());
    await runtime.queue("clients", record.uuid, "UPSERT", record, row?.dataversion ?? null);
    runtime.notices.show(t("SAVED_ON_DEVICE"));
    onClose();
  }

  /** Spec 4: deleting a client queues a removal (a tombstone on the server), outbox first too. */
  async function remove() {
    if (!row) return;
    await runtime.queue("clients", row.record.uuid, "DELETE", null, row.dataversion);
    runtime.notices.show(t("DELETED_ON_DEVICE"));
    onClose();
  }

  return (
    <Drawer title={row ? t("EDIT_CLIENT") : t("NEW_CLIENT")} open={open} onClose={onClose} testId="client-drawer">
      <form className="form" onSubmit={save}>
        <label>
          {t("CLIENT_NAME")}
          <input data-testid="client-name" autoFocus value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t("CLIENT_BIRTHDATE")}
          <input data-testid="client-birthdate" inputMode="numeric" placeholder="dd-mm-yyyy" value={birthdate} onChange={(e) => setBirthdate(e.target.value)} />
        </label>
        <label>
          {t("REHAB_APPROACH")}
          <select data-testid="client-flow" value={approach} onChange={(e) => setApproach(e.target.value)}>
            <option value="">{t("REHAB_APPROACH_NONE")}</option>
            <option value="79">{t("REHAB_APPROACH_FWORDS")}</option>
            <option value="80">{t("REHAB_APPROACH_ICF")}</option>
          </select>
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary" data-testid="client-save">
            {t("SAVE")}
          </button>
          <button type="button" data-testid="client-close" onClick={onClose}>
            {t("CLOSE")}
          </button>
        </div>
        {row && !confirmingDelete && (
          <button type="button" className="danger" data-testid="client-delete" onClick={() => setConfirmingDelete(true)}>
            {t("DELETE")}
          </button>
        )}
        {row && confirmingDelete && (
          <button type="button" className="danger" data-testid="client-delete-confirm" onClick={() => void remove()}>
            {t("CLIENT_DELETE_CONFIRM")}
          </button>
        )}
      </form>
    </Drawer>
  );
}
