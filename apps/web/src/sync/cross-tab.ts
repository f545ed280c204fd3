/** One tab syncs at a time (Web Locks); the others hear its progress (BroadcastChannel). */
const LOCK_NAME = "stepwise-sync";

export async function withSyncLock(run: () => Promise<void>): Promise<boolean> {
  if (!("locks" in navigator)) {
    await run();
    return true;
  }
  return navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await run();
    return true;
  });
}

export type TabMessage =
  { type: "queued" } | { type: "progress"; engine: "idle" | "waiting" | "syncing" | "error"; pending: number } | { type: "synced"; lastSyncedAt: number };

export function openTabChannel(onMessage: (message: TabMessage) => void): (message: TabMessage) => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(LOCK_NAME);
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return (message) => channel.postMessage(message);
}
