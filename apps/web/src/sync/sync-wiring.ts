import type { ApolloClient } from "@apollo/client";
import type { AppInstallInput } from "../generated/graphql.js";
import type { RecordCache } from "./record-cache.js";
import type { SyncAnswer } from "./sync-engine.js";

/**
 * What the app hands the sync layer where it assembles it (app/): the sync layer knows no feature
 * and no deployment, so each module registers its cache here, and the app lends what it keeps.
 */
export interface SyncWiring {
  /** One cache per table the app shows. */
  caches: readonly RecordCache[];
  /** docs/product.md §3, §7: this install's record, as its registration sends it. */
  installRecord(): AppInstallInput;
  /** docs/product.md §4 first run: wipes local storage, keeping the install's login when its edits still wait. */
  wipeLocalStorage(keepInstall: boolean): void;
  /** After a login emptied the cache: reads the configuration and translations again and keeps them for offline use. */
  reloadContent(client: ApolloClient): Promise<void>;
  /** At a contact: the deployment's latest content release, taken whole or not at all (docs/worker-phone.md, "Content releases on the phone"). */
  takeLatestRelease(client: ApolloClient): Promise<unknown>;
  /** docs/product.md §4: whether this start is a first run (not yet initialized). */
  firstRun(): boolean;
  /** docs/sync-and-api.md, "Merging concurrent edits": a CONFLICT answer's clashing fields stay open until the worker chooses; answers how many are open in all. */
  openConflicts(answer: SyncAnswer, name: string): number;
}
