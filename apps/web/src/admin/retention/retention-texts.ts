/**
 * The words of the page "Keeping records" in English, Dutch and Chichewa (docs/operating.md,
 * "Retention"; docs/translations.md: the console's own words stay in the console). Spread into
 * admin-texts*.ts; each language has every key.
 */
export const RETENTION_TEXTS_EN = {
  NAV_RETENTION: "Keeping records",
  RETENTION_INTRO:
    "How long this deployment keeps earlier versions of records and deleted records. Leave a field empty to keep them forever. Once a day the server removes what is older.",
  RETENTION_NO_DEPLOYMENT: "There is no deployment whose records you may manage.",
  RETENTION_HISTORY: "Keep earlier versions of a record (days)",
  RETENTION_HISTORY_HINT: "Empty: keep forever. At least 1 day.",
  RETENTION_TOMBSTONES: "Keep deleted records (days)",
  RETENTION_TOMBSTONES_HINT: "Empty: keep forever. At least {days} days, so a phone that was offline a long time still learns of a deletion.",
  RETENTION_NOW: "Now: earlier versions {history}; deleted records {tombstones}.",
  RETENTION_FOREVER: "kept forever",
  RETENTION_DAYS: "kept {days} days",
  RETENTION_LAST_PURGE: "Last purge: {when}, removed {what}.",
  RETENTION_PURGED_COUNTS: "{history} earlier versions and {tombstones} deleted records",
  RETENTION_NO_PURGE: "No purge has removed anything yet.",
  RETENTION_SAVE: "Save",
  RETENTION_SAVED: "Saved. The server applies it at its next daily purge.",
  RETENTION_BAD_DAYS: "{field}: give a whole number of days, at least {least}, or leave it empty to keep forever.",
  AUDIT_DETAIL_RETENTION_HISTORY: "history: {now} (was {was})",
  AUDIT_DETAIL_RETENTION_TOMBSTONES: "tombstones: {now} (was {was})",
  AUDIT_DETAIL_RETENTION_FOREVER: "forever",
  AUDIT_DETAIL_RETENTION_DAYS: "{days} days",
  AUDIT_DETAIL_RETENTION_PURGED: "{history} history versions, {tombstones} tombstones",
} as const;

export type RetentionTextKey = keyof typeof RETENTION_TEXTS_EN;

export const RETENTION_TEXTS_NL: Record<RetentionTextKey, string> = {
  NAV_RETENTION: "Gegevens bewaren",
  RETENTION_INTRO:
    "Hoe lang deze installatie eerdere versies van gegevens en verwijderde gegevens bewaart. Laat een veld leeg om ze altijd te bewaren. Eén keer per dag verwijdert de server wat ouder is.",
  RETENTION_NO_DEPLOYMENT: "Er is geen installatie waarvan u de gegevens mag beheren.",
  RETENTION_HISTORY: "Eerdere versies van een gegeven bewaren (dagen)",
  RETENTION_HISTORY_HINT: "Leeg: altijd bewaren. Minstens 1 dag.",
  RETENTION_TOMBSTONES: "Verwijderde gegevens bewaren (dagen)",
  RETENTION_TOMBSTONES_HINT: "Leeg: altijd bewaren. Minstens {days} dagen, zodat een telefoon die lang offline was nog hoort van een verwijdering.",
  RETENTION_NOW: "Nu: eerdere versies {history}; verwijderde gegevens {tombstones}.",
  RETENTION_FOREVER: "altijd bewaard",
  RETENTION_DAYS: "{days} dagen bewaard",
  RETENTION_LAST_PURGE: "Laatste opschoning: {when}, verwijderd: {what}.",
  RETENTION_PURGED_COUNTS: "{history} eerdere versies en {tombstones} verwijderde gegevens",
  RETENTION_NO_PURGE: "Er is nog niets opgeschoond.",
  RETENTION_SAVE: "Opslaan",
  RETENTION_SAVED: "Opgeslagen. De server past het toe bij de volgende dagelijkse opschoning.",
  RETENTION_BAD_DAYS: "{field}: geef een geheel aantal dagen, minstens {least}, of laat het leeg om altijd te bewaren.",
  AUDIT_DETAIL_RETENTION_HISTORY: "eerdere versies: {now} (was {was})",
  AUDIT_DETAIL_RETENTION_TOMBSTONES: "verwijderde gegevens: {now} (was {was})",
  AUDIT_DETAIL_RETENTION_FOREVER: "altijd",
  AUDIT_DETAIL_RETENTION_DAYS: "{days} dagen",
  AUDIT_DETAIL_RETENTION_PURGED: "{history} eerdere versies, {tombstones} verwijderde gegevens",
};

export const RETENTION_TEXTS_NY: Record<RetentionTextKey, string> = {
  NAV_RETENTION: "Kusunga zolemba",
  RETENTION_INTRO:
    "Nthawi imene pulogalamu iyi imasunga zolemba zakale ndi zolemba zochotsedwa. Siyani malo opanda kanthu kuti zisungidwe nthawi zonse. Kamodzi pa tsiku seva imachotsa zakale kuposa pamenepo.",
  RETENTION_NO_DEPLOYMENT: "Palibe pulogalamu imene mungayang'anire zolemba zake.",
  RETENTION_HISTORY: "Sungani zolemba zakale za mbiri (masiku)",
  RETENTION_HISTORY_HINT: "Palibe kanthu: sungani nthawi zonse. Osachepera tsiku limodzi.",
  RETENTION_TOMBSTONES: "Sungani zolemba zochotsedwa (masiku)",
  RETENTION_TOMBSTONES_HINT:
    "Palibe kanthu: sungani nthawi zonse. Osachepera masiku {days}, kuti foni imene sinalumikizidwe kwa nthawi yaitali imvebe kuti chinachake chachotsedwa.",
  RETENTION_NOW: "Tsopano: zolemba zakale {history}; zolemba zochotsedwa {tombstones}.",
  RETENTION_FOREVER: "zimasungidwa nthawi zonse",
  RETENTION_DAYS: "zimasungidwa masiku {days}",
  RETENTION_LAST_PURGE: "Kuchotsa komaliza: {when}, zachotsedwa {what}.",
  RETENTION_PURGED_COUNTS: "zolemba zakale {history} ndi zolemba zochotsedwa {tombstones}",
  RETENTION_NO_PURGE: "Palibe chimene chachotsedwa pakali pano.",
  RETENTION_SAVE: "Sungani",
  RETENTION_SAVED: "Zasungidwa. Seva idzazigwiritsa ntchito pakuchotsa kwa tsiku lotsatira.",
  RETENTION_BAD_DAYS: "{field}: lembani masiku athunthu, osachepera {least}, kapena siyani popanda kanthu kuti zisungidwe nthawi zonse.",
  AUDIT_DETAIL_RETENTION_HISTORY: "zolemba zakale: {now} (kale: {was})",
  AUDIT_DETAIL_RETENTION_TOMBSTONES: "zolemba zochotsedwa: {now} (kale: {was})",
  AUDIT_DETAIL_RETENTION_FOREVER: "nthawi zonse",
  AUDIT_DETAIL_RETENTION_DAYS: "masiku {days}",
  AUDIT_DETAIL_RETENTION_PURGED: "zolemba zakale {history}, zolemba zochotsedwa {tombstones}",
};
