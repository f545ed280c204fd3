import type { PdfFile } from "./pdf-downloads.js";

/** Starts the browser's download of a made PDF, under its file name. */
export function startPdfDownload(file: PdfFile): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the object URL is released a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
