/**
 * A refusal that asks something of the worker (docs/worker-phone.md, "Refusals and what they ask of
 * her"): her session ended (logged out or by an operator, expired, her password changed elsewhere, her
 * phone retired), her account disabled, or the install asks for her login (`install-session`). One
 * notice says what happened, what to do and how many of her edits wait (they are kept), and the sync
 * line says a login is needed instead of an old "Last synced". Loaded when a refusal comes, off the
 * first screen's JavaScript (docs/PERFORMANCE.md), as platform/app-outdated.ts is.
 */
import { tCount } from "../i18n/format.js";
import { t, texts } from "../i18n/t.js";
import type { Notices } from "../platform/notices.js";
import type { Store } from "../platform/store.js";
import type { InstallProof } from "../vault/acting-install.js";
import type { Outbox } from "./outbox.js";
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

/** What telling a refusal needs of the sync runtime (sync/vault-transitions.ts hands its ports). */
export interface RefusalPorts {
  notices: Pick<Notices, "show" | "update">;
  view: Store<SyncView>;
  /** The outbox of the store the page works in: her vault's, or the phone's own. */
  outbox: Pick<Outbox, "count">;
}

/** The refusal's notice follows the language of the moment until it goes; a later refusal takes its place. */
let following: (() => void) | null = null;

/** Says the refusal: a notice that stays until she closes it or logs in, and the sync line's "Log in to sync". */
export function showRefusal(ports: Pick<RefusalPorts, "notices" | "view">, refusal: Refusal): void {
  following?.();
  const id = ports.notices.show(refusalText(refusal), { tone: "negative", timeoutMs: 0, slot: REFUSAL_SLOT });
  ports.view.set({ refusedWaiting: refusal.waiting });
  // The deployment's texts may arrive after it (a start): it is said again in them (docs/decisions/0001-the-workers-language.md).
  const stop = texts.subscribe(() => {
    if (!ports.notices.update(id, { text: refusalText(refusal) })) stop();
  });
  following = stop;
}

/** Why her session ended, asked with its ended token and her install, and how many of her edits wait in the page's outbox. */
export async function sessionRefusal(ports: Pick<RefusalPorts, "outbox">, token: string, install: InstallProof, name: string | null): Promise<Refusal> {
  const credentials = { Authorization: `Bearer ${token}`, "X-App-Install-Id": install.id, "X-App-Install-Secret": install.secret };
  const [reason, waiting] = await Promise.all([whyRefused(credentials), ports.outbox.count().catch(() => 0)]);
  return { reason: knownReason(reason), waiting, name };
}

/**
 * The phone's own install, nobody logged in, refused: told only when the server says `install-session`
 * (another 401, a table only a logged-in user reads, is no refusal of the install) and `stillSo()`.
 */
export async function tellInstallRefusal(ports: RefusalPorts, install: InstallProof, name: string | null, stillSo: () => boolean): Promise<void> {
  const reason = await whyRefused({ "X-App-Install-Id": install.id, "X-App-Install-Secret": install.secret });
  if (reason !== "install-session" || !stillSo()) return;
  showRefusal(ports, { reason, waiting: await ports.outbox.count(), name });
}

/** The refusal the page before kept (vault/after-reload.ts), said; answers whose login it names. */
export async function tellKeptRefusal(ports: RefusalPorts, text: string): Promise<string | null> {
  const kept = refusalAfterReload(text);
  if (!kept) return null;
  showRefusal(ports, { ...kept, waiting: kept.waiting ?? (await ports.outbox.count()) });
  return kept.name;
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
