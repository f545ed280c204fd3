import { t } from "../i18n/t.js";
import type { Notices } from "../platform/notices.js";
import { UPDATE_SLOT } from "../sync/stale-notices.js";
import { visibleInterval } from "../platform/visible-timers.js";
import { addUpdateCheck } from "../platform/update-checks.js";

/** While the app is on screen it asks the server this often whether a new version is out. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface AppUpdateDeps {
  notices: Pick<Notices, "show" | "dismiss">;
  /** Tells the waiting service worker to skip waiting (vite-plugin-pwa's updateServiceWorker). */
  skipWaiting(): Promise<void>;
  /** Saves what is kept in memory only (the persisted cache's last second) before the reload. */
  saveNow(): Promise<void>;
  reload(): void;
}

/**
 * docs/product.md §4: a waiting service-worker update is told to skip waiting, at a moment that loses nothing
 * (docs/worker-phone.md "Updates"): the worker is told quietly that a new version is ready, and it
 * takes over when she taps "Update" (nothing half typed is lost to a reload she did not ask for).
 * Her waiting edits are in the outbox, which the new version reads and sends.
 */
export class AppUpdate {
  private shown: number | null = null;
  private applying = false;

  constructor(private readonly deps: AppUpdateDeps) {}

  /** A new version waits: say so once, until she closes the notice or takes the update. */
  ready(): void {
    if (this.shown !== null) return;
    this.shown = this.deps.notices.show(t("UPDATE_READY"), {
      textKey: "UPDATE_READY",
      timeoutMs: 0,
      slot: UPDATE_SLOT,
      action: { label: t("UPDATE_NOW"), run: () => void this.apply() },
    });
  }

  /** She agreed: the new worker skips waiting; the page reloads once it controls it (reloadNow). */
  async apply(): Promise<void> {
    if (this.applying) return;
    this.applying = true;
    if (this.shown !== null) this.deps.notices.dismiss(this.shown);
    await this.deps.saveNow().catch((error) => console.warn("the cache was not saved before the update", error));
    await this.deps.skipWaiting();
  }

  /** The new version controls the page: reload into it, only when she asked for the update. */
  reloadNow(): void {
    if (this.applying) this.deps.reload();
  }
}

/**
 * Asks the server for a new version when the app shows again, comes online, and hourly while on
 * screen; the browser would otherwise look only at a navigation, which a one-page app never makes.
 */
export function checkForUpdates(registration: Pick<ServiceWorkerRegistration, "update">): () => void {
  const check = () => {
    if (navigator.onLine) registration.update().catch((error: unknown) => console.warn("update check failed", error));
  };
  window.addEventListener("online", check);
  const removeCheck = addUpdateCheck(check);
  const stop = visibleInterval(check, UPDATE_CHECK_MS);
  return () => {
    window.removeEventListener("online", check);
    removeCheck();
    stop();
  };
}
