import type { ApolloClient } from "@apollo/client";
import { DeploymentReminderDocument } from "../../generated/graphql.js";
import { storedUser } from "../../vault/storage-keys.js";
import { storedApplication } from "./deployment.js";

/**
 * docs/product.md §4, "One reminder a day": the deployment's reminder hour and the zone it is counted
 * in, kept in browser storage (settings, not a client's data), and each worker's own switch.
 */
const KEYS = { deployment: "deploymentReminder", on: "dailyReminder" } as const;

export interface DeploymentReminder {
  /** 0-23 in `timeZone`; null: the deployment sends no reminder. */
  reminderHour: number | null;
  /** The deployment's IANA zone; null: UTC. */
  timeZone: string | null;
}

/** What the phone last heard of the deployment's reminder; null before its first contact. */
export function storedDeploymentReminder(): DeploymentReminder | null {
  const raw = localStorage.getItem(KEYS.deployment);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<DeploymentReminder>;
    return { reminderHour: typeof parsed.reminderHour === "number" ? parsed.reminderHour : null, timeZone: parsed.timeZone ?? null };
  } catch {
    return null;
  }
}

/**
 * Her switch's key: each worker of a shared phone turns her own reminder on (docs/shared-phone.md);
 * nobody logged in has none. A deployment without logins (MALA) keeps one for the phone.
 */
const onKey = () => {
  const user = storedUser();
  if (user) return `${KEYS.on}:${user.id}`;
  const app = storedApplication();
  return app && !app.login && !app.metadata.userLogin ? `${KEYS.on}:phone` : null;
};

/** Whether the worker logged in on this phone turned her reminder on. */
export function reminderTurnedOn(): boolean {
  const key = onKey();
  return key !== null && localStorage.getItem(key) === "on";
}

export function setReminderTurnedOn(on: boolean): void {
  const key = onKey();
  if (key === null) return;
  if (on) localStorage.setItem(key, "on");
  else localStorage.removeItem(key);
}

/**
 * At a contact with the server: the deployment's hour and zone read again (an operator may have
 * changed them), while the worker has the reminder on or the phone never heard them; otherwise the
 * contact asks nothing more. A failure (offline, a server without them) keeps what was stored.
 */
export async function refreshDeploymentReminder(client: ApolloClient): Promise<void> {
  if (!reminderTurnedOn() && storedDeploymentReminder() !== null) return;
  try {
    const { data } = await client.query({ query: DeploymentReminderDocument, fetchPolicy: "no-cache" });
    if (!data) return;
    const { reminderHour, timeZone } = data.application;
    localStorage.setItem(KEYS.deployment, JSON.stringify({ reminderHour, timeZone }));
  } catch (error) {
    console.warn("the deployment's reminder hour was not read; the one kept stays", error);
  }
}
