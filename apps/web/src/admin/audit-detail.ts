import type { AdminTextKey } from "./admin-texts.js";
import { retentionDetailPiece } from "./retention/retention-audit-detail.js";

type Translate = (key: AdminTextKey, values?: Record<string, string | number>) => string;

/** The fixed details the server writes (their English is what the log and its CSV keep). */
const FIXED: Readonly<Record<string, AdminTextKey>> = {
  "no such account": "AUDIT_DETAIL_NO_SUCH_ACCOUNT",
  "wrong password": "AUDIT_DETAIL_WRONG_PASSWORD",
  "not an operator": "AUDIT_DETAIL_NOT_AN_OPERATOR",
  disabled: "AUDIT_DETAIL_DISABLED",
  "with a one-time login token": "AUDIT_DETAIL_WITH_LOGIN_CODE",
  "answering a password request": "AUDIT_DETAIL_ANSWERING_REQUEST",
  "no account has this e-mail": "AUDIT_DETAIL_NO_ACCOUNT",
  "no worker": "AUDIT_DETAIL_NO_WORKER",
  identifiable: "AUDIT_DETAIL_IDENTIFIABLE",
  pseudonymous: "AUDIT_DETAIL_PSEUDONYMOUS",
  WORKER: "ROLE_WORKER",
  OPERATOR_OF_DEPLOYMENT: "ROLE_OPERATOR_OF_DEPLOYMENT",
  OPERATOR_OF_ALL: "ROLE_OPERATOR_OF_ALL",
};

/**
 * An audit event's detail in the operator's language: the server keeps it in English (the log is
 * evidence, and its CSV is read by scripts), so the console translates the pieces it knows
 * ("worker <e-mail>; 1 session") and leaves any other text as it is, e-mails and names included.
 */
export function auditDetailText(detail: string | null | undefined, t: Translate): string {
  if (!detail) return "";
  return detail
    .split("; ")
    .map((piece) => {
      const fixed = FIXED[piece];
      if (fixed) return t(fixed);
      const worker = /^worker (.+)$/s.exec(piece);
      if (worker) return t("AUDIT_DETAIL_WORKER", { email: worker[1]! });
      // docs/shared-phone.md, "Retiring a phone": who lost how many locked edits.
      const loses = /^(.+) loses (\d+) edits?$/s.exec(piece);
      if (loses) return t(loses[2] === "1" ? "AUDIT_DETAIL_LOSES_ONE" : "AUDIT_DETAIL_LOSES", { email: loses[1]!, count: Number(loses[2]) });
      // docs/operating.md, "Retention": retention.set's old and new times, retention.purged's counts.
      const retention = retentionDetailPiece(piece, t);
      if (retention !== null) return retention;
      const sessions = /^(\d+) sessions?$/.exec(piece);
      if (sessions) return t(sessions[1] === "1" ? "AUDIT_DETAIL_SESSIONS_ONE" : "AUDIT_DETAIL_SESSIONS", { count: Number(sessions[1]) });
      return piece;
    })
    .join("; ");
}
