import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { registerSW } from "virtual:pwa-register";
import { App } from "./app/App.js";
import { preloadClientsScreen } from "./app/routes.js";
import { applySettings, applyTheme, loadTranslations, storedApplication, storedSettings } from "./app/deployment.js";
import { startSync } from "./app/start-sync.js";
import { beginStartWait } from "./app/start-wait.js";
import "./app/theme.css";
import { startVersionCheck } from "./app/version-check.js";
import { connectLogging, listenForAppErrors } from "./sync/logging.js";
import { startStorageCheck } from "./sync/storage-check.js";
import { readAhead } from "./sync/use-cached-query.js";
import { ClientListDocument } from "./generated/graphql.js";

// Spec 4: the start's 500 ms wait counts from the navigation that opened the app (time 0); loading
// this code and everything below up to the first render happen during it.
const startWait = beginStartWait(0);
// Spec 8: uncaught app errors are kept from the very start, and sent once the runtime says online.
listenForAppErrors();

// Spec 4: a waiting service-worker update is told to skip waiting (autoUpdate: the new worker
// skips waiting and takes over; onNeedRefresh covers a worker that still waits).
const updateServiceWorker = registerSW({
  immediate: true,
  onNeedRefresh: () => void updateServiceWorker(true),
  onRegisterError: (error: unknown) => console.warn("the service worker was not registered", error),
});

// Spec 2: on start the route is replaced with `/`, before the router reads it, so no other screen renders first.
history.replaceState(null, "", "/");
const root = document.getElementById("root")!;
const runtimeStart = performance.now();
const runtime = await startSync();
performance.measure("stepwise:start:runtime", { start: runtimeStart, end: performance.now() });
// Spec 4: the app sets its data and settings and loads translations (from the persisted cache) before it shows.
const application = storedApplication();
const settings = storedSettings();
applyTheme(application?.app_identifier ?? null);
applySettings(settings);
if (application) await loadTranslations(runtime.client, application.id, settings.languageCode).catch((error) => console.warn("translations not loaded", error));
startVersionCheck(runtime);
connectLogging(runtime.view);
startStorageCheck(runtime.notices);

createRoot(root).render(
  <StrictMode>
    <App runtime={runtime} onReady={markReady} />
  </StrictMode>,
);

/** The first render is on screen, after the restored cache and the open outbox (ARCHITECTURE). */
function markReady(): void {
  root.dataset.ready = "true";
  performance.mark("stepwise:start:first-render");
  // The client list is the screen a worker opens most: its code loads during spec 4's start wait,
  // and its clients are read from the cache once the wait is over and /Home is drawn, so a tap on
  // Clients finds them read. Read during the wait, the 5,000 clients of bench/pwa-cold-start.ts
  // (about 300 ms) held /Home back whenever the read began before the wait's end.
  void preloadClientsScreen();
  void startWait.then(() =>
    whenIdle(() => {
      const start = performance.now();
      readAhead(runtime.client, ClientListDocument, {});
      performance.measure("stepwise:start:read-ahead", { start, end: performance.now() });
    }),
  );
}

/** Runs the work once the page is idle (after the render under way), or within a second; Safari has no requestIdleCallback. */
function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 50);
}
