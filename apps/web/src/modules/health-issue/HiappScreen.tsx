import { useState, type FormEvent } from "react";
import { storedSettings } from "../deployment/deployment.js";
import { t } from "../../i18n/t.js";
import { useEditing } from "../../sync/runtime-context.js";
import { formForTree, type HiappRecord } from "./hiapp-record.js";
import { HiappTreeFields } from "./HiappTreeFields.js";
import { useHiappForms, useHiappTree } from "./use-hiapp.js";
import { usePdfDownloads } from "./use-pdf-downloads.js";
import "./hiapp.css";
import { WHILE_OFFLINE_SLOT } from "../../sync/stale-notices.js";

/** The form this device shows on /hiapp, kept across reloads. */
const ACTIVE_FORM_KEY = "hiappActiveForm";

/** docs/product.md §2 /hiapp: the health-issue form (docs/product.md §3), saved through the outbox, and its PDF. */
export function HiappScreen() {
  const runtime = useEditing();
  const { tree, loading } = useHiappTree();
  const { forms, save } = useHiappForms();
  const { downloads, waiting: pdfsWaiting } = usePdfDownloads();
  const [activeUuid, setActiveUuid] = useState(() => localStorage.getItem(ACTIVE_FORM_KEY) ?? crypto.randomUUID());
  const [draft, setDraft] = useState<HiappRecord | null>(null);
  const [saved, setSaved] = useState(false);

  if (!tree) {
    return (
      <section className="screen">
        <h1>{t("PAGE_HIAPP")}</h1>
        {!loading && <p className="empty">{t("HIAPP_TREE_MISSING")}</p>}
      </section>
    );
  }

  const active = forms.find((f) => f.record.uuid === activeUuid);
  const shown = draft ?? formForTree(tree, active?.record ?? { uuid: activeUuid });
  const edit = (record: HiappRecord) => {
    setDraft(record);
    setSaved(false);
  };
  const choose = (uuid: string) => {
    setActiveUuid(uuid);
    setDraft(null);
    setSaved(false);
    localStorage.setItem(ACTIVE_FORM_KEY, uuid);
  };

  /** Edits go to the outbox first (a form never saved is saved too, so its PDF matches a record). */
  const persist = async () => {
    if (draft || !active) await save(shown, active?.dataversion ?? null);
    localStorage.setItem(ACTIVE_FORM_KEY, shown.uuid);
    setDraft(null);
    setSaved(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await persist();
  };

  const askPdf = async () => {
    if (!downloads) return;
    await persist();
    const { waiting } = await downloads.request(shown, storedSettings().languageCode);
    if (waiting) runtime.notices.show(t("HIAPP_PDF_WAITING"), { timeoutMs: 10_000, slot: WHILE_OFFLINE_SLOT });
  };

  return (
    <section className="screen hiapp-screen">
      <h1>{t("PAGE_HIAPP")}</h1>
      <p>{t("HIAPP_INTRO")}</p>
      <nav className="hiapp-forms" aria-label={t("HIAPP_SAVED_FORMS")}>
        {forms.length > 0 && <h2>{t("HIAPP_SAVED_FORMS")}</h2>}
        <ul>
          {forms.map((form) => (
            <li key={form.record.uuid}>
              <button
                type="button"
                className="button"
                aria-current={form.record.uuid === activeUuid ? "true" : undefined}
                onClick={() => choose(form.record.uuid)}
                data-testid="hiapp-form-item"
              >
                {form.record.client_reference || t("HIAPP_NO_REFERENCE")}
                {form.waiting && <span className="pending-badge">{t("WAITING_TO_SYNC")}</span>}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => choose(crypto.randomUUID())} data-testid="hiapp-new">
          {t("HIAPP_NEW_FORM")}
        </button>
      </nav>
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <label>
          {t("HIAPP_CLIENT_REFERENCE")}
          <input value={shown.client_reference ?? ""} onChange={(e) => edit({ ...shown, client_reference: e.target.value })} data-testid="hiapp-reference" />
        </label>
        <HiappTreeFields tree={tree} record={shown} onChange={edit} />
        <div className="form-actions">
          <button type="submit" className="primary" data-testid="hiapp-save">
            {t("SAVE")}
          </button>
          <button type="button" onClick={() => void askPdf()} disabled={!downloads} data-testid="hiapp-pdf">
            {t("HIAPP_DOWNLOAD_PDF")}
          </button>
        </div>
        <p role="status" className="muted" data-testid="hiapp-status">
          {[saved ? t("SAVED_ON_DEVICE") : "", pdfsWaiting > 0 ? t("HIAPP_PDF_PENDING") : ""].filter(Boolean).join(" · ")}
        </p>
      </form>
    </section>
  );
}
