import type { Identity } from "../auth/identity.js";
import { MAX_APP_IDENTIFIER_LENGTH } from "../sync/sync-entry.js";
import type { Services } from "../services.js";

/** The caller's deployment: the logged-in user's, else the one of the host the request came to. */
export async function callerDeployment(services: Services, identity: Identity, host: string | undefined): Promise<string | null> {
  return identity.user?.application ?? (await services.loginOrigin(host ?? "localhost", "")).deployment;
}

/**
 * Legacy entries carry the device's `appIdentifier`; a record's deployment is the caller's, never a
 * field the device sends (docs/SECURITY.md, "The deployment of records sent without a login": an anonymous install fed another deployment's reports).
 * An appIdentifier past its limits is left as sent, so the sync engine rejects that entry naming it.
 */
export function stampDeployment(entries: unknown, deployment: string | null): unknown {
  if (!Array.isArray(entries)) return entries;
  return entries.map((entry: unknown) => {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return entry;
    const sent = (entry as Record<string, unknown>).appIdentifier;
    const withinLimits = sent === undefined || sent === null || (typeof sent === "string" && sent.length <= MAX_APP_IDENTIFIER_LENGTH);
    return withinLimits ? { ...(entry as Record<string, unknown>), appIdentifier: deployment } : entry;
  });
}
