import type { OutboxEntry } from "./outbox.js";
import type { SyncQueue } from "./sync-engine.js";

/**
 * The outbox as the sync engine sees it: only the edits the current login may send. An edit made
 * by a user waits for that user (after a 401 or a logout it is never sent as somebody else, nor as
 * the bare device); an edit made without a login goes with whoever is logged in.
 */
export function ownEntries(queue: SyncQueue, currentUserId: () => string | null): SyncQueue {
  const mayBeSent = (entry: OutboxEntry) => entry.user_id === null || entry.user_id === currentUserId();
  return {
    all: async () => (await queue.all()).filter(mayBeSent),
    remove: (ids) => queue.remove(ids),
    reject: (id, reason) => queue.reject(id, reason),
    count: async () => (await queue.all()).filter(mayBeSent).length,
  };
}
