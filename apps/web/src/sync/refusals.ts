/**
 * A refusal that asks something of the worker (docs/worker-phone.md, "Refusals and what they ask of
 * her"): her session ended (logged out or by an operator, expired, her password changed elsewhere, her
 * phone retired), her account disabled, or the install asks for her login (`install-session`). One
 * notice says what happened, what to do and how many of her edits wait (they are kept), and the sync
 * line says a login is needed instead of an old "Last synced". Loaded when a refusal comes, off the
 * first screen's JavaScript (docs/PERFORMANCE.md), as platform/app-outdated.ts is.
 */
import { tCount } from "../i18n/format.js";
import { t } from "../i18n/t.js";
import type { Notices } from "../platform/notices.js";
import type { Store } from "../platform/store.js";
import type { SyncView } from "./sync-view.js";

/** The slot of a refusal's notice: one at a time, the later refusal's words replacing the earlier's. */
export const REFUSAL_SLOT = "refusal";

/** The server's reasons (server/src/auth/session-end.ts, auth/identity.ts) and what happened, in words. */
const WHAT_HAPPENED: Readonly<Record<string, string>> = {
  "session-ended": "REFUSAL_SESSION_ENDED",
  "session-expired": "REFUSAL_SESSION_EXPIRED",
  "password-changed": "REFUSAL_PASSWORD_CHANGED",
  "account-disabled": "REFUSAL_ACCOUNT_DISABLED",
  "install-retired": "REFUSAL_INSTALL_RETIRED",
  "install-session": "REFUSAL_INSTALL_SESSION",
};

/** A refusal as the phone tells it: the server's reason, her edits that wait, and whose login sends them, when the phone knows. */
export interface Refusal {
  reason: string;
  waiting: number;
  name: string | null;
}

/** A reason the phone knows, else `session-ended` (a server of an earlier build gives none). */
export function knownReason(reason: string | null | undefined): string {
  return reason && reason in WHAT_HAPPENED ? reason : "session-ended";
}

/** What happened and what to do, in the worker's language: "Your password was changed … Log in as Grace to send your 3 waiting changes; …". */
export function refusalText({ reason, waiting, name }: Refusal): string {
  const known = knownReason(reason);
  const what = t(WHAT_HAPPENED[known]!);
  // A disabled account cannot log in: her edits wait until an operator enables it.
  if (known === "account-disabled") return waiting > 0 ? `${what} ${tCount("REFUSAL_KEPT", waiting)}` : what;
  if (waiting > 0) return `${what} ${name ? tCount("REFUSAL_LOGIN_AS", waiting, { name }) : tCount("REFUSAL_LOGIN", waiting)}`;
  return `${what} ${name ? t("REFUSAL_LOGIN_AGAIN_AS", { name }) : t("REFUSAL_LOGIN_AGAIN")}`;
}

/** How long the phone waits to hear why before it says only that the session ended. */
const ASK_WAIT_MS = 5_000;

/**
 * Why the server refuses these credentials (the refused request's own): its 401's reason, asked
 * once with the least of queries; null when it answers, or answers nothing we can read. A refusal
 * heard without its reason (a socket closed for the session, a page of the first sync) learns it so.
 */
export async function whyRefused(credentials: Record<string, string>): Promise<string | null> {
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { ...credentials, "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify({ operationName: "WhyRefused", query: "query WhyRefused { __typename }" }),
      signal: AbortSignal.timeout(ASK_WAIT_MS),
    });
    const body = (await response.json().catch(() => null)) as { errors?: { extensions?: { code?: string; reason?: unknown } }[] } | null;
    const refused = body?.errors?.find((e) => e.extensions?.code === "UNAUTHENTICATED");
    return typeof refused?.extensions?.reason === "string" ? refused.extensions.reason : null;
  } catch {
    return null;
  }
}

/** Says the refusal: a notice that stays until she closes it or logs in, and the sync line's "Log in to sync". */
export function showRefusal(ports: { notices: Pick<Notices, "show">; view: Store<SyncView> }, refusal: Refusal): void {
  ports.notices.show(refusalText(refusal), { tone: "negative", timeoutMs: 0, slot: REFUSAL_SLOT });
  ports.view.set({ refusedWaiting: refusal.waiting });
}

/**
 * A refusal kept for the page that starts after the lock (vault/after-reload.ts, as JSON); `waiting`
 * null when the page before could not count them: they are then the edits of the store the new page
 * works in (the phone's own).
 */
export type RefusalAfterReload = Omit<Refusal, "waiting"> & { waiting: number | null };

/** The refusal the page before kept, or null for a plain notice's key. */
export function refusalAfterReload(text: string | null): RefusalAfterReload | null {
  if (!text?.startsWith("{")) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Refusal>;
    if (typeof parsed.reason !== "string") return null;
    return {
      reason: parsed.reason,
      waiting: typeof parsed.waiting === "number" ? parsed.waiting : null,
      name: typeof parsed.name === "string" ? parsed.name : null,
    };
  } catch {
    return null;
  }
}
