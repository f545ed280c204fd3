/**
 * A dataversion: one already stored, or the n-th (from 0) new one of this batch. The new ones
 * follow the last dataversion drawn, in the order of the writes, so dataversions still follow the
 * order of the entries; the batch's write statement draws them from dataversion_seq.
 */
export type Version = { stored: number } | { fresh: number };

/** A record as it stands at a point of the batch: as stored, or as an earlier entry left it. */
export interface RecordState {
  table_name: string;
  uuid: string;
  owner_user_id: number | null;
  owner_install_id: string | null;
  application: string | null;
  content: Record<string, unknown>;
  last_install_id: string | null;
  deleted_at: Date | null;
  /** When it was stored (for a record the batch writes, the batch's time). */
  updated_at: Date;
  version: Version;
}
