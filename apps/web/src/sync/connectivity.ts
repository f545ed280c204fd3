import { t } from "../i18n/t.js";
import type { Notices } from "../platform/notices.js";
import { visibleInterval } from "../platform/visible-timers.js";

/** While offline, the server is asked this often whether it can be reached again. */
export const PROBE_INTERVAL_MS = 3000;

/**
 * docs/product.md §4 "Connectivity": online status, told to the user, with a sync on coming online.
 * navigator.onLine says little (a phone on a network without internet is "online"), so a request
 * that fails for want of a network also counts as going offline, and a probe finds the way back.
 */
export class Connectivity {
  /** Stops the probe; it asks only while the page is visible, and at once when it shows again (docs/worker-phone.md). */
  private probe: (() => void) | null = null;
  private current = navigator.onLine;
  /** The notice saying the last change (offline or back online): the next change replaces it. */
  private shown: number | null = null;

  constructor(
    private readonly notices: Notices,
    private readonly onChange: (online: boolean) => void,
    private readonly reachable: () => Promise<boolean> = pingServer,
  ) {
    window.addEventListener("offline", () => this.set(false));
    window.addEventListener("online", () => this.set(true));
    if (!this.current) this.startProbing();
    // navigator.onLine can read true with no way to the server (a phone on a network without
    // internet; Chromium keeps its emulated offline mode across a reload but not navigator.onLine),
    // and an app with nothing to sync would not find out: it asks once at start.
    else void this.reachable().then((ok) => ok || this.networkFailed());
  }

  get online(): boolean {
    return this.current;
  }

  /** A request failed without reaching the server. */
  networkFailed(): void {
    this.set(false);
  }

  private set(online: boolean): void {
    if (online === this.current) return;
    this.current = online;
    if (online) this.stopProbing();
    else this.startProbing();
    // docs/decisions/0005-phone-layout-and-dialogs.md: "You are offline" never stays up beside "back online", and each shows in the
    // language of the moment (an offline start raises it before the translations are read).
    if (this.shown !== null) this.notices.dismiss(this.shown);
    const key = online ? "BACK_ONLINE" : "OFFLINE";
    this.shown = this.notices.show(t(key), { tone: online ? "info" : "negative", textKey: key });
    this.onChange(online);
  }

  private startProbing(): void {
    if (this.probe !== null) return;
    this.probe = visibleInterval(() => {
      void this.reachable().then((ok) => ok && this.set(true));
    }, PROBE_INTERVAL_MS);
  }

  private stopProbing(): void {
    this.probe?.();
    this.probe = null;
  }
}

async function pingServer(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch("/healthz", { cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}

/** A failure that never reached the server (as opposed to an answer saying no). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && /failed to fetch|network ?error|load failed/i.test(error.message));
}
