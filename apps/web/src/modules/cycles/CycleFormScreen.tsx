import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { useEditing } from "../../sync/runtime-context.js";
import { ClientPicker, useActiveClient } from "../clients/ClientPicker.js";
import { CycleCard } from "./CycleCard.js";
import { CycleEditor } from "./CycleEditor.js";
import { newCycleDescription, type CycleDescriptionRecord } from "../client-records/cycle-record.js";
import { useCycleActions, useCycleDescriptions, useCycleEdits } from "../client-records/use-cycles.js";
import "./cycles.css";
import { showSaved } from "../../ui/saved-notice.js";

interface Editing {
  record: CycleDescriptionRecord;
  dataversion: number | null;
}

/** /forms/Cycleform: the active client's cycle goals with their actions; `?cycle=<uuid>` opens one. */
export function CycleFormScreen() {
  const runtime = useEditing();
  const picker = useActiveClient();
  const descriptions = useCycleDescriptions();
  const actions = useCycleActions();
  const edits = useCycleEdits();
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [params, setParams] = useSearchParams();
  const { client, choose } = picker;

  // `?cycle=<uuid>` (a calendar link) opens that goal once, for its client.
  const asked = params.get("cycle");
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!asked || opened.current === asked) return;
    const shown = descriptions.find((d) => d.record.uuid === asked);
    if (!shown) return;
    opened.current = asked;
    if (shown.record.client_uuid && shown.record.client_uuid !== client?.record.uuid) choose(shown.record.client_uuid);
    setEditing({ record: shown.record, dataversion: shown.dataversion });
    setParams({}, { replace: true });
  }, [asked, descriptions, client, choose, setParams]);

  const ofClient = descriptions
    .filter((d) => d.record.client_uuid === client?.record.uuid && (showArchived || d.record.archived !== "T"))
    .sort((a, b) => (a.record.goal ?? "").localeCompare(b.record.goal ?? ""));

  async function save(record: CycleDescriptionRecord) {
    await edits.saveDescription({ record, dataversion: editing?.dataversion ?? null });
    showSaved(runtime.notices);
    setEditing(null);
  }

  return (
    <section className="screen" data-testid="cycle-screen">
      <header className="screen-header">
        <h1>{t("PAGE_CYCLE_FORM")}</h1>
        {client && (
          <button
            type="button"
            className="primary"
            data-testid="new-cycle"
            onClick={() => setEditing({ record: newCycleDescription(client.record.uuid), dataversion: null })}
          >
            {t("CYCLE_NEW")}
          </button>
        )}
      </header>
      <ClientPicker {...picker} />
      {client && (
        <label className="inline-check">
          <input type="checkbox" data-testid="cycle-show-archived" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
          {t("CYCLE_SHOW_ARCHIVED")}
        </label>
      )}
      {client && ofClient.length === 0 && <p className="empty">{t("CYCLE_NONE")}</p>}
      <ul className="cycle-list" data-testid="cycle-list">
        {ofClient.map((shown) => (
          <CycleCard
            key={shown.record.uuid}
            shown={shown}
            actions={actions.filter((a) => a.record.description_uuid === shown.record.uuid)}
            edits={edits}
            onEdit={() => setEditing({ record: shown.record, dataversion: shown.dataversion })}
          />
        ))}
      </ul>
      {editing && <CycleEditor key={editing.record.uuid} record={editing.record} onSave={save} onClose={() => setEditing(null)} />}
    </section>
  );
}
