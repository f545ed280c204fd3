import { formatDayMonthYear, parseCalendarDate } from "@stepwise/domain";
import { serverNow } from "../../platform/server-clock.js";
import { useState, type FormEvent } from "react";
import { t } from "../../i18n/t.js";
import { LadderChart } from "./LadderChart.js";
import { addLadderScore, LADDER_ROWS, type RehabRecord } from "../client-records/rehab-record.js";

type LadderItem = NonNullable<RehabRecord["ladder_of_live"]>[number];

/** A ladder item with its scores over time, listed and charted (docs/product.md §3, §4). */
export function LadderSection({ item, onChange }: { item: LadderItem; onChange: (update: (plan: RehabRecord) => RehabRecord) => void }) {
  const [date, setDate] = useState(formatDayMonthYear(serverNow()));
  const [score, setScore] = useState(5);
  const [error, setError] = useState<string | null>(null);
  const rows = item.rows ?? LADDER_ROWS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parseCalendarDate(date)) {
      setError(`${t("LADDER_DATE")}: ${date}`);
      return;
    }
    setError(null);
    onChange((plan) => addLadderScore(plan, item.uuid, date, score));
  };

  return (
    <section className="ladder" data-testid="ladder">
      {/* The seeded ladder is "Ladder of life" in every plan: shown in the chosen language (docs/decisions/0001-the-workers-language.md). */}
      <h2>{item.component === "ladder" ? t("LADDER_OF_LIFE") : (item.label ?? t("LADDER_OF_LIFE"))}</h2>
      {(item.measure ?? []).length === 0 && <p className="muted">{t("NO_SCORES")}</p>}
      <LadderChart measures={item.measure ?? []} rows={rows} />
      <ol className="measure-list">
        {(item.measure ?? []).map((m) => (
          <li key={m.uuid} data-testid="ladder-measure">
            {m.date}: <strong>{m.score}</strong> / {rows}
          </li>
        ))}
      </ol>
      <form className="add-line" onSubmit={submit}>
        <label>
          {t("LADDER_DATE")}
          <input data-testid="ladder-date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label>
          {t("LADDER_SCORE")}
          <select data-testid="ladder-score" value={score} onChange={(e) => setScore(Number(e.target.value))}>
            {Array.from({ length: rows + 1 }, (_, i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" data-testid="ladder-add">
          {t("ADD_SCORE")}
        </button>
        {error && <p className="form-error">{error}</p>}
      </form>
    </section>
  );
}
