import type { SyncAnswer, SyncFieldConflict } from "../../sync/sync-engine.js";
import { Store } from "../../platform/store.js";
import { toInput } from "../../platform/strip-typename.js";

const STORAGE_KEY = "stepwise.conflicts";

/** One clashing field of a record, waiting for the worker's choice (docs/sync-and-api.md, "Merging concurrent edits"). */
export interface OpenConflict {
  id: string;
  table: string;
  uuid: string;
  /** The record's name in messages. */
  name: string;
  /** The merged record as the server answered it (edit shape), when the answer carried its fields. */
  record: Record<string, unknown> | null;
  dataversion: number;
  conflict: SyncFieldConflict;
}

function load(): OpenConflict[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as OpenConflict[]) : [];
  } catch {
    return [];
  }
}

/** The open conflicts, kept across reloads until the worker chose a side for each. */
export const openConflicts = new Store<{ list: OpenConflict[] }>({ list: load() });

/** Where the open conflicts are kept: localStorage for the phone's own install, or a worker's vault (sealed). */
export interface ConflictKeeper {
  load(): Promise<OpenConflict[] | undefined>;
  save(list: OpenConflict[]): Promise<void>;
}

let keeper: ConflictKeeper | null = null;

/**
 * A worker's open conflicts hold her records: in her vault they are kept sealed with her key
 * (docs/shared-phone.md), never in localStorage. Resolves once they are loaded from there.
 */
export async function keepConflictsIn(vault: ConflictKeeper | null): Promise<void> {
  keeper = vault;
  if (!vault) return openConflicts.set({ list: load() });
  localStorage.removeItem(STORAGE_KEY);
  openConflicts.set({ list: (await vault.load()) ?? [] });
}

function save(list: OpenConflict[]): void {
  if (keeper) void keeper.save(list).catch((error) => console.warn("the open conflicts were not saved", error));
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  openConflicts.set({ list });
}

/**
 * A CONFLICT answer's fields become open conflicts; a newer one for the same field replaces the
 * older. Answers the number of fields that clashed.
 */
export function recordConflicts(answer: SyncAnswer, name: string): number {
  const fields = answer.conflicts ?? [];
  const record =
    answer.record && "uuid" in answer.record
      ? toInput<Record<string, unknown>>(answer.record, ["synced", "saved", "dataversion", "updatedAt", "deletedAt"])
      : null;
  const added = fields.map((conflict) => ({
    id: `${answer.table}:${answer.uuid}:${conflict.path.join("/")}`,
    table: answer.table,
    uuid: answer.uuid,
    name,
    record,
    dataversion: answer.dataversion,
    conflict,
  }));
  const ids = new Set(added.map((c) => c.id));
  save([...openConflicts.get().list.filter((c) => !ids.has(c.id)), ...added]);
  return added.length;
}

export function resolveConflict(id: string): void {
  save(openConflicts.get().list.filter((c) => c.id !== id));
}
