import { appInstallId, appInstallSecret } from "./storage-keys.js";
import { base64url } from "./vault-crypto.js";

/** The install a request acts as (docs/shared-phone.md, "Installs on one phone"): its id, and its secret once it has one. */
export interface InstallProof {
  id: string;
  secret: string;
}

/** A worker's install while her vault is unlocked; null: the phone's own install (nobody logged in). */
let worker: InstallProof | null = null;

/** The phone's own install: APP-ID and its secret (APP-SECRET), made on first use. */
export function phoneInstall(): InstallProof {
  return { id: appInstallId(), secret: appInstallSecret() };
}

/** 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Every request from now on acts as this worker install (her vault is unlocked), or as the phone's own (null). */
export function actAs(install: InstallProof | null): void {
  worker = install;
}

/** The install requests act as now. */
export function actingInstall(): InstallProof {
  return worker ?? phoneInstall();
}

/** Whether a worker's vault is the one in use. */
export function actingAsWorker(): boolean {
  return worker !== null;
}
