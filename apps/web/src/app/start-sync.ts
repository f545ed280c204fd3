import { keepConflictsIn, openConflicts, recordConflicts, type OpenConflict } from "../modules/conflicts/open-conflicts.js";
import { SyncRuntime } from "../sync/sync-runtime.js";
import { sealedMeta } from "../vault/sealed-meta.js";
import { whenIdle } from "../platform/when-idle.js";
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
  // A supervisor's team, kept sealed in her vault (docs/teams.md, "On the supervisor's phone"): its code loads at the first idle moment after the start.
  if (runtime.vault) {
    const { key } = runtime.vault;
    whenIdle(
      () =>
        void import("../modules/team/keep-team.js")
          .then(({ keepTeam }) => keepTeam({ client: runtime.client, meta: runtime.outbox, key, view: runtime.view }))
          .catch((error: unknown) => console.error("her team is not kept on this phone", error)),
    );
  }
  return runtime;
}
