/** One field both devices changed differently (docs/sync-and-api.md, "Merging concurrent edits"): the later write (yours) is kept in the record. */
export interface FieldConflict {
  /** From the record to the field: field names, and after a keyed list the item's key. */
  path: string[];
  /** Translation key of the field's label. */
  labelKey: string;
  base: unknown;
  theirs: unknown;
  yours: unknown;
  /** Name of the worker whose stored version was merged with (null: an anonymous device). */
  theirsBy: string | null;
  theirsAt: Date | null;
}

export interface MergeOutcome {
  status: "MERGED" | "CONFLICT";
  content: Record<string, unknown>;
  conflicts: FieldConflict[];
}
