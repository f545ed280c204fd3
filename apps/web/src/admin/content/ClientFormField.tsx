import { CONSENT_SCOPES } from "@stepwise/domain";
import { useAdminTexts } from "../admin-i18n.js";
import {
  addChoice,
  choiceLabelKey,
  fieldLabelKey,
  FIELD_KINDS,
  isFlowElement,
  KINDS_WITH_CHOICES,
  removeChoice,
  type TemplateField,
  withConsentScope,
} from "./client-form-fields.js";
import { TextCell } from "./TextCell.js";

/** Each consent scope's name in the console's words. */
const SCOPE_WORDS = { care: "FORM_CONSENT_CARE", photos: "FORM_CONSENT_PHOTOS", reporting: "FORM_CONSENT_REPORTING" } as const;

/** One field of the client form: order buttons, its label in each language, kind, mandatory, choices; the flow element says why it stays. */
export function ClientFormField(props: {
  field: TemplateField;
  index: number;
  count: number;
  languages: ReadonlyArray<{ name: string; languageCode: string }>;
  textOf: (key: string, language: string) => string;
  busy: boolean;
  onMove: (by: number) => void;
  onChange: (change: Partial<TemplateField>) => void;
  onReplace: (field: TemplateField) => void;
  onRemove: () => void;
  onText: (key: string, language: string, text: string) => void;
}) {
  const { t } = useAdminTexts();
  const { field, index, languages } = props;
  const flow = isFlowElement(field);
  const labelKey = fieldLabelKey(field);
  const name = props.textOf(labelKey, "en") || field.clientField || labelKey;
  const choices = (field.categories ?? []).flatMap((c) => (c.id ? [c.id] : []));
  const id = field.clientField ?? field.uuid;
  return (
    <li className="admin-card content-field" data-testid="client-form-field" data-field={id} data-flow={flow}>
      <h3 id={`content-field-${id}`} tabIndex={-1} className="admin-card-title">
        {t("FORM_FIELD", { number: index + 1, name })} <span className="admin-id">{labelKey}</span>
      </h3>
      {flow && (
        <p className="admin-attention" data-testid="client-form-flow-note">
          {t("FORM_FLOW")}
        </p>
      )}
      <div className="admin-actions">
        <button
          type="button"
          aria-label={t("FORM_MOVE_UP", { name })}
          data-testid="field-up"
          disabled={props.busy || index === 0}
          onClick={() => props.onMove(-1)}
        >
          {t("FORM_UP")}
        </button>
        <button
          type="button"
          aria-label={t("FORM_MOVE_DOWN", { name })}
          data-testid="field-down"
          disabled={props.busy || index === props.count - 1}
          onClick={() => props.onMove(1)}
        >
          {t("FORM_DOWN")}
        </button>
        {!flow && (
          <button type="button" className="admin-danger" data-testid="field-remove" disabled={props.busy} onClick={props.onRemove}>
            {t("FORM_REMOVE_FIELD", { name })}
          </button>
        )}
      </div>
      <div className="admin-form content-field-facts">
        <label>
          {t("FORM_KIND")}
          <select
            data-testid="field-kind"
            value={field.component}
            disabled={flow || props.busy}
            onChange={(e) => props.onChange({ component: e.target.value })}
          >
            {[...new Set([...FIELD_KINDS, field.component])].map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <label className="content-check">
          <input
            type="checkbox"
            data-testid="field-mandatory"
            checked={field.mandatory}
            disabled={props.busy}
            onChange={(e) => props.onChange({ mandatory: e.target.checked })}
          />
          {t("FORM_MANDATORY")}
        </label>
      </div>
      <fieldset className="content-field-labels">
        <legend>{t("FORM_LABEL")}</legend>
        {languages.map((l) => (
          <label key={l.languageCode} className="content-lang-label">
            <span>{l.name}</span>
            <TextCell
              value={props.textOf(labelKey, l.languageCode)}
              language={l.languageCode}
              label={t("FORM_LABEL_IN", { name, language: l.name })}
              missing={null}
              testId={`field-label-${l.languageCode}`}
              onSave={(text) => props.onText(labelKey, l.languageCode, text)}
            />
          </label>
        ))}
      </fieldset>
      {KINDS_WITH_CHOICES.includes(field.component) && (
        <fieldset className="content-field-labels" data-testid="field-choices">
          <legend>{t("FORM_CHOICES")}</legend>
          {choices.map((choice) => (
            <div key={choice} className="content-choice" data-testid="field-choice" data-choice={choice}>
              {languages.map((l) => {
                const key = choiceLabelKey(field, choice);
                return (
                  <label key={l.languageCode} className="content-lang-label">
                    <span>
                      {choice} · {l.name}
                    </span>
                    <TextCell
                      value={props.textOf(key, l.languageCode)}
                      language={l.languageCode}
                      label={t("FORM_CHOICE_IN", { id: choice, name, language: l.name })}
                      missing={null}
                      testId={`field-choice-${choice}-${l.languageCode}`}
                      onSave={(text) => props.onText(key, l.languageCode, text)}
                    />
                  </label>
                );
              })}
              {!flow && (
                <button type="button" disabled={props.busy} onClick={() => props.onReplace(removeChoice(field, choice))}>
                  {t("FORM_REMOVE_CHOICE", { id: choice, name })}
                </button>
              )}
            </div>
          ))}
          {!flow && (
            <button type="button" data-testid="field-add-choice" disabled={props.busy} onClick={() => props.onReplace(addChoice(field))}>
              {t("FORM_ADD_CHOICE", { name })}
            </button>
          )}
        </fieldset>
      )}
      {field.clientField === "consent" && (
        <fieldset className="content-field-labels" data-testid="field-consent-scopes">
          <legend>{t("FORM_CONSENT_SCOPES")}</legend>
          <p className="admin-hint">{t("FORM_CONSENT_SCOPES_HINT")}</p>
          {CONSENT_SCOPES.map((scope) => (
            <label key={scope} className="content-check">
              <input
                type="checkbox"
                data-testid={`field-consent-${scope}`}
                checked={choices.includes(scope)}
                disabled={props.busy}
                onChange={(e) => props.onReplace(withConsentScope(field, scope, e.target.checked))}
              />
              {t(SCOPE_WORDS[scope])}
            </label>
          ))}
        </fieldset>
      )}
    </li>
  );
}
