import { formatCount } from "../../i18n/format.js";
import { t, texts } from "../../i18n/t.js";
import type { DownloadProgress } from "../../sync/first-sync.js";

/** "Downloading your records: 4,200 of 10,000", the numbers written the chosen language's way (docs/sync-and-api.md, "A new device's first sync"). */
export function downloadProgressText(
  progress: Pick<DownloadProgress, "done" | "total">,
  language: string = texts.get().language,
  dictionary = texts.get().dictionary,
): string {
  const values = { done: formatCount(progress.done, language), total: formatCount(progress.total, language) };
  return t("DOWNLOADING_RECORDS", values, dictionary);
}
