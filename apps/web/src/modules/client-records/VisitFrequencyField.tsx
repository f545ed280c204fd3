import { useId, useState } from "react";
import { t } from "../../i18n/t.js";
import { everyWeeksFrom, selectOf, weeksOf, type FrequencySelect } from "./visit-frequency-form.js";

interface Props {
  value: string | null | undefined;
  onCommit: (next: string | null) => void;
  /** The select's test id; the weeks field's is it with "-weeks". */
  testId: string;
}

/**
 * How often the worker visits the client (docs/product.md §4 "Visits due"): weekly, every two weeks,
 * monthly or every N weeks (1 to 52). Old free text is kept and shown as written, offered as the
 * select's first choice, until she picks another; it gives no due date.
 */
export function VisitFrequencyField({ value, onCommit, testId }: Props) {
  const id = useId();
  const stored = selectOf(value);
  // "Every … weeks" chosen, or its number being typed, before a number is kept: shown while she types.
  const [pickingWeeks, setPickingWeeks] = useState(false);
  const [weeks, setWeeks] = useState("");
  const [error, setError] = useState(false);
  const shown: FrequencySelect = pickingWeeks ? "weeks" : stored;

  const choose = (next: FrequencySelect) => {
    setError(false);
    if (next === "free") return;
    if (next === "weeks") {
      setWeeks(weeksOf(value));
      setPickingWeeks(true);
      return;
    }
    setPickingWeeks(false);
    onCommit(next === "" ? null : next);
  };
  const keepWeeks = () => {
    const next = everyWeeksFrom(weeks);
    setError(next === null);
    if (next === null) return;
    setPickingWeeks(false);
    if (next !== value) onCommit(next);
  };

  return (
    <div className="visit-frequency">
      <label htmlFor={`${id}-choice`}>{t("VISIT_FREQUENCY")}</label>
      <select id={`${id}-choice`} data-testid={testId} value={shown} onChange={(e) => choose(e.target.value as FrequencySelect)}>
        {stored === "free" && <option value="free">{value}</option>}
        <option value="">{t("VISIT_NONE")}</option>
        <option value="weekly">{t("VISIT_WEEKLY")}</option>
        <option value="fortnightly">{t("VISIT_FORTNIGHTLY")}</option>
        <option value="monthly">{t("VISIT_MONTHLY")}</option>
        <option value="weeks">{t("VISIT_EVERY_N_WEEKS")}</option>
      </select>
      {shown === "weeks" && (
        <>
          <label htmlFor={`${id}-weeks`}>{t("VISIT_WEEKS_COUNT")}</label>
          <input
            id={`${id}-weeks`}
            data-testid={`${testId}-weeks`}
            type="number"
            inputMode="numeric"
            min={1}
            max={52}
            step={1}
            value={pickingWeeks ? weeks : weeksOf(value)}
            aria-invalid={error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setWeeks(e.target.value);
              setPickingWeeks(true);
            }}
            onBlur={keepWeeks}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                keepWeeks();
              }
            }}
          />
          {error && (
            <p id={`${id}-error`} className="form-error" role="alert" data-testid={`${testId}-error`}>
              {t("VISIT_WEEKS_INVALID")}
            </p>
          )}
        </>
      )}
      {stored === "free" && !pickingWeeks && (
        <p className="muted" data-testid={`${testId}-free`}>
          {t("VISIT_FREE_TEXT", { text: value ?? "" })}
        </p>
      )}
    </div>
  );
}
