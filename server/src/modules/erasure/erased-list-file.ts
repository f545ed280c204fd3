import fs from "node:fs";
import path from "node:path";

/**
 * The erased clients beside the backups (docs/operating.md, "Kept, and replayed after a restore"): a
 * backup taken before an erasure does not hold it, and when the database it would replace is lost
 * too (a disk gone with it), this file is what still says whom to erase again. Uuids and
 * deployments only, nothing of her; written after each erasure into BACKUP_DIR (and
 * BACKUP_COPY_DIR), read by the restore from the backup's own folder.
 */
export const ERASED_LIST_FILE = "erased-clients.json";

/** An erased client, or a record of hers the erasure reached, as erased_records keeps it. */
export interface ErasedListRow {
  uuid: string;
  application: string;
  erased_at: Date;
  client_uuid: string | null;
}

/** Writes the list into each folder, whole or not at all (a temporary file renamed over the old one). */
export function writeErasedList(dirs: ReadonlyArray<string | undefined>, rows: readonly ErasedListRow[]): void {
  const text = JSON.stringify(rows.map((r) => ({ ...r, erased_at: new Date(r.erased_at).toISOString() })));
  for (const dir of dirs) {
    if (!dir) continue;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, ERASED_LIST_FILE);
    fs.writeFileSync(`${file}.partial`, text, { mode: 0o600 });
    fs.renameSync(`${file}.partial`, file);
  }
}

/** The list kept in `dir`; none when there is no file. A file that is not such a list is an error naming it. */
export function readErasedList(dir: string): ErasedListRow[] {
  const file = path.join(dir, ERASED_LIST_FILE);
  if (!fs.existsSync(file)) return [];
  const rows = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  const valid =
    Array.isArray(rows) &&
    rows.every(
      (r: Record<string, unknown>) =>
        typeof r.uuid === "string" &&
        typeof r.application === "string" &&
        typeof r.erased_at === "string" &&
        (r.client_uuid === null || typeof r.client_uuid === "string"),
    );
  if (!valid) throw new Error(`${file} is not a list of erased clients: restore it from a copy (BACKUP_COPY_DIR) or move it away and run again`);
  return (rows as Array<Omit<ErasedListRow, "erased_at"> & { erased_at: string }>).map((r) => ({ ...r, erased_at: new Date(r.erased_at) }));
}
