import { useState, type FormEvent } from "react";
import { t } from "../../i18n/t.js";
import { FormFooter } from "../../ui/FormFooter.js";
import { Drawer } from "../../ui/Drawer.js";
import { isoToDayMonthYear } from "../client-records/calendar-dates.js";
import { choiceText, CYCLE_CHOICES } from "./cycle-choices.js";
import { cycleProblem, editCycleDescription, type CycleDescriptionRecord } from "../client-records/cycle-record.js";

const ACHIEVEMENTS = ["1", "2", "3", "4", "5"];

/** A select of the app's values; a legacy value outside them is kept as an extra option. */
function Choice({
  label,
  testId,
  value,
  options,
  text,
  onChange,
}: {
  label: string;
  testId: string;
  value: string;
  options: readonly string[];
  text: (option: string) => string;
  onChange: (value: string) => void;
}) {
  const all = value && !options.includes(value) ? [...options, value] : options;
  return (
    <label>
      {label}
      <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
        {!value && <option value="">—</option>}
        {all.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** New / edit cycle goal drawer (docs/product.md §3 fields); saving goes to the outbox first. Mount it per record. */
export function CycleEditor({
  record,
  onSave,
  onClose,
}: {
  record: CycleDescriptionRecord;
  onSave: (next: CycleDescriptionRecord) => Promise<void>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<CycleDescriptionRecord>(record);
  const [error, setError] = useState<string | null>(null);

  const set = (changes: Partial<CycleDescriptionRecord>) => setDraft({ ...draft, ...changes });
  const text = (key: keyof CycleDescriptionRecord) => ({
    value: String(draft[key] ?? ""),
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value === "" ? null : e.target.value }),
  });
  const date = (key: "cycle_start" | "cycle_end") => ({
    // docs/decisions/0004-input-rules.md: one date format everywhere, typed as day-month-year (a date picker shows the browser's own order).
    inputMode: "numeric" as const,
    placeholder: "dd-mm-yyyy",
    value: String(draft[key] ?? ""),
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value.trim() === "" ? null : e.target.value }),
  });
  /** A typed date as records hold it (23-11-2026); a text that is no date stays, for cycleProblem to name. */
  const dayOf = (typed: string | null | undefined) => (typed ? (isoToDayMonthYear(typed) ?? typed) : null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const next = { ...draft, goal: draft.goal?.trim() ?? null, cycle_start: dayOf(draft.cycle_start), cycle_end: dayOf(draft.cycle_end) };
    const problem = cycleProblem(next);
    if (problem) return setError(t(problem));
    await onSave(editCycleDescription(record, next));
  }

  return (
    <Drawer title={t(record.goal ? "CYCLE_EDIT" : "CYCLE_NEW")} open onClose={onClose} testId="cycle-editor">
      <form className="form" onSubmit={(event) => void save(event)} noValidate>
        <label>
          {t("CYCLE_GOAL")}
          <input data-testid="cycle-goal" autoFocus required {...text("goal")} />
        </label>
        <label>
          {t("CYCLE_DESCRIPTION")}
          <input data-testid="cycle-description" {...text("description")} />
        </label>
        <label>
          {t("CYCLE_WHY")}
          <textarea data-testid="cycle-why" rows={2} {...text("why")} />
        </label>
        <label>
          {t("CYCLE_TYPE")}
          <input data-testid="cycle-type" {...text("type")} />
        </label>
        <label>
          {t("CYCLE_DOMAIN")}
          <input
            data-testid="cycle-domain"
            type="number"
            min={0}
            step={1}
            value={draft.cycledomain_id ?? ""}
            onChange={(e) => set({ cycledomain_id: e.target.value === "" ? null : Math.trunc(Number(e.target.value)) })}
          />
        </label>
        <Choice
          label={t("CYCLE_RHYTHM")}
          testId="cycle-rhythm"
          value={draft.cycle_rhythm ?? ""}
          options={CYCLE_CHOICES.cycle_rhythm.options}
          text={(o) => choiceText("cycle_rhythm", o)}
          onChange={(v) => set({ cycle_rhythm: v || null })}
        />
        <div className="cycle-dates">
          <label>
            {t("CYCLE_START")}
            <input data-testid="cycle-start" {...date("cycle_start")} />
          </label>
          <label>
            {t("CYCLE_END")}
            <input data-testid="cycle-end" {...date("cycle_end")} />
          </label>
        </div>
        <Choice
          label={t("CYCLE_ACTIVE")}
          testId="cycle-active"
          value={draft.active ?? ""}
          options={CYCLE_CHOICES.active.options}
          text={(o) => choiceText("active", o)}
          onChange={(v) => set({ active: v })}
        />
        <Choice
          label={t("CYCLE_STATUS")}
          testId="cycle-status"
          value={draft.goal_status ?? ""}
          options={CYCLE_CHOICES.goal_status.options}
          text={(o) => choiceText("goal_status", o)}
          onChange={(v) => set({ goal_status: v })}
        />
        <Choice
          label={t("CYCLE_ACHIEVEMENT")}
          testId="cycle-achievement"
          value={String(draft.goal_achievement ?? "")}
          options={ACHIEVEMENTS}
          text={(o) => o}
          onChange={(v) => set({ goal_achievement: Number(v) })}
        />
        <label>
          {t("CYCLE_EVALUATION")}
          <textarea data-testid="cycle-evaluation" rows={3} {...text("goal_evaluation")} />
        </label>
        <FormFooter error={error} testIdPrefix="cycle" onClose={onClose} />
      </form>
    </Drawer>
  );
}
