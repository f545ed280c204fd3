/**
 * Her vault key across a reload, in memory only (docs/shared-phone.md, "The phone's side"): the page
 * that goes posts its non-extractable CryptoKey to the service worker (apps/web/public/key-handoff.js),
 * which holds it in a variable for 10 s and gives it, once, to the next page that asks. No storage of
 * the origin ever holds it, so a copy of the phone's files after her session ended holds no key.
 */

/** How long the next page waits for the service worker's answer: a worker without the handoff never answers. */
const TAKE_WAIT_MS = 1_000;

/** Hands her key to the service worker for the next page (before a reload, and on pagehide); nothing without one. */
export function handKeyOver(installId: string, key: CryptoKey): void {
  navigator.serviceWorker?.controller?.postMessage({ type: "stepwise-hand-key", installId, key });
}

/** The service worker forgets a key it holds (her vault locks, or the page that handed it stays). */
export function dropHandedKey(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: "stepwise-drop-key" });
}

/** The key the page before handed over for this vault, or null (none, too late, or taken already). */
export function takeHandedKey(installId: string): Promise<CryptoKey | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, TAKE_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ key: unknown }>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data?.key instanceof CryptoKey ? event.data.key : null);
    };
    worker.postMessage({ type: "stepwise-take-key", installId }, [channel.port2]);
  });
}
