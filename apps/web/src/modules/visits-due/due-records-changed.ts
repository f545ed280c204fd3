import { Signal } from "../../platform/signal.js";
import type { RecordCache } from "../../sync/record-cache.js";

/**
 * docs/product.md §4 "Visits due": told when the change feed or the holdings check wrote or dropped
 * a client, plan or cycle goal from another device, so Home's count follows while Home stays open.
 * A first sync's pages are not told (they are written another way, and Home shows no count meanwhile).
 */
export const dueRecordsChanged = new Signal();

/** The tables the visits-due rule reads. */
export const DUE_TABLES: ReadonlySet<string> = new Set(["clients", "rehabilitations", "cycle_descriptions"]);

/** The cache as it was, telling dueRecordsChanged after each write of another device's change to one of the rule's tables. */
export function toldOfDueChanges(cache: RecordCache): RecordCache {
  if (!DUE_TABLES.has(cache.table)) return cache;
  return {
    ...cache,
    async put(client, fetched) {
      await cache.put(client, fetched);
      dueRecordsChanged.emit();
    },
    async fetch(client, uuid) {
      await cache.fetch(client, uuid);
      dueRecordsChanged.emit();
    },
    drop(client, uuid) {
      cache.drop(client, uuid);
      dueRecordsChanged.emit();
    },
  };
}
