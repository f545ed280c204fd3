import type { InstallProof } from "../../vault/acting-install.js";

/**
 * Operation context for logging in: no stored bearer token goes along, so a token that expired
 * cannot refuse the login itself. The login goes as her worker install (docs/shared-phone.md), or as
 * no install at all (a one-time token's, whose worker is known only from the answer).
 */
export const WITHOUT_CREDENTIALS = { headers: { Authorization: "", "X-App-Install-Id": "", "X-App-Install-Secret": "" } };

export function asWorkerInstall(install: InstallProof) {
  return { headers: { Authorization: "", "X-App-Install-Id": install.id, "X-App-Install-Secret": install.secret } };
}
