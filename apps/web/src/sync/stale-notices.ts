import type { Notices } from "../platform/notices.js";
import type { Subscribable } from "../platform/signal.js";
import { storedUser } from "../vault/storage-keys.js";

/** The slot of notices that say the device is offline (a PDF that waits for a connection). */
export const WHILE_OFFLINE_SLOT = "while-offline";
/** The slot of the "new version" notice, which stays through a login. */
export const UPDATE_SLOT = "update";

/**
 * Notices that stopped being true go (docs/worker-phone.md "Notices"): a worker who logs in never
 * sees the last one's ("your session has ended", her saves), and coming online removes what was
 * said about being offline. Answers a function that stops listening.
 */
export function clearStaleNotices(
  notices: Pick<Notices, "dismissWhere">,
  loginChanges: Subscribable,
  view: { get(): { online: boolean }; subscribe(listener: () => void): () => void },
): () => void {
  // A session that ended emits too, right after saying so: only a login (someone is logged in) clears.
  const stopLogin = loginChanges.subscribe(() => {
    if (storedUser() !== null) notices.dismissWhere((n) => n.slot !== UPDATE_SLOT);
  });
  let online = view.get().online;
  const stopOnline = view.subscribe(() => {
    const now = view.get().online;
    if (now && !online) notices.dismissWhere((n) => n.slot === WHILE_OFFLINE_SLOT);
    online = now;
  });
  return () => {
    stopLogin();
    stopOnline();
  };
}
