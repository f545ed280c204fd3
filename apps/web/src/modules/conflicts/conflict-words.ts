import { describePath, isPlainObject, shapeOf } from "@stepwise/domain";
import { t } from "../../i18n/t.js";

/** A clash as the server told it (FieldConflict), values as JSON text. */
export interface ToldConflict {
  path: string[];
  labelKey: string;
  theirs: string;
  yours: string;
  theirsBy?: string | null;
  theirsAt?: string | null;
}

export interface ConflictWords {
  /** "Grace also changed Domain 1, Goal 2's ‘Why this goal’ on 12 March" */
  sentence: string;
  theirs: string;
  yours: string;
}

/**
 * docs/sync-and-api.md, "Merging concurrent edits": a clash in the worker's words, from the deployment's translations: who changed which
 * field of which item, when, and both values; never a uuid or a count of fields.
 */
export function conflictWords(
  table: string,
  record: Record<string, unknown>,
  conflict: ToldConflict,
  language: string,
  dictionary?: Readonly<Record<string, string>>,
): ConflictWords {
  const tr = (key: string, values: Record<string, string | number> = {}) => t(key, values, dictionary);
  const place = describePath(record, shapeOf(table), conflict.path);
  const items = place.places.map((p) => tr(p.label, { n: p.position })).join(", ");
  const field = tr(place.labelKey);
  const what = place.wholeItem ? items : items ? tr("CONFLICT_WHAT_IN", { place: items, field }) : tr("CONFLICT_WHAT", { field });
  const who = conflict.theirsBy || tr("CONFLICT_SOMEONE");
  const when = conflict.theirsAt ? new Date(conflict.theirsAt) : null;
  // English days as in Malawi and Britain: "12 March".
  const date =
    when && !Number.isNaN(when.getTime())
      ? new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, { day: "numeric", month: "long" }).format(when)
      : null;
  const sentence = date ? tr("CONFLICT_CHANGED_ON", { who, what, date }) : tr("CONFLICT_CHANGED", { who, what });
  return { sentence, theirs: valueWords(conflict.theirs, tr), yours: valueWords(conflict.yours, tr) };
}

/** A value in words: text as written, yes/no, a whole item by its own text, nothing as "(empty)". */
function valueWords(json: string, tr: (key: string) => string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = json;
  }
  if (value === null || value === undefined || value === "") return tr("CONFLICT_EMPTY");
  if (typeof value === "boolean") return tr(value ? "YES" : "CONFLICT_NO");
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (isPlainObject(value)) {
    const text = ["goal", "description", "note", "answer", "clientname"].map((k) => value[k]).find((v) => typeof v === "string" && v !== "");
    return typeof text === "string" ? text : tr("CONFLICT_ITEM");
  }
  if (Array.isArray(value)) return value.every((v) => typeof v === "string" || typeof v === "number") ? value.join(", ") : tr("CONFLICT_ITEM");
  return tr("CONFLICT_ITEM");
}
