import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { RecordHistoryDocument } from "../../generated/graphql.js";
import { t } from "../../i18n/t.js";
import { useRuntime } from "../../sync/runtime-context.js";
import { Drawer } from "../../ui/Drawer.js";
import { recordSummary } from "./record-summary.js";

interface ConflictTarget {
  table: string;
  uuid: string;
}

/**
 * Mounted once in the layout, so the notice's button works on every screen. After a CONFLICT answer: the version this device's edit replaced (another device's), which the
 * worker can look at and restore (ARCHITECTURE: conflicts).
 */
export function ConflictDrawer() {
  const runtime = useRuntime();
  const [target, setTarget] = useState<ConflictTarget | null>(null);
  useEffect(() => {
    const show = (event: Event) => setTarget((event as CustomEvent<ConflictTarget>).detail);
    window.addEventListener("stepwise:conflict", show);
    return () => window.removeEventListener("stepwise:conflict", show);
  }, []);
  const { data } = useQuery(RecordHistoryDocument, {
    variables: { table: target?.table ?? "clients", uuid: target?.uuid ?? "" },
    skip: !target,
    fetchPolicy: "network-only",
  });
  const other = data?.recordHistory[0];
  const record = other ? (JSON.parse(other.recordcontent) as Record<string, unknown>) : null;

  async function restore() {
    if (!target || !record) return;
    await runtime.queue(target.table, target.uuid, "UPSERT", record, null);
    runtime.notices.show(t("SAVED_ON_DEVICE"));
    setTarget(null);
  }

  return (
    <Drawer title={t("CONFLICT_OTHER_VERSION")} open={target !== null} onClose={() => setTarget(null)} testId="conflict-drawer">
      {other?.deleted && <p data-testid="conflict-other-deleted">{t("CONFLICT_DELETED")}</p>}
      {record && !other?.deleted && (
        <div className="form">
          <p data-testid="conflict-other-name">{String(record.clientname ?? record.description ?? target?.uuid)}</p>
          <dl className="record-summary" data-testid="conflict-other-fields">
            {recordSummary(record).map((line) => (
              <div key={line.field}>
                <dt>{line.field}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="primary" data-testid="conflict-restore" onClick={() => void restore()}>
            {t("CONFLICT_RESTORE")}
          </button>
        </div>
      )}
    </Drawer>
  );
}
