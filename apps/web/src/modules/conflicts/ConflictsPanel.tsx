import { setAtPath, shapeOf } from "@stepwise/domain";
import { useState, useSyncExternalStore } from "react";
import { t, texts } from "../../i18n/t.js";
import { useEditing, useSession } from "../../sync/runtime-context.js";
import { Drawer } from "../../ui/Drawer.js";
import { conflictWords } from "./conflict-words.js";
import { currentRecord } from "./current-record.js";
import { openConflicts, resolveConflict, type OpenConflict } from "./open-conflicts.js";
import "./conflicts.css";
import { showSaved } from "../../ui/saved-notice.js";

/**
 * docs/sync-and-api.md, "Merging concurrent edits": the open conflicts, told in words, each resolved per field. Mounted once in the layout:
 * a bar says how many are open, and opens the list (so does the notice after a sync).
 */
export function ConflictsPanel() {
  const { list } = useSyncExternalStore(openConflicts.subscribe, openConflicts.get);
  const [open, setOpen] = useState(false);
  useSyncExternalStore(texts.subscribe, texts.get);
  if (list.length === 0) return null;
  const count = list.length === 1 ? t("CONFLICTS_ONE") : t("CONFLICTS_MANY", { count: list.length });
  return (
    <>
      <div className="conflicts-bar" role="status" data-testid="conflicts-bar">
        <span>{count}</span>
        <button type="button" data-testid="conflicts-open" onClick={() => setOpen(true)}>
          {t("CONFLICT_OPEN")}
        </button>
      </div>
      <Drawer title={t("CONFLICT_TITLE")} open={open} onClose={() => setOpen(false)} testId="conflicts-drawer">
        <ul className="conflicts-list">
          {list.map((conflict) => (
            <ConflictItem key={conflict.id} conflict={conflict} />
          ))}
        </ul>
      </Drawer>
    </>
  );
}

function ConflictItem({ conflict }: { conflict: OpenConflict }) {
  const runtime = useEditing();
  const { client } = useSession();
  const waiting = runtime.view.get().waiting.get(`${conflict.table}:${conflict.uuid}`);
  const current = currentRecord(client, conflict, waiting);
  const words = conflictWords(conflict.table, current?.record ?? conflict.record ?? {}, conflict.conflict, texts.get().language);

  /** Theirs is a new edit through the outbox; yours is what the record already holds. */
  async function keepTheirs() {
    if (!current) return;
    const record = setAtPath(current.record, shapeOf(conflict.table), conflict.conflict.path, JSON.parse(conflict.conflict.theirs) as unknown);
    await runtime.queue(conflict.table, conflict.uuid, "UPSERT", record, current.dataversion);
    resolveConflict(conflict.id);
    showSaved(runtime.notices);
  }

  return (
    <li className="conflict" data-testid="conflict">
      <p className="conflict-record">{conflict.name}</p>
      <p data-testid="conflict-sentence">{words.sentence}:</p>
      <div className="conflict-choices">
        <button type="button" data-testid="conflict-keep-theirs" disabled={!current} onClick={() => void keepTheirs()}>
          <strong>{t("CONFLICT_THEIRS")}</strong> {words.theirs}
        </button>
        <button type="button" data-testid="conflict-keep-yours" onClick={() => resolveConflict(conflict.id)}>
          <strong>{t("CONFLICT_YOURS")}</strong> {words.yours}
        </button>
      </div>
    </li>
  );
}
