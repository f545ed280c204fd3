import { answerProblem, CONSENT_FIELD } from "@stepwise/domain";
import { serverNow } from "../../platform/server-clock.js";
import { Fragment, useState, type ReactNode } from "react";
import { t } from "../../i18n/t.js";
import { FormPageToggle } from "./FormPageToggle.js";
import {
  checkboxAnswer,
  choiceAnswer,
  chosenCategories,
  fieldLabelKey,
  fieldTestId,
  numberAnswer,
  optionIds,
  optionLabelKey,
  setCategoryText,
  textAnswer,
  toggleCategory,
  type FormField,
} from "./client-form.js";

type Change = (next: FormField) => void;

const text = (answer: FormField["answer"]) => (answer === null || answer === undefined ? "" : String(answer));

/** docs/product.md §3: a mandatory element is marked, in words for screen readers and with * for the eye. */
function Label({ field }: { field: FormField }) {
  return (
    <span className="field-label">
      {t(fieldLabelKey(field))}
      {field.mandatory && (
        <abbr className="mandatory" title={t("CLIENT_MANDATORY")} aria-label={t("CLIENT_MANDATORY")}>
          *
        </abbr>
      )}
    </span>
  );
}

function Choices({ field, kind, onChange }: { field: FormField; kind: "radio" | "categories"; onChange: Change }) {
  const chosen = chosenCategories(field);
  return (
    <fieldset className="field-choices" data-testid={fieldTestId(field)}>
      <legend>
        <Label field={field} />
      </legend>
      {optionIds(field).map((id) => {
        const label = t(optionLabelKey(field, id));
        const isChosen = kind === "radio" ? text(field.answer) === id : chosen.includes(id);
        const note = field.categories?.find((c) => c.id === id)?.text_input ?? "";
        return (
          <div key={id} className="field-choice">
            <label className="inline">
              <input
                type={kind === "radio" ? "radio" : "checkbox"}
                name={field.uuid}
                value={id}
                checked={isChosen}
                onChange={(e) => onChange(kind === "radio" ? { ...field, answer: choiceAnswer(id) } : toggleCategory(field, id, e.target.checked))}
              />
              {label}
            </label>
            {kind === "categories" && isChosen && (
              <input
                aria-label={t("CATEGORY_NOTE", { option: label })}
                placeholder={t("CATEGORY_NOTE", { option: label })}
                data-testid={`${fieldTestId(field)}-note-${id}`}
                value={note}
                onChange={(e) => onChange(setCategoryText(field, id, e.target.value))}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function Labelled({ field, children }: { field: FormField; children: ReactNode }) {
  return (
    <label>
      <Label field={field} />
      {children}
    </label>
  );
}

/** A day-month-year date, typed; a date that is no real date says so once the worker leaves the field. */
function DateInput({ field, onChange }: { field: FormField; onChange: Change }) {
  const [touched, setTouched] = useState(false);
  const value = text(field.answer);
  // docs/decisions/0004-input-rules.md: a date that is no day, or lies ahead, says what to type once the worker leaves the field.
  const problem = touched ? answerProblem({ mandatory: false, component: "date", answer: value }, serverNow()) : null;
  const invalid = problem !== null;
  return (
    <Labelled field={field}>
      <input
        data-testid={fieldTestId(field)}
        aria-required={field.mandatory ?? false}
        aria-invalid={invalid}
        inputMode="numeric"
        placeholder="dd-mm-yyyy"
        value={value}
        onBlur={() => setTouched(true)}
        onChange={(e) => onChange({ ...field, answer: textAnswer(e.target.value) })}
      />
      {problem && (
        <span className="form-error" data-testid={`${fieldTestId(field)}-error`} role="alert">
          {t(problem)}
        </span>
      )}
    </Labelled>
  );
}

/** A count: a negative number is refused as it is typed, and the field says why (docs/decisions/0004-input-rules.md). */
function CountInput({ field, testId, required, onChange }: { field: FormField; testId: string; required: boolean; onChange: Change }) {
  const [refused, setRefused] = useState(false);
  return (
    <>
      <input
        data-testid={testId}
        aria-required={required}
        aria-invalid={refused}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={text(field.answer)}
        onChange={(e) => {
          const negative = e.target.value.trim().startsWith("-") || e.target.valueAsNumber < 0;
          setRefused(negative);
          if (!negative) onChange({ ...field, answer: numberAnswer(e.target.value) });
        }}
      />
      {refused && (
        <span className="form-error" data-testid={`${testId}-error`} role="alert">
          {t("NUMBER_NEGATIVE")}
        </span>
      )}
    </>
  );
}

/** One element of the client's form, drawn by its component (docs/product.md §3). */
function FieldInput({ field, onChange }: { field: FormField; onChange: Change }) {
  const testId = fieldTestId(field);
  const required = field.mandatory ?? false;
  switch (field.component) {
    case "radio":
    case "categories":
      return <Choices field={field} kind={field.component} onChange={onChange} />;
    case "select":
      return (
        <Labelled field={field}>
          <select
            data-testid={testId}
            aria-required={required}
            value={text(field.answer)}
            onChange={(e) => onChange({ ...field, answer: choiceAnswer(e.target.value) })}
          >
            <option value="">{t("CHOOSE_OPTION")}</option>
            {optionIds(field).map((id) => (
              <option key={id} value={id}>
                {t(optionLabelKey(field, id))}
              </option>
            ))}
          </select>
        </Labelled>
      );
    case "checkbox":
      return (
        <label className="inline">
          <input
            type="checkbox"
            data-testid={testId}
            aria-required={required}
            checked={field.answer !== null && field.answer !== undefined}
            onChange={(e) => onChange({ ...field, answer: checkboxAnswer(e.target.checked) })}
          />
          <Label field={field} />
        </label>
      );
    case "textarea":
      return (
        <Labelled field={field}>
          <textarea
            data-testid={testId}
            aria-required={required}
            rows={3}
            value={text(field.answer)}
            onChange={(e) => onChange({ ...field, answer: textAnswer(e.target.value) })}
          />
        </Labelled>
      );
    case "number":
      return (
        <Labelled field={field}>
          <CountInput field={field} testId={testId} required={required} onChange={onChange} />
        </Labelled>
      );
    case "date":
      return <DateInput field={field} onChange={onChange} />;
    default:
      return (
        <Labelled field={field}>
          <input
            data-testid={testId}
            aria-required={required}
            value={text(field.answer)}
            onChange={(e) => onChange({ ...field, answer: textAnswer(e.target.value) })}
          />
        </Labelled>
      );
  }
}

/** The client's configurable form elements; the name element is the drawer's own name input. */
export function ClientFormFields({ fields, onChange }: { fields: readonly FormField[]; onChange: (next: FormField[]) => void }) {
  return (
    <>
      {fields.map((field) =>
        // docs/operating.md, "Consent": the consent field is shown by ConsentFields, a box per scope.
        field.clientField === "name" || field.clientField === CONSENT_FIELD ? null : (
          <Fragment key={field.uuid}>
            <FieldInput field={field} onChange={(next) => onChange(fields.map((f) => (f.uuid === field.uuid ? next : f)))} />
            {field.flowelement && <FormPageToggle field={field} />}
          </Fragment>
        ),
      )}
    </>
  );
}
