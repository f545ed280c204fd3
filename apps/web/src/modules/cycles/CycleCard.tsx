import { useState } from "react";
import { serverNow } from "../../platform/server-clock.js";
import { tCount } from "../../i18n/format.js";
import { t } from "../../i18n/t.js";
import { useEditing } from "../../sync/runtime-context.js";
import { AddLine } from "../../ui/AddLine.js";
import { removeAfterUndoTime, useWaitingRemovals } from "../../ui/undo.js";
import { choiceText } from "./cycle-choices.js";
import { newCycleAction, savedFlag, toggleArchived, toggleReady } from "../client-records/cycle-record.js";
import type { ShownAction, ShownDescription, useCycleEdits } from "../client-records/use-cycles.js";

type Edits = ReturnType<typeof useCycleEdits>;

function ActionItem({ action, edits }: { action: ShownAction; edits: Edits }) {
  const { notices } = useEditing();
  const waiting = useWaitingRemovals();
  const key = `cycle_actions:${action.record.uuid}`;
  // docs/decisions/0003-undo-and-the-missing-actions.md: hidden at once, written as deleted after the 5 s in which it can be undone.
  if (waiting.has(key)) return null;
  return (
    <li data-testid="cycle-action" className="check-row" data-uuid={action.record.uuid} data-saved={savedFlag(action.waiting)}>
      <label>
        <input
          type="checkbox"
          checked={action.record.ready === "T"}
          onChange={() => void edits.saveAction({ ...action, record: toggleReady(action.record) })}
        />
        <span data-testid="cycle-action-text">{action.record.action}</span>
      </label>
      <button
        type="button"
        className="icon-button"
        data-testid="cycle-action-delete"
        aria-label={t("CYCLE_DELETE_ACTION", { action: action.record.action ?? "" })}
        onClick={() => removeAfterUndoTime(notices, key, t("CYCLE_ACTION_DELETED"), () => edits.deleteAction(action))}
      >
        ×
      </button>
    </li>
  );
}

/** One cycle goal with its dates, state and actions; edit, archive and delete (a second press confirms). */
export function CycleCard({ shown, actions, edits, onEdit }: { shown: ShownDescription; actions: ShownAction[]; edits: Edits; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const { record } = shown;
  const archived = record.archived === "T";
  return (
    <li className={`cycle-card${archived ? " archived" : ""}`} data-testid="cycle-item" data-uuid={record.uuid} data-saved={savedFlag(shown.waiting)}>
      <header className="cycle-card-header">
        <h2 data-testid="cycle-goal-text">{record.goal}</h2>
        {shown.waiting && (
          <span className="pending-badge" data-testid="cycle-pending">
            {t("WAITING_TO_SYNC")}
          </span>
        )}
        {archived && <span className="incomplete-badge">{t("CYCLE_ARCHIVED_ON", { date: record.archive_date ?? "" })}</span>}
      </header>
      {record.description && <p>{record.description}</p>}
      <p className="muted" data-testid="cycle-dates">
        {record.cycle_start ?? "…"} – {record.cycle_end ?? "…"}
        {record.cycle_rhythm && ` · ${choiceText("cycle_rhythm", record.cycle_rhythm)}`}
        {` · ${t("CYCLE_STATUS")}: ${choiceText("goal_status", record.goal_status ?? "X")}`}
      </p>
      <ul className="action-list">
        {actions.map((action) => (
          <ActionItem key={action.record.uuid} action={action} edits={edits} />
        ))}
      </ul>
      {!archived && (
        <AddLine
          label={t("CYCLE_ADD_ACTION")}
          placeholder={t("CYCLE_NEW_ACTION")}
          testId="cycle-action"
          onAdd={(text) => void edits.saveAction({ record: newCycleAction(record.uuid, text), dataversion: null })}
        />
      )}
      <div className="form-actions cycle-card-actions">
        <button type="button" data-testid="cycle-edit" aria-label={`${t("CYCLE_EDIT")}: ${record.goal ?? ""}`} onClick={onEdit}>
          {t("EDIT_ITEM")}
        </button>
        <button type="button" data-testid="cycle-archive" onClick={() => void edits.saveDescription({ ...shown, record: toggleArchived(record, serverNow()) })}>
          {t(archived ? "CYCLE_UNARCHIVE" : "CYCLE_ARCHIVE")}
        </button>
        {!confirming ? (
          <button type="button" className="danger" data-testid="cycle-delete" onClick={() => setConfirming(true)}>
            {t("DELETE")}
          </button>
        ) : (
          <button type="button" className="danger" data-testid="cycle-delete-confirm" onClick={() => void edits.deleteDescription(shown, actions)}>
            {actions.length === 0 ? t("CYCLE_DELETE_CONFIRM_ALONE") : tCount("CYCLE_DELETE_CONFIRM", actions.length)}
          </button>
        )}
      </div>
    </li>
  );
}
