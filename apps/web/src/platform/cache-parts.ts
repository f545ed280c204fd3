import type { NormalizedCacheObject } from "@apollo/client";
import syncedTypes from "../generated/possible-types.js";

/**
 * The persisted cache is kept in two parts (docs/worker-phone.md, "Opening the app"): the shell, which
 * the first screen needs (the deployment's content and texts, the user, her favorites), and the
 * worker's records, megabytes for thousands of clients, which /Home does not show. The shell is
 * restored before the first render; the records after it, or at once when a screen that shows them
 * is opened. Favorites are records too, but /Home lists them, so they stay in the shell.
 */
const SHELL_RECORD_TYPES = new Set(["Favorite"]);

const RECORD_TYPES: ReadonlySet<string> = new Set<string>(syncedTypes.possibleTypes.SyncedRecord.filter((type) => !SHELL_RECORD_TYPES.has(type)));

/** The stored key of the records part, beside the shell's own key. */
export function recordsKeyOf(shellKey: string): string {
  return `${shellKey}:records`;
}

/** Every key a cache is kept under, for a logout or a move that deletes it. */
export function cacheKeysOf(shellKey: string): string[] {
  return [shellKey, recordsKeyOf(shellKey)];
}

export interface CacheParts {
  shell: NormalizedCacheObject;
  records: NormalizedCacheObject;
}

/**
 * Splits a normalized cache: an entity of a record type goes to the records, and so does a root
 * query field whose answer refers to one (a list of clients); everything else is the shell.
 * Costs one look at each entity's id and at each root field's first reference.
 */
export function splitCache(data: NormalizedCacheObject): CacheParts {
  const shell: NormalizedCacheObject = {};
  const records: NormalizedCacheObject = {};
  for (const id of Object.keys(data)) {
    const entity = data[id];
    if (id === "ROOT_QUERY" && entity) {
      const shellRoot: Record<string, unknown> = {};
      const recordsRoot: Record<string, unknown> = {};
      for (const field of Object.keys(entity)) {
        const value: unknown = entity[field];
        if (refersToRecord(value)) recordsRoot[field] = value;
        else shellRoot[field] = value;
      }
      shell.ROOT_QUERY = shellRoot as NormalizedCacheObject[string];
      if (Object.keys(recordsRoot).length > 0) records.ROOT_QUERY = recordsRoot as NormalizedCacheObject[string];
    } else if (isRecordId(id)) records[id] = entity;
    else shell[id] = entity;
  }
  return { shell, records };
}

/** Whether the cache holds any record (a cache a build before saved whole): it stops at the first. */
export function holdsRecords(data: NormalizedCacheObject): boolean {
  return Object.keys(data).some((id) => (id === "ROOT_QUERY" ? Object.values(data.ROOT_QUERY ?? {}).some(refersToRecord) : isRecordId(id)));
}

/**
 * The cache with the stored records put under what it holds now: an entity or root field the cache
 * already has (fetched since the start, so newer) wins over the stored one.
 */
export function withStoredRecords(current: NormalizedCacheObject, stored: NormalizedCacheObject): NormalizedCacheObject {
  const merged: NormalizedCacheObject = { ...stored, ...current };
  if (stored.ROOT_QUERY) merged.ROOT_QUERY = { ...stored.ROOT_QUERY, ...current.ROOT_QUERY };
  return merged;
}

function isRecordId(id: string): boolean {
  return RECORD_TYPES.has(typeOfId(id));
}

/** `Client:{"uuid":"..."}` is a Client: the type is what comes before the first colon. */
function typeOfId(id: string): string {
  const colon = id.indexOf(":");
  return colon < 0 ? id : id.slice(0, colon);
}

/** Whether a stored value refers to an entity of a record type: it stops at the first reference it meets. */
function refersToRecord(value: unknown): boolean {
  const first = firstReference(value, 0);
  return first !== null && RECORD_TYPES.has(typeOfId(first));
}

/** How deep a root field's answer is searched for a reference (a connection's edges hold their nodes two levels down). */
const SEARCH_DEPTH = 4;

function firstReference(value: unknown, depth: number): string | null {
  if (depth > SEARCH_DEPTH || typeof value !== "object" || value === null) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstReference(item, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  const ref = (value as { __ref?: unknown }).__ref;
  if (typeof ref === "string") return ref;
  for (const key of Object.keys(value)) {
    const found = firstReference((value as Record<string, unknown>)[key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}
