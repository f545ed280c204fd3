/**
 * docs/operating.md, "Erasing a client": the server answers REJECTED, with a reason that starts with
 * this, an edit of a record of an erased client (or of a record naming one). The phone drops such an
 * edit at once (it never keeps it to show or resend, as it does other rejected edits), since keeping
 * it would keep her on the phone.
 */
export const ERASED_REASON_PREFIX = "erased: ";

export function isErasedRejection(reason: string | null | undefined): boolean {
  return typeof reason === "string" && reason.startsWith(ERASED_REASON_PREFIX);
}
