// First: a preview swaps the storage before any other code reads it (docs/worker-phone.md, "Preview").
import { previewTicket } from "./app/preview-guard.js";
import { startTransition, StrictMode } from "react";
import { isFirstRun } from "@stepwise/domain";
import { createRoot } from "react-dom/client";
import { registerSW } from "virtual:pwa-register";
import { App } from "./app/App.js";
import { AppUpdate, checkForUpdates } from "./app/app-update.js";
import { preloadClientsScreen } from "./app/routes.js";
import { applySettings, applyTheme, loadTranslations, startupState, storedApplication, storedSettings } from "./modules/deployment/deployment.js";
import { startSync } from "./app/start-sync.js";
import { takeLoginLink } from "./modules/auth/login-link.js";
import { beginStartWait } from "./modules/pages/start-wait.js";
import "./ui/theme.css";
import { afterFirstScreen, persistNow } from "./platform/persisted-cache.js";
import { warmCacheSaver } from "./platform/cache-saver.js";
import { connectLogging, listenForAppErrors } from "./platform/logging.js";
import { nextTask } from "./platform/next-task.js";
import { clearStaleNotices } from "./sync/stale-notices.js";

const root = document.getElementById("root")!;
// Set by the worker app's boot (bootWorkerApp), read by its start.
let update: AppUpdate | undefined;
let updateServiceWorker: (reloadPage?: boolean) => Promise<void> = () => Promise.resolve();
let runtimeStart = 0;
let starting: ReturnType<typeof startSync>;
// A preview of a draft starts no sync, no service worker and no stored cache: its code loads on its own (docs/worker-phone.md, "Preview").
if (previewTicket) {
  const ticket = previewTicket;
  void import("./app/preview-app.js").then(({ startPreview }) => startPreview(ticket, root));
} else bootWorkerApp();

function bootWorkerApp(): void {
  // The saver's worker opens the worker's records during the start (docs/worker-phone.md, "Opening the app"): its code loads from now.
  warmCacheSaver();
  // docs/product.md §4: the start's 500 ms wait counts from the navigation that opened the app (time 0); loading
  // this code and everything below up to the first render happen during it.
  void beginStartWait(0);
  // docs/product.md §8: uncaught app errors are kept from the very start, and sent once the runtime says online.
  listenForAppErrors();

  // Which build runs, for the worker's support and the update test (docs/worker-phone.md "Updates").
  document.documentElement.dataset.build = __STEPWISE_BUILD__;
  document.documentElement.dataset.release = String(__STEPWISE_RELEASE__);
  // docs/product.md §4: a waiting service-worker update is told to skip waiting once the worker agrees (app-update.ts).
  // The update's callbacks run only after the runtime below exists.
  updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => update?.ready(),
    onNeedReload: () => update?.reloadNow(),
    onRegisteredSW: (_url, registration) => void (registration && checkForUpdates(registration)),
    onRegisterError: (error: unknown) => console.warn("the service worker was not registered", error),
  });

  // A login link's code is taken from the address first (modules/auth/login-link.ts): the start then opens "set your password".
  takeLoginLink(location);
  // docs/product.md §2: on start the route is replaced with `/`, before the router reads it, so no other screen renders first.
  history.replaceState(null, "", "/");
  runtimeStart = performance.now();
  // Each a task of its own after this code's evaluation, which is a long task already (docs/PERFORMANCE.md, "Total Blocking Time on /Home").
  starting = nextTask().then(startSync);
  // The client list is the screen a worker opens most: its code loads while the cache is restored, during
  // the start wait (docs/product.md §4). Loaded at the first render (after the wait), it held back a tap on Clients at once
  // on /Home by 200 to 300 ms (bench/pwa-cold-start.ts, docs/PERFORMANCE.md, "PWA offline cold start with 5,000 clients").
  // A first run shows the welcome instead, and on a weak link that code would share the line with it (docs/worker-phone.md, "A weak link").
  if (!isFirstRun(startupState())) void nextTask().then(preloadClientsScreen);
  // No top-level await: it would turn off the bundler's merging of shared chunks into this entry, and a first
  // visit on a weak link would fetch some 25 more small files (docs/worker-phone.md, "A weak link").
  void start();
}

async function start(): Promise<void> {
  const runtime = await starting;
  performance.measure("stepwise:start:runtime", { start: runtimeStart, end: performance.now() });
  // docs/product.md §4: the app sets its data and settings and loads translations (from the persisted cache) before it shows.
  const application = storedApplication();
  const settings = storedSettings();
  applyTheme(application?.app_identifier ?? null);
  applySettings(settings);
  // The start runs as several short tasks rather than one long one (docs/PERFORMANCE.md, "Total Blocking Time on /Home"):
  // reading the translations from the cache is a task of its own, and so is the first render below.
  await nextTask();
  if (application)
    await loadTranslations(runtime.client, application.id, settings.languageCode).catch((error) => console.warn("translations not loaded", error));
  await nextTask();
  // The daily version check's and the storage check's code load as they start, out of the initial download (docs/PERFORMANCE.md).
  void import("./app/version-check.js").then(({ startVersionCheck }) => startVersionCheck(runtime));
  connectLogging(runtime.view);
  void import("./sync/storage-check.js").then(({ startStorageCheck }) => startStorageCheck(runtime.notices, runtime.loginChanges));
  clearStaleNotices(runtime.notices, runtime.loginChanges, runtime.view);
  update = new AppUpdate({ notices: runtime.notices, skipWaiting: () => updateServiceWorker(), saveNow: persistNow, reload: () => location.reload() });

  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, rather than in one task (docs/PERFORMANCE.md, "Total Blocking Time on /Home").
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App runtime={runtime} onReady={markReady} />
      </StrictMode>,
    ),
  );
}

/** The first render is on screen, after the restored cache and the open outbox (docs/style.md, "Web (`apps/web/src`)"). */
function markReady(): void {
  root.dataset.ready = "true";
  performance.mark("stepwise:start:first-render");
  // The worker's records, kept apart from what the first screen needs, come into the cache now (docs/worker-phone.md, "Opening the app").
  afterFirstScreen();
  // The client list's clients are not read ahead: the list reads them straight from the cache's
  // records when it opens (readClientListQuickly), and Apollo's read of them, a second for 5,000 at
  // 4x CPU throttling, runs in its first idle moment; read ahead at idle on /Home, it held back a tap
  // on Clients (bench/pwa-cold-start.ts, docs/PERFORMANCE.md, "PWA offline cold start with 5,000 clients").
}
