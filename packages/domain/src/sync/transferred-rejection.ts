/**
 * docs/teams.md, "Moving a caseload": the server answers REJECTED, with a reason that starts with
 * this, an edit a phone sends for a record moved from its worker to another (or for a new record
 * naming one). The phone keeps such an edit among the refused ones and shows it in the worker's
 * language (apps/web/src/sync/rejection-reason.ts), so what she wrote is never lost silently; the record
 * itself leaves her phone.
 */
export const TRANSFERRED_REASON_PREFIX = "transferred: ";

export function isTransferredRejection(reason: string | null | undefined): boolean {
  return typeof reason === "string" && reason.startsWith(TRANSFERRED_REASON_PREFIX);
}
