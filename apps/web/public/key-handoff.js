// The service worker's part of a reload (docs/shared-phone.md, "The phone's side"): the page that
// goes hands its vault key over in memory, and the next page takes it, once, within 10 s. Nothing is
// written anywhere: a CryptoKey posted here stays non-extractable, and this variable is all that holds
// it. Loaded into the generated service worker by workbox's importScripts (apps/web/vite.config.ts).
/* global self, CryptoKey, setTimeout */
"use strict";

const KEY_HELD_MS = 10_000;
/** @type {{ installId: string, key: CryptoKey, until: number } | null} */
let held = null;

self.addEventListener("message", (event) => {
  const message = event.data;
  if (typeof message !== "object" || message === null) return;
  if (message.type === "stepwise-hand-key" && typeof message.installId === "string" && message.key instanceof CryptoKey) {
    held = { installId: message.installId, key: message.key, until: Date.now() + KEY_HELD_MS };
    // Kept alive while it holds the key; dropped when the time is up, taken or not.
    event.waitUntil(
      new Promise((resolve) =>
        setTimeout(() => {
          if (held !== null && held.until <= Date.now()) held = null;
          resolve(undefined);
        }, KEY_HELD_MS),
      ),
    );
  } else if (message.type === "stepwise-drop-key") {
    held = null;
  } else if (message.type === "stepwise-take-key" && event.ports[0]) {
    const given = held !== null && held.installId === message.installId && held.until > Date.now() ? held.key : null;
    // One take only: whoever asks next finds nothing.
    held = null;
    event.ports[0].postMessage({ key: given });
  }
});
