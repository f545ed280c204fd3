/**
 * Her vault key across a reload, in memory only (docs/shared-phone.md, "The phone's side"): the page
 * that goes posts its non-extractable CryptoKey to the service worker (apps/web/public/key-handoff.js),
 * which holds it in a variable for 10 s and gives it, once, to the next page that asks; a page of
 * hers open in another tab gives it too (BroadcastChannel). No storage of the origin ever holds it,
 * so a copy of the phone's files after her session ended holds no key.
 */

/** How long the next page waits for the service worker's answer: a worker without the handoff never answers. */
const TAKE_WAIT_MS = 1_000;
/** How long a starting page waits for another tab of hers: tabs of the origin answer at once, or there is none. */
const TABS_WAIT_MS = 300;
const TABS_CHANNEL = "stepwise-vault-key";

interface TabMessage {
  type: "ask" | "key";
  installId: string;
  ask: string;
  key?: CryptoKey;
}

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

/** While `sharing()` holds, this page gives its vault's key to a tab of the origin that starts in the same vault. */
export function shareKeyWithTabs(installId: string, key: CryptoKey, sharing: () => boolean): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(TABS_CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (!sharing()) {
      channel.close();
      return;
    }
    const message = event.data;
    if (message?.type === "ask" && message.installId === installId) channel.postMessage({ type: "key", installId, ask: message.ask, key } satisfies TabMessage);
  };
}

/** The key of this vault from another tab of hers that is open, or null (none answered at once). */
export function askOtherTabs(installId: string): Promise<CryptoKey | null> {
  if (typeof BroadcastChannel === "undefined") return Promise.resolve(null);
  const channel = new BroadcastChannel(TABS_CHANNEL);
  const ask = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (key: CryptoKey | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(key);
    };
    const timer = setTimeout(() => done(null), TABS_WAIT_MS);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const message = event.data;
      if (message?.type === "key" && message.ask === ask && message.installId === installId && message.key instanceof CryptoKey) done(message.key);
    };
    channel.postMessage({ type: "ask", installId, ask } satisfies TabMessage);
  });
}
