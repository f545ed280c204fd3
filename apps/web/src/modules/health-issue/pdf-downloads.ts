import { Store } from "../../platform/store.js";
import { pausingTimeout } from "../../platform/visible-timers.js";
import type { HiappRecord } from "./hiapp-record.js";
import type { PdfRequest, PdfRequestStore } from "./pdf-requests.js";

/** After a failed attempt (no network, server unreachable), the waiting PDFs are tried again this often. */
export const PDF_RETRY_MS = 10_000;

export interface PdfFile {
  fileName: string;
  base64: string;
}

export interface PdfDownloadsDeps {
  store: PdfRequestStore;
  /** Asks the server for the PDF of a form. */
  create(form: HiappRecord, language: string): Promise<PdfFile>;
  /** Starts the download of a made PDF. */
  deliver(file: PdfFile): void;
  ready(file: PdfFile): void;
  /** The server refused the form: it will never make this PDF. */
  refused(request: PdfRequest, message: string): void;
  isOnline(): boolean;
  /** The reason a refusal was given, or null when the attempt may succeed later (network, server down, login). */
  refusal(error: unknown): string | null;
  /** Runs the flush in one tab at a time, so a PDF is downloaded once. */
  withLock(run: () => Promise<void>): Promise<unknown>;
}

/**
 * The health-issue form's PDF (docs/product.md §1), offline-first: every request is kept durably
 * first, then made as soon as the app is online; the download starts and the user is told.
 */
export class PdfDownloads {
  readonly waiting = new Store<{ count: number }>({ count: 0 });
  private busy = false;
  private retry: (() => void) | null = null;

  constructor(private readonly deps: PdfDownloadsDeps) {}

  /** Keeps the request, then makes it now when online; answers whether it has to wait. */
  async request(form: HiappRecord, language: string): Promise<{ waiting: boolean }> {
    await this.deps.store.add({ form, language, requestedAt: new Date().toISOString() });
    await this.count();
    if (!this.deps.isOnline()) return { waiting: true };
    await this.flush();
    return { waiting: this.waiting.get().count > 0 };
  }

  /** Makes every waiting PDF, oldest first; stops at the first one that cannot be made now. */
  async flush(): Promise<void> {
    if (this.busy || !this.deps.isOnline()) return this.count();
    this.busy = true;
    try {
      await this.deps.withLock(() => this.drain());
    } finally {
      this.busy = false;
      await this.count();
    }
  }

  private async drain(): Promise<void> {
    for (const request of await this.deps.store.all()) {
      let file: PdfFile;
      try {
        file = await this.deps.create(request.form, request.language);
      } catch (error) {
        const reason = this.deps.refusal(error);
        if (reason === null) return this.scheduleRetry();
        await this.deps.store.remove(request.id);
        this.deps.refused(request, reason);
        continue;
      }
      await this.deps.store.remove(request.id);
      this.deps.deliver(file);
      this.deps.ready(file);
    }
  }

  private scheduleRetry(): void {
    if (this.retry !== null) return;
    // The wait stands still while the page is hidden (docs/worker-phone.md).
    this.retry = pausingTimeout(() => {
      this.retry = null;
      void this.flush();
    }, PDF_RETRY_MS);
  }

  private async count(): Promise<void> {
    this.waiting.set({ count: (await this.deps.store.all()).length });
  }
}
