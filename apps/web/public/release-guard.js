// No update backwards (docs/worker-phone.md, "Updates"): a service worker carries its release
// (self.STEPWISE_RELEASE, set by release.js, which the build writes: apps/web/vite-release.ts), answers
// it when asked, and refuses to install over an active worker of the same or a later release, so a
// phone that meets an older replica during a rolling upgrade is never offered the older app.
// Loaded into the generated service worker by workbox's importScripts (apps/web/vite.config.ts).
/* global self, MessageChannel, setTimeout, clearTimeout */
"use strict";

/** How long the install waits for the active worker's release: one from before releases were carried never answers. */
const ASK_RELEASE_MS = 3_000;

self.addEventListener("message", (event) => {
  const message = event.data;
  if (typeof message === "object" && message !== null && message.type === "stepwise-release" && event.ports[0]) {
    event.ports[0].postMessage(self.STEPWISE_RELEASE);
  }
});

/** The active worker's release, or null when it does not say (a build from before releases were carried: older). */
function activeRelease(active) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ASK_RELEASE_MS);
    channel.port1.onmessage = (answer) => {
      clearTimeout(timer);
      resolve(typeof answer.data === "number" ? answer.data : null);
    };
    active.postMessage({ type: "stepwise-release" }, [channel.port2]);
  });
}

self.addEventListener("install", (event) => {
  const active = self.registration.active;
  if (!active || typeof self.STEPWISE_RELEASE !== "number") return;
  event.waitUntil(
    activeRelease(active).then((running) => {
      if (running !== null && running >= self.STEPWISE_RELEASE) {
        throw new Error(`release ${self.STEPWISE_RELEASE} does not install over release ${running}: no update backwards`);
      }
    }),
  );
});
