import type { AdminTextKey } from "../admin-texts.js";
import { purgedCounts } from "./retention-form.js";

type Translate = (key: AdminTextKey, values?: Record<string, string | number>) => string;

/**
 * One piece of a retention event's audit detail in the operator's language (docs/operating.md,
 * "Retention"): the server writes "history: 30 days (was forever)", "tombstones: 365 days (was
 * forever)" for retention.set and "12 history versions, 3 tombstones" for retention.purged, in
 * English; null for any other piece.
 */
export function retentionDetailPiece(piece: string, t: Translate): string | null {
  const kept = (text: string): string | null => {
    if (text === "forever") return t("AUDIT_DETAIL_RETENTION_FOREVER");
    const days = /^(\d+) days?$/.exec(text);
    return days ? t("AUDIT_DETAIL_RETENTION_DAYS", { days: Number(days[1]) }) : null;
  };
  const set = /^(history|tombstones): (.+) \(was (.+)\)$/.exec(piece);
  if (set) {
    const now = kept(set[2]!);
    const was = kept(set[3]!);
    if (now === null || was === null) return null;
    return t(set[1] === "history" ? "AUDIT_DETAIL_RETENTION_HISTORY" : "AUDIT_DETAIL_RETENTION_TOMBSTONES", { now, was });
  }
  const counts = purgedCounts(piece);
  return counts ? t("AUDIT_DETAIL_RETENTION_PURGED", { history: counts.history, tombstones: counts.tombstones }) : null;
}
