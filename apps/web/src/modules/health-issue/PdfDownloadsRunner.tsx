import { usePdfDownloadsWhenOnline } from "./use-pdf-downloads.js";

/** Mounted once in the layout: PDFs asked for offline are made when the app is back online, on any screen. */
export function PdfDownloadsRunner() {
  usePdfDownloadsWhenOnline();
  return null;
}
