import { isTransferredRejection } from "@stepwise/domain";
import { t } from "../i18n/t.js";

/**
 * A rejected edit's reason as the worker reads it: a client moved to another worker (docs/teams.md,
 * "Moving a caseload") in her language, with what to do; any other reason as the server gave it.
 */
export function rejectionReasonText(reason: string | null | undefined): string {
  return isTransferredRejection(reason) ? t("EDIT_REJECTED_TRANSFERRED") : (reason ?? "");
}

/**
 * The waiting edits the screens lay over the records (the sync view's `waiting`), without the
 * refused edits of records moved to another worker: those records left the phone (docs/teams.md,
 * "Moving a caseload"), so her edit is listed among the refused ones only, never shown as a record.
 */
export function shownOverRecords<E extends { rejected?: { reason: string } | null }>(waiting: ReadonlyMap<string, E>): Map<string, E> {
  return new Map([...waiting].filter(([, entry]) => !isTransferredRejection(entry.rejected?.reason)));
}
