import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { AppError, TooManyRequests } from "../../errors.js";
import type { ClientExportPdfContent } from "../erasure/client-export-pdf.builder.js";
import type { HiappPdfContent } from "./hiapp-pdf.builder.js";

/** What a worker renders: a health-issue form's PDF, or a client's data export (docs/operating.md, "An access request"). */
export type PdfJob = HiappPdfContent | { clientExport: ClientExportPdfContent };

export interface PdfPoolOptions {
  /** Worker threads rendering at once. */
  size: number;
  /** A render running longer is stopped (its worker ended) and answered 503. */
  timeLimitMs: number;
  /** Renders waiting for a worker; one more is answered 429. */
  maxWaiting: number;
  /** Renders one caller may have in the pool at once, running or waiting; one more is answered 429. */
  perCaller: number;
}

export const PDF_POOL_DEFAULTS: PdfPoolOptions = {
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeLimitMs: 20_000,
  maxWaiting: 20,
  perCaller: 2,
};

interface Job {
  content: PdfJob;
  caller: string;
  resolve(pdf: Buffer): void;
  reject(error: unknown): void;
}

// Under the TypeScript sources (tests, tsx) the worker is the .ts file, loaded through tsx.
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./hiapp-pdf.worker.ts" : "./hiapp-pdf.worker.js", import.meta.url);

/**
 * Renders PDFs in worker threads (docs/health-issue-pdf.md, "Limits"): pdfkit's wrapping of long text is slow, and on the event
 * loop one PDF delayed every other request. Each render has a time limit; the queue is bounded, and
 * so is each caller's share of it (docs/health-issue-pdf.md), so one caller cannot keep it busy.
 */
export class PdfRenderPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Job[] = [];
  private running = 0;
  private closed = false;
  /** Renders in the pool (running or waiting) by caller; a caller leaves the map with its last render. */
  private readonly shares = new Map<string, number>();

  constructor(private readonly options: PdfPoolOptions = PDF_POOL_DEFAULTS) {}

  /** Renders a PDF for `caller` (the account, or the address of a caller without a login). */
  render(content: PdfJob, caller: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new AppError("the server is stopping", 503, "SERVICE_UNAVAILABLE"));
    const share = this.shares.get(caller) ?? 0;
    if (share >= this.options.perCaller) {
      return Promise.reject(
        new TooManyRequests(`PDF service busy: you have ${share} PDFs in progress, at most ${this.options.perCaller} at once; try again when one is done`),
      );
    }
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new TooManyRequests(`PDF service busy: ${this.options.maxWaiting} PDFs are waiting; try again in a few seconds`));
    }
    this.shares.set(caller, share + 1);
    const done = () => {
      const left = (this.shares.get(caller) ?? 1) - 1;
      if (left > 0) this.shares.set(caller, left);
      else this.shares.delete(caller);
    };
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ content, caller, resolve, reject });
      this.next();
    }).finally(done);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new AppError("the server is stopping", 503, "SERVICE_UNAVAILABLE"));
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private next(): void {
    if (this.running >= this.options.size) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.running++;
    const worker = this.idle.pop() ?? this.spawn();
    worker.ref();
    const timer = setTimeout(() => {
      finish(false);
      void worker.terminate();
      job.reject(new AppError(`the PDF took longer than ${this.options.timeLimitMs} ms and was stopped`, 503, "SERVICE_UNAVAILABLE"));
    }, this.options.timeLimitMs);
    const onMessage = (answer: { pdf?: Uint8Array; error?: string }) => {
      finish(true);
      if (answer.pdf) job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else job.reject(new Error(`PDF rendering failed: ${answer.error}`));
    };
    const onError = (error: Error) => {
      finish(false);
      job.reject(error);
    };
    const finish = (reusable: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      this.running--;
      if (reusable && !this.closed) {
        worker.unref();
        this.idle.push(worker);
      } else if (reusable) {
        void worker.terminate();
      }
      this.next();
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.postMessage(job.content);
  }

  private spawn(): Worker {
    if (!fromSource) return new Worker(workerUrl);
    // Node 20 loads a worker's entry before --import hooks apply: tsx is registered first, then the entry imported.
    const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
    return new Worker(bootstrap, { eval: true });
  }
}
