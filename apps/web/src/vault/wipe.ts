import { deleteDB } from "idb";
import { clear } from "idb-keyval";
import type { WipeOrder } from "../generated/graphql.js";
import type { InstallProof } from "./acting-install.js";
import { refuseOpens } from "./database-opens.js";

/** An operator's order for an install (docs/shared-phone.md, "Wipe orders reach the phone"): the schema's enum WipeOrder, as codegen made it. */
export type { WipeOrder };

/** The installs a wipe still has to acknowledge: kept past the wipe until the server has heard it. */
export const WIPE_ACK_KEY = "stepwise.wipeAcknowledge";
/** The database idb-keyval keeps the persisted caches in. */
const KEYVAL_DB = "keyval-store";
/** Databases whose deletion waits for a connection of this page to close (idb-keyval's never does): done when the page reloads. */
const blockedDeletions = new Set<string>();

export function wipeOrderOf(value: string | null | undefined): WipeOrder | null {
  return value === "RETIRE" || value === "LOST" ? value : null;
}

/** The order in a graphql-ws close (code 4410, reason `wipe:RETIRE` or `wipe:LOST`), or null. */
export function wipeOrderOfClose(code: number, reason: string): WipeOrder | null {
  return code === 4410 ? (wipeOrderOf(reason.slice("wipe:".length)) ?? "LOST") : null;
}

/**
 * Deletes every IndexedDB database, localStorage, sessionStorage and every Cache Storage entry
 * but the service worker's precache of the app's code (the app starts again without a network),
 * then keeps only the installs to acknowledge. A database another connection holds open is
 * emptied first where it can be (idb-keyval's) and deleted once that connection closes. Opens
 * under way end before the databases are read, and later ones are refused (vault/database-opens.ts):
 * a database created after the read would be left behind.
 */
export async function wipeOrigin(installs: readonly InstallProof[]): Promise<void> {
  await refuseOpens();
  await clear().catch(() => undefined);
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          // A deletion this page asked before and still blocked: asked again, it would wait behind it and never answer.
          if (!name || blockedDeletions.has(name)) return resolve();
          const blocked = () => {
            blockedDeletions.add(name);
            resolve();
          };
          deleteDB(name, { blocked }).then(() => {
            blockedDeletions.delete(name);
            resolve();
          }, resolve);
        }),
    ),
  );
  if (!databases.some((d) => d.name === KEYVAL_DB) && !blockedDeletions.has(KEYVAL_DB)) await deleteDB(KEYVAL_DB).catch(() => undefined);
  if ("caches" in globalThis) {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.startsWith("workbox-precache")).map((name) => caches.delete(name)));
  }
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(WIPE_ACK_KEY, JSON.stringify(installs));
}

/** The installs of a wipe not yet acknowledged (an offline wipe), else none. */
export function installsToAcknowledge(): InstallProof[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(WIPE_ACK_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as InstallProof[]).filter((p) => typeof p?.id === "string") : [];
  } catch {
    return [];
  }
}

/** Sends the acknowledgement of a wipe; once the server has it, nothing of the wiped installs stays. */
export async function acknowledgeWipe(send: (installs: InstallProof[]) => Promise<void>): Promise<void> {
  const installs = installsToAcknowledge();
  if (installs.length === 0) return;
  await send(installs);
  localStorage.removeItem(WIPE_ACK_KEY);
}
