import { formatDayMonthYear } from "@stepwise/domain";
import { serverNow } from "../../platform/server-clock.js";
import { useEffect, useState, type FormEvent } from "react";
import { t } from "../../i18n/t.js";
import { isoToDayMonthYear } from "../client-records/calendar-dates.js";
import { diaryItem, SATISFACTION_SCORES, type DiaryItem, type RatableGoal } from "../client-records/diary-record.js";

/** Adds a diary item (or edits `item`): a date, a note and a satisfaction score per goal. */
export function DiaryItemForm({
  goals,
  item,
  onSave,
  onCancel,
}: {
  goals: RatableGoal[];
  item: DiaryItem | null;
  onSave: (item: DiaryItem) => void;
  onCancel: () => void;
}) {
  const [date, setDate] = useState("");
  const [note, setNote] = useState("");
  const [scores, setScores] = useState(new Map<string, number>());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setDate(item?.date ?? formatDayMonthYear(serverNow()));
    setNote(item?.note ?? "");
    setScores(new Map((item?.satisfactions ?? []).filter((s) => typeof s.satisfaction === "number").map((s) => [s.uuid, s.satisfaction as number])));
    setError(null);
  }, [item]);

  const score = (goalUuid: string, value: string) => {
    const next = new Map(scores);
    if (value === "") next.delete(goalUuid);
    else next.set(goalUuid, Number(value));
    setScores(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = isoToDayMonthYear(date);
    if (!day) return setError(t(date.trim() === "" ? "DIARY_DATE_REQUIRED" : "DATE_INVALID"));
    if (!note.trim() && scores.size === 0) return setError(t("DIARY_EMPTY"));
    setError(null);
    onSave(diaryItem(item?.uuid ?? crypto.randomUUID(), day, note, scores));
    if (!item) {
      setNote("");
      setScores(new Map());
    }
  };

  return (
    <form className="form diary-form" onSubmit={submit} data-testid="diary-form" noValidate>
      <h2>{t(item ? "DIARY_EDIT" : "DIARY_NEW")}</h2>
      <label>
        {t("DIARY_DATE")}
        {/* docs/decisions/0004-input-rules.md: day-month-year like every date of the app, not the browser's mm/dd/yyyy picker. */}
        <input data-testid="diary-date" required inputMode="numeric" placeholder="dd-mm-yyyy" value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        {t("DIARY_NOTE")}
        <textarea data-testid="diary-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {goals.length > 0 && (
        <fieldset className="diary-scores">
          <legend>{t("DIARY_SATISFACTION")}</legend>
          {goals.map((goal) => (
            <label key={goal.uuid}>
              {goal.goal}
              <select data-testid="diary-score" data-goal={goal.uuid} value={scores.get(goal.uuid) ?? ""} onChange={(e) => score(goal.uuid, e.target.value)}>
                <option value="">{t("DIARY_NOT_SCORED")}</option>
                {SATISFACTION_SCORES.map((n) => (
                  <option key={n} value={n}>
                    {t("DIARY_SCORE", { score: n, max: SATISFACTION_SCORES.length })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="diary-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" data-testid="diary-save">
          {t(item ? "SAVE" : "DIARY_ADD")}
        </button>
        {item && (
          <button type="button" onClick={onCancel}>
            {t("CLOSE")}
          </button>
        )}
      </div>
    </form>
  );
}
