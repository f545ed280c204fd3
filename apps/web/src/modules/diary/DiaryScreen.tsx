import { createsRehabilitation } from "@stepwise/domain";
import { useState } from "react";
import { t } from "../../i18n/t.js";
import { useEditing } from "../../sync/runtime-context.js";
import { appIdentifier } from "../../vault/storage-keys.js";
import { ClientPicker, useActiveClient } from "../clients/ClientPicker.js";
import type { RehabRecord } from "../client-records/rehab-record.js";
import { usePlan } from "../client-records/use-plan.js";
import { VisitFrequencyField } from "../client-records/VisitFrequencyField.js";
import { DiaryItemForm } from "./DiaryItemForm.js";
import {
  diaryInOrder,
  putDiaryItem,
  SATISFACTION_SCORES,
  ratableGoals,
  removeDiaryItem,
  withVisitFrequency,
  type DiaryItem,
} from "../client-records/diary-record.js";
import "./diary.css";
import { showSaved } from "../../ui/saved-notice.js";

/** docs/product.md §4 "Visits due": the plan's visit frequency, a choice, kept as she picks it. */
function VisitFrequency({ plan, onSave }: { plan: RehabRecord; onSave: (next: RehabRecord) => void }) {
  return <VisitFrequencyField value={plan.visitFrequency} testId="visit-frequency" onCommit={(next) => onSave(withVisitFrequency(plan, next ?? ""))} />;
}

/** /forms/diary and /forms/clientAppointments: the diary (visits, appointments) of the active client's plan. */
export function DiaryScreen() {
  const runtime = useEditing();
  const picker = useActiveClient();
  const { plan, save } = usePlan(picker.client);
  const [editing, setEditing] = useState<DiaryItem | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  if (!createsRehabilitation(appIdentifier())) return <p className="screen">{t("PLAN_NOT_FOR_DEPLOYMENT")}</p>;

  const change = async (next: RehabRecord) => {
    await save(next);
    showSaved(runtime.notices);
  };
  const goals = plan ? ratableGoals(plan.record) : [];
  const goalText = new Map((plan?.record.domains ?? []).flatMap((d) => d.goals ?? []).map((g) => [g.uuid, g.goal ?? g.description ?? ""]));

  return (
    <section className="screen" data-testid="diary-screen">
      <h1>{t("PAGE_DIARY")}</h1>
      <ClientPicker {...picker} />
      {picker.client && !plan && <p className="muted">{t("DIARY_LOADING")}</p>}
      {plan?.waiting && (
        <span className="pending-badge" data-testid="diary-pending">
          {t("WAITING_TO_SYNC")}
        </span>
      )}
      {plan && (
        <>
          <VisitFrequency plan={plan.record} onSave={(next) => void change(next)} />
          <DiaryItemForm
            key={editing?.uuid ?? "new"}
            goals={goals}
            item={editing}
            onSave={(item) => {
              void change(putDiaryItem(plan.record, item));
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
          {(plan.record.diary_items ?? []).length === 0 && <p className="empty">{t("DIARY_NONE")}</p>}
          <ol className="diary-list" data-testid="diary-list">
            {diaryInOrder(plan.record.diary_items ?? []).map((item) => (
              <li key={item.uuid} className="diary-item" data-testid="diary-item" data-uuid={item.uuid}>
                <strong data-testid="diary-item-date">{item.date ?? t("DIARY_NO_DATE")}</strong>
                {item.note && <p data-testid="diary-item-note">{item.note}</p>}
                <ul className="diary-satisfactions">
                  {(item.satisfactions ?? []).map((s) => (
                    <li key={s.uuid} data-testid="diary-satisfaction">
                      {goalText.get(s.uuid) ?? t("DIARY_GOAL_GONE")}: {t("DIARY_SCORE", { score: s.satisfaction ?? "–", max: SATISFACTION_SCORES.length })}
                    </li>
                  ))}
                </ul>
                <div className="form-actions">
                  <button type="button" data-testid="diary-item-edit" onClick={() => setEditing(item)}>
                    {t("EDIT_ITEM")}
                  </button>
                  {confirming === item.uuid ? (
                    <button
                      type="button"
                      className="danger"
                      data-testid="diary-item-delete-confirm"
                      onClick={() => void change(removeDiaryItem(plan.record, item.uuid))}
                    >
                      {t("DIARY_DELETE_CONFIRM")}
                    </button>
                  ) : (
                    <button type="button" className="danger" data-testid="diary-item-delete" onClick={() => setConfirming(item.uuid)}>
                      {t("DELETE")}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
