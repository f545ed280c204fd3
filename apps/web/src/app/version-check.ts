import { isFirstRun, needsMilestonesConversion, versionCheckDue } from "@stepwise/domain";
import { storedUser } from "../vault/storage-keys.js";
import { visibleInterval } from "../platform/visible-timers.js";
import type { EditingPorts, SessionPorts } from "../sync/runtime-context.js";
import { fetchApplication, loadTranslations, startupState, storedSettings, storeVersion } from "../modules/deployment/deployment.js";

/** What the version check needs of the sync layer: the client, and the outbox for the 2.04 conversion. */
type VersionCheckPorts = Pick<SessionPorts, "client"> & Pick<EditingPorts, "queue">;

const CHECKED_AT = "versionCheckedAt";
const CONVERTED = "conversion-2.04";
/** How often the app asks itself whether the daily check is due, while it is on screen (docs/worker-phone.md). */
const TICK_MS = 60 * 60 * 1000;

/**
 * docs/product.md §4 "Version check": once online the server version is compared with the stored one, again
 * every 24 h; new content is fetched when it changed, and 2.04 runs its one-time conversion.
 */
export function startVersionCheck(runtime: VersionCheckPorts): () => void {
  const tick = () => void runVersionCheck(runtime).catch((error) => console.warn("version check failed; it runs again later", error));
  tick();
  window.addEventListener("online", tick);
  const stop = visibleInterval(tick, TICK_MS);
  return () => {
    window.removeEventListener("online", tick);
    stop();
  };
}

export async function runVersionCheck(runtime: VersionCheckPorts, now = Date.now()): Promise<void> {
  const lastChecked = localStorage.getItem(CHECKED_AT);
  if (!navigator.onLine || isFirstRun(startupState()) || !versionCheckDue(lastChecked === null ? null : Number(lastChecked), now)) return;
  // The configuration of the release the phone holds (platform/content-release-link.ts): a newer release of the
  // content is taken whole at a contact, never here (docs/worker-phone.md, "Content releases on the phone").
  const app = await fetchApplication(runtime.client);
  localStorage.setItem(CHECKED_AT, String(now));
  if (app.version !== startupState().version) {
    storeVersion(app.version);
    await loadTranslations(runtime.client, app.id, storedSettings().languageCode, true);
  }
  if (needsMilestonesConversion(app.version, storedUser() !== null, localStorage.getItem(CONVERTED) === "done")) {
    // A one-time conversion: its code (and the plan records') is asked for only when it runs, out of the initial download (docs/PERFORMANCE.md).
    const { convertMilestonesDomains } = await import("../modules/rehabilitation/milestones-conversion.js");
    await convertMilestonesDomains(runtime);
    localStorage.setItem(CONVERTED, "done");
  }
}
