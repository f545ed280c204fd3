import { giveConsent, withdrawConsent, type Consent, type ConsentScope } from "@stepwise/domain";
import { serverNow } from "../../platform/server-clock.js";
import { useState } from "react";
import { t } from "../../i18n/t.js";
import { useStoredUser } from "../auth/use-stored-user.js";
import type { FormField } from "./client-form.js";
import { consentLines, consentStatus, type ConsentLine } from "./consent-form.js";

interface Props {
  fields: readonly FormField[];
  consents: readonly Consent[];
  /** The consents as the record was opened with, so a consent just ticked can be unticked again. */
  saved: readonly Consent[];
  onChange: (next: Consent[]) => void;
}

/**
 * docs/operating.md, "Consent": a checkbox per scope (care, photos, reporting) with when and by
 * whom it was given or withdrawn. A consent saved before is withdrawn with a button and its
 * confirmation, never by unticking; both take effect when the form is saved.
 */
export function ConsentFields({ fields, consents, saved, onChange }: Props) {
  const user = useStoredUser();
  const worker = { id: user?.id ?? null, name: user?.name ?? null };
  const [confirming, setConfirming] = useState<ConsentScope | null>(null);
  const holder = { clientFormFields: fields, consents };

  function toggle(line: ConsentLine, checked: boolean) {
    // Only the stored consents: an old phone's ticked box stays as it is until care itself changes.
    if (checked) onChange(giveConsent({ consents }, line.scope, worker, serverNow()));
    else if (line.givenNow) onChange(undo(consents, saved, line.scope));
  }

  return (
    <fieldset className="consent-fields" data-testid="client-consents">
      <legend className="field-label">{t("CONSENT_TITLE")}</legend>
      {consentLines(fields, consents, saved).map((line) => {
        const status = consentStatus(line.entry);
        const name = t(`CONSENT_NAME_${line.scope.toUpperCase()}`);
        return (
          <div key={line.scope} className="consent-line" data-testid={`consent-${line.scope}`} data-standing={String(line.standing)}>
            <label className="inline">
              <input
                type="checkbox"
                data-testid={`consent-${line.scope}-box`}
                aria-required={line.required}
                checked={line.standing}
                disabled={line.standing && !line.givenNow}
                onChange={(e) => toggle(line, e.target.checked)}
              />
              <span>
                {t(`CONSENT_SCOPE_${line.scope.toUpperCase()}`)}
                {line.required && (
                  <abbr className="mandatory" title={t("CONSENT_REQUIRED")} aria-label={t("CONSENT_REQUIRED")}>
                    *
                  </abbr>
                )}
              </span>
            </label>
            {status && (
              <p className="muted" data-testid={`consent-${line.scope}-status`}>
                {status}
              </p>
            )}
            {line.standing && !line.givenNow && confirming !== line.scope && (
              <button type="button" data-testid={`consent-${line.scope}-withdraw`} onClick={() => setConfirming(line.scope)}>
                {t("CONSENT_WITHDRAW")}
              </button>
            )}
            {line.standing && confirming === line.scope && (
              <button
                type="button"
                className="danger"
                data-testid={`consent-${line.scope}-withdraw-confirm`}
                onClick={() => {
                  setConfirming(null);
                  onChange(withdrawConsent(holder, line.scope, worker, serverNow()));
                }}
              >
                {t("CONSENT_WITHDRAW_CONFIRM", { scope: name })}
              </button>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The scope back as it was saved: its saved entry, or none. */
function undo(consents: readonly Consent[], saved: readonly Consent[], scope: ConsentScope): Consent[] {
  const before = saved.find((c) => c.scope === scope);
  const others = consents.filter((c) => c.scope !== scope);
  return before ? consents.map((c) => (c.scope === scope ? before : c)) : others;
}
