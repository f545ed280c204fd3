import { useDownloadProgress } from "../../sync/runtime-context.js";
import { downloadProgressText } from "./download-progress-text.js";

/** A new device's first sync, while it lasts: "Downloading your records: 4,200 of 10,000" and a bar (docs/sync-and-api.md). */
export function DownloadProgress() {
  const download = useDownloadProgress();
  if (!download || download.total === 0) return null;
  return (
    <div
      className="download-progress"
      data-testid="download-progress"
      data-done={download.done}
      data-total={download.total}
      data-running={download.running}
      role="status"
    >
      <span id="download-progress-text">{downloadProgressText(download)}</span>
      <progress max={download.total} value={download.done} aria-labelledby="download-progress-text" />
    </div>
  );
}
