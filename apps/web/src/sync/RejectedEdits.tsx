import { t } from "../i18n/t.js";
import type { OutboxEntry } from "./outbox.js";
import { rejectionReasonText } from "./rejection-reason.js";
import { useEditing, useSyncView } from "./runtime-context.js";

/**
 * docs/sync-and-api.md, "Outbox entry (web, IndexedDB)": edits the server rejected, each with its reason and a way to discard it; editing the
 * record again replaces it (Outbox.add). Shown under the sync status.
 */
export function RejectedEdits() {
  const runtime = useEditing();
  const { rejected } = useSyncView();
  if (rejected.length === 0) return null;
  return (
    <ul className="rejected-edits" data-testid="rejected-edits" role="alert">
      {rejected.map((entry) => (
        <li key={entry.clientMutationId}>
          {t("EDIT_REJECTED_ITEM", { name: runtime.describe(entry), reason: rejectionReasonText(entry.rejected?.reason) })}{" "}
          <button type="button" onClick={() => void runtime.discardRejected(entry.clientMutationId)}>
            {t("EDIT_DISCARD")}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** On a record: "could not be saved: <reason>" while its edit is a rejected one. */
export function RejectedEditNote({ table, uuid }: { table: string; uuid: string }) {
  const runtime = useEditing();
  const entry: OutboxEntry | undefined = useSyncView().waiting.get(`${table}:${uuid}`);
  if (!entry?.rejected) return null;
  return (
    <p className="rejected-edit" data-testid="rejected-edit" role="alert">
      {t("EDIT_REJECTED", { reason: rejectionReasonText(entry.rejected.reason) })}{" "}
      <button type="button" onClick={() => void runtime.discardRejected(entry.clientMutationId)}>
        {t("EDIT_DISCARD")}
      </button>
    </p>
  );
}
