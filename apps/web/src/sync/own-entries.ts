import type { OutboxEntry } from "./outbox.js";
import type { SyncQueue } from "./sync-engine.js";

/** Whether the login of `user` may send the edit: its own, or one made without a login. */
const mayBeSentBy = (entry: OutboxEntry, user: string | null) => entry.user_id === null || entry.user_id === user;

/** A batch as it leaves: the entries its login may send, and that login's token, fixed together. */
export interface PinnedBatch {
  entries: OutboxEntry[];
  /** The Authorization header the request carries (none for the bare device). */
  headers: Record<string, string>;
}

/**
 * The batch to send now, with the login it goes as: read once, when the request is made. The
 * entries were chosen for the login of a moment before; a 401 to another request may have ended it
 * since, and the request's credentials were read later still, so a user's edit went out without a
 * token and the server stored it as the bare device's (the login-transitions e2e test found it).
 * Entries of any other user than the one logged in now are left for their user.
 */
export function pinnedBatch(entries: readonly OutboxEntry[], user: string | null, token: string | null): PinnedBatch {
  const mayGo = entries.filter((entry) => mayBeSentBy(entry, token === null ? null : user));
  return { entries: mayGo, headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

/**
 * The outbox as the sync engine sees it: only the edits the current login may send. An edit made
 * by a user waits for that user (after a 401 or a logout it is never sent as somebody else, nor as
 * the bare device); an edit made without a login goes with whoever is logged in.
 */
export function ownEntries(queue: SyncQueue, currentUserId: () => string | null): SyncQueue {
  const mayBeSent = (entry: OutboxEntry) => mayBeSentBy(entry, currentUserId());
  return {
    all: async () => (await queue.all()).filter(mayBeSent),
    remove: (ids) => queue.remove(ids),
    reject: (id, reason) => queue.reject(id, reason),
    count: async () => (await queue.all()).filter(mayBeSent).length,
  };
}
