/** Fields a person recognises a record by, shown first when present. */
const NAME_FIELDS = ["clientname", "description", "goal", "text", "client_reference", "birthdate", "action"];
const HIDDEN = new Set(["uuid", "synced", "saved", "__typename"]);

export interface SummaryLine {
  field: string;
  value: string;
}

/**
 * Another device's version of any synced record as lines a worker can read: its plain fields
 * (names first), and for lists how many entries they hold.
 */
export function recordSummary(record: Record<string, unknown>): SummaryLine[] {
  const fields = Object.keys(record).filter((f) => !HIDDEN.has(f));
  fields.sort((a, b) => rank(a) - rank(b));
  const lines: SummaryLine[] = [];
  for (const field of fields) {
    const value = record[field];
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) lines.push({ field, value: `${value.length} ×` });
    else if (typeof value === "object") continue;
    else lines.push({ field, value: String(value) });
  }
  return lines;
}

function rank(field: string): number {
  const index = NAME_FIELDS.indexOf(field);
  return index === -1 ? NAME_FIELDS.length : index;
}
