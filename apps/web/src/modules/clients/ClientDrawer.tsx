import { CLIENT_SIMPLE_FIELDS, type Consent, type SimpleField } from "@stepwise/domain";
import { serverNow } from "../../platform/server-clock.js";
import { useEffect, useState, type FormEvent } from "react";
import { RejectedEditNote } from "../../sync/RejectedEdits.js";
import { storedApplication } from "../deployment/deployment.js";
import { featuresOf } from "../deployment/navigation.js";
import { t } from "../../i18n/t.js";
import { FormFooter } from "../../ui/FormFooter.js";
import { useEditing } from "../../sync/runtime-context.js";
import { Drawer } from "../../ui/Drawer.js";
import { formFieldsFor, type FormField } from "./client-form.js";
import { newClient } from "./client-record.js";
import { withDerivedFields } from "./client-rules.js";
import { ClientFormFields } from "./ClientFormFields.js";
import { ConsentFields } from "./ConsentFields.js";
import { scopeNames, storedConsents, unrecordedRequiredScopes, withConsentBox } from "./consent-form.js";
import { ClientPhoto } from "./ClientPhoto.js";
import { ClientSimpleFields, simpleValuesOf, type SimpleValues } from "./ClientSimpleFields.js";
import type { ClientImageRecord } from "./use-client-image.js";
import type { ClientRow } from "./waiting-clients.js";
import { showSaved } from "../../ui/saved-notice.js";

export interface ShownImage {
  image: ClientImageRecord | null;
  dataversion: number | null;
}

interface Props {
  row: ClientRow | null;
  open: boolean;
  onClose: () => void;
  /** The deployment's client form (its generic client); without one, birthdate and approach. */
  template?: readonly FormField[];
  image?: ShownImage;
  /** The client's simple fields the form shows (the domain's list; a test may give its own). */
  simpleFields?: readonly SimpleField[];
}

const NO_IMAGE: ShownImage = { image: null, dataversion: null };

/** New / edit client drawer (docs/product.md §2: a toggle). Saving writes the outbox first, then says so. */
export function ClientDrawer({ row, open, onClose, template = [], image = NO_IMAGE, simpleFields = CLIENT_SIMPLE_FIELDS }: Props) {
  const runtime = useEditing();
  // The form starts from the row it was opened for; the caller mounts a new drawer for every opening
  // (a key), so nothing typed is ever reset under the worker's fingers, not even by a live update of the row.
  const [uuid] = useState<string>(() => row?.record.uuid ?? crypto.randomUUID());
  const [name, setName] = useState(() => row?.record.clientname ?? "");
  const [simple, setSimple] = useState<SimpleValues>(() => simpleValuesOf(row?.record ?? null, simpleFields));
  const [fields, setFields] = useState<FormField[]>(() => formFieldsFor(row?.record ?? null, template, featuresOf(storedApplication()).plan));
  // docs/operating.md, "Consent": the consents as opened, and as the worker changes them.
  const [savedConsents] = useState<Consent[]>(() => storedConsents(row?.record ?? null));
  const [consents, setConsents] = useState<Consent[]>(savedConsents);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // A template arriving while the drawer is open joins what the worker typed, never wipes it.
  useEffect(() => {
    if (template.length > 0)
      setFields((current) => formFieldsFor({ uuid, clientname: name, clientFormFields: current }, template, featuresOf(storedApplication()).plan));
    // Only a new template merges: the name typed so far is read, not a reason to merge again (uuid never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [template]);

  const base = row ? row.record : newClient(uuid, "");
  const preview = withDerivedFields({ ...base, ...simple, clientname: name.trim(), clientFormFields: withConsentBox(fields, consents), consents }, serverNow());

  async function save(event: FormEvent) {
    event.preventDefault();
    const clientname = name.trim();
    if (!clientname) {
      setError(t("CLIENT_NAME_REQUIRED"));
      return;
    }
    const unrecorded = unrecordedRequiredScopes(fields, consents);
    if (unrecorded.length > 0) {
      setError(t("CONSENT_MISSING", { scopes: scopeNames(unrecorded) }));
      return;
    }
    const record = withDerivedFields({ ...base, ...simple, clientname, clientFormFields: withConsentBox(fields, consents), consents }, serverNow());
    await runtime.queue("clients", record.uuid, "UPSERT", record, row?.dataversion ?? null);
    if (picked) {
      const imageUuid = image.image?.uuid ?? crypto.randomUUID();
      await runtime.queue("client_images", imageUuid, "UPSERT", { uuid: imageUuid, client_uuid: record.uuid, image: picked }, image.dataversion);
    }
    showSaved(runtime.notices);
    onClose();
  }

  /** docs/product.md §4: deleting a client queues a removal (a tombstone on the server), outbox first too. */
  async function remove() {
    if (!row) return;
    await runtime.queue("clients", row.record.uuid, "DELETE", null, row.dataversion);
    showSaved(runtime.notices, "DELETED_ON_DEVICE");
    onClose();
  }

  return (
    <Drawer title={row ? t("EDIT_CLIENT") : t("NEW_CLIENT")} open={open} onClose={onClose} testId="client-drawer">
      <form className="form" onSubmit={(event) => void save(event)} noValidate>
        <RejectedEditNote table="clients" uuid={uuid} />
        <p className="muted">{t("CLIENT_MANDATORY_HINT")}</p>
        <label>
          <span className="field-label">
            {t("CLIENT_NAME")}
            <abbr className="mandatory" title={t("CLIENT_MANDATORY")} aria-label={t("CLIENT_MANDATORY")}>
              *
            </abbr>
          </span>
          <input data-testid="client-name" autoFocus aria-required value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <ClientSimpleFields fields={simpleFields} values={simple} onChange={setSimple} />
        <ClientFormFields fields={fields} onChange={setFields} />
        <ConsentFields fields={fields} consents={consents} saved={savedConsents} onChange={setConsents} />
        <p className="client-derived" aria-live="polite">
          <span data-testid="client-validity" data-valid={String(preview.valid)} className={preview.valid ? "complete-badge" : "incomplete-badge"}>
            {preview.valid ? t("CLIENT_COMPLETE") : t("CLIENT_INCOMPLETE")}
          </span>
          {typeof preview.age === "number" && <span data-testid="client-age">{t("CLIENT_AGE_MONTHS", { months: preview.age })}</span>}
        </p>
        <ClientPhoto name={name.trim()} current={picked ?? image.image?.image ?? null} onPick={setPicked} />
        <FormFooter error={error} testIdPrefix="client" onClose={onClose} />
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
