import { keepConflictsIn, openConflicts, recordConflicts, type OpenConflict } from "../modules/conflicts/open-conflicts.js";
import { SyncRuntime } from "../sync/sync-runtime.js";
import { sealedMeta } from "../vault/sealed-meta.js";
import { isFirstRun } from "@stepwise/domain";
import { reloadContent, startupState, wipeLocalStorage } from "../modules/deployment/deployment.js";
import { installRecord } from "./install-record.js";
import { recordCaches } from "./record-caches.js";

/** Where a worker's vault keeps her open conflicts (docs/sync-and-api.md, "Merging concurrent edits"), sealed. */
const CONFLICTS_META = "openConflicts";

/** The sync layer, assembled with the modules' caches and what the app keeps of the deployment and the open conflicts. */
export async function startSync(): Promise<SyncRuntime> {
  const runtime = await SyncRuntime.start({
    caches: recordCaches,
    installRecord,
    wipeLocalStorage,
    reloadContent,
    // Its code loads at the first contact, out of the initial download (docs/PERFORMANCE.md).
    takeLatestRelease: (client) => {
      // docs/product.md §4, "One reminder a day": its hour and zone, read at the same contacts.
      void import("../modules/deployment/deployment-reminder.js").then(({ refreshDeploymentReminder }) => refreshDeploymentReminder(client));
      return import("../modules/deployment/release-adoption.js").then(({ takeLatestRelease }) => takeLatestRelease(client));
    },
    firstRun: () => isFirstRun(startupState()),
    openConflicts(answer, name) {
      recordConflicts(answer, name);
      return openConflicts.get().list.length;
    },
  });
  if (runtime.vault) await keepConflictsIn(sealedMeta<OpenConflict[]>(runtime.outbox, runtime.vault.key, CONFLICTS_META));
  return runtime;
}
