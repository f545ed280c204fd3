import { parentPort } from "node:worker_threads";
import { buildClientExportPdf } from "../erasure/client-export-pdf.builder.js";
import { buildHiappPdf } from "./hiapp-pdf.builder.js";
import type { PdfJob } from "./hiapp-pdf.pool.js";

/** One PDF at a time, off the server's event loop (hiapp-pdf.pool.ts). */
parentPort?.on("message", (job: PdfJob) => {
  ("clientExport" in job ? buildClientExportPdf(job.clientExport) : buildHiappPdf(job)).then(
    (pdf) => parentPort?.postMessage({ pdf: new Uint8Array(pdf) }),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
