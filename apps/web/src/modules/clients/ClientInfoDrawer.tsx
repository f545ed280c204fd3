import { clientColour, CONSENT_FIELD } from "@stepwise/domain";
import { storedApplication } from "../deployment/deployment.js";
import { featuresOf } from "../deployment/navigation.js";
import { t } from "../../i18n/t.js";
import { Drawer } from "../../ui/Drawer.js";
import { clientInfoLines } from "./client-info.js";
import { formFieldsFor, type FormField } from "./client-form.js";
import { consentInfoLines, lackingConsentText } from "./consent-form.js";
import type { ClientRow } from "./waiting-clients.js";

/** The client info drawer (docs/product.md §2): a read-only look at a client, its state and its answers. */
export function ClientInfoDrawer({
  row,
  template,
  picture,
  onClose,
}: {
  row: ClientRow | null;
  template: readonly FormField[];
  picture: string | null;
  onClose: () => void;
}) {
  if (!row) return null;
  const { record } = row;
  const colour = clientColour(record.uuid);
  const fields = formFieldsFor(record, template, featuresOf(storedApplication()).plan);
  // docs/operating.md, "Consent": each scope with when and by whom, in place of the consent box's "Yes".
  const consent = { clientFormFields: fields, consents: record.consents };
  const lines = [...clientInfoLines(fields.filter((f) => f.clientField !== CONSENT_FIELD)), ...consentInfoLines(consent)];
  const lacking = lackingConsentText(consent);
  return (
    <Drawer title={t("CLIENT_INFO")} open onClose={onClose} testId="client-info">
      <div className="client-info-head">
        {picture ? (
          <img className="client-info-picture" src={picture} alt={t("CLIENT_PHOTO_ALT", { name: record.clientname })} />
        ) : (
          <span className="client-badge" aria-hidden="true" style={{ background: colour.background, color: colour.text }}>
            {record.clientname.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <p className="client-info-name">{record.clientname}</p>
          <p className="muted">
            {[
              typeof record.age === "number" ? t("CLIENT_AGE_MONTHS", { months: record.age }) : null,
              record.valid === false ? t("CLIENT_INCOMPLETE") : null,
              record.archived ? t("CLIENT_ARCHIVED") : null,
              row.waiting ? t("WAITING_TO_SYNC") : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      </div>
      {lacking && (
        <p className="form-error" data-testid="client-info-consent-lacking">
          {lacking}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="empty">{t("CLIENT_INFO_NO_ANSWERS")}</p>
      ) : (
        <dl className="record-summary" data-testid="client-info-answers">
          {lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </Drawer>
  );
}
