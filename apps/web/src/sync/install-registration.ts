import { RETRY_BASE_MS, RETRY_MAX_MS, type Timers } from "./sync-engine.js";
import { pausingTimers } from "../platform/visible-timers.js";

export const REGISTERED_KEY = "installRegistered";

export interface InstallRegistrationOptions {
  /** Sends the install record; throws when the server did not take it. */
  register(): Promise<void>;
  meta: { getMeta<T>(key: string): Promise<T | undefined>; setMeta(key: string, value: unknown): Promise<void> };
  isOnline(): boolean;
  onError?(error: unknown): void;
  timers?: Timers;
}

/**
 * docs/product.md §3, §7: the app install is registered on first run; an answer marks it synced. A failed
 * registration is retried while online, 1 s, 2 s, 4 s ... at most a minute apart.
 */
export class InstallRegistration {
  private failures = 0;
  private retry: unknown = null;
  private running: Promise<void> | null = null;
  private readonly timers: Timers;

  constructor(private readonly options: InstallRegistrationOptions) {
    // Retries stand still while the page is hidden (docs/worker-phone.md).
    this.timers = options.timers ?? pausingTimers;
  }

  /** Registers unless already registered (again when `force`, after any attempt under way). */
  ensure(force = false): Promise<void> {
    if (this.running && !force) return this.running;
    const tracked: Promise<void> = (this.running ?? Promise.resolve())
      .then(() => this.attempt(force))
      .finally(() => {
        if (this.running === tracked) this.running = null;
      });
    this.running = tracked;
    return tracked;
  }

  private async attempt(force: boolean): Promise<void> {
    const { meta } = this.options;
    try {
      if (!force && (await meta.getMeta<boolean>(REGISTERED_KEY))) return;
      if (!this.options.isOnline()) return;
      await meta.setMeta(REGISTERED_KEY, false);
      await this.options.register();
      await meta.setMeta(REGISTERED_KEY, true);
      this.failures = 0;
    } catch (error) {
      this.failures += 1;
      this.options.onError?.(error);
      this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      void this.ensure();
    }, this.nextRetryDelay());
  }

  nextRetryDelay(): number {
    return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, this.failures - 1), RETRY_MAX_MS);
  }

  dispose(): void {
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
  }
}
