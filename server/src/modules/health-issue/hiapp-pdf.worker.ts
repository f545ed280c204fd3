import { parentPort } from "node:worker_threads";
import { buildHiappPdf, type HiappPdfContent } from "./hiapp-pdf.builder.js";

/** One PDF at a time, off the server's event loop (hiapp-pdf.pool.ts). */
parentPort?.on("message", (content: HiappPdfContent) => {
  buildHiappPdf(content).then(
    (pdf) => parentPort?.postMessage({ pdf: new Uint8Array(pdf) }),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
