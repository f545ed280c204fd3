/**
 * The words of the backup card on the sync health page in English, Dutch and Chichewa
 * (docs/operating.md, "Backing up"; docs/translations.md: the console's own words stay in the
 * console). Spread into admin-texts*.ts; each language has every key.
 */
export const BACKUP_TEXTS_EN = {
  BACKUP_TITLE: "Backups",
  BACKUP_GOOD: "Last good backup: {when}.",
  BACKUP_STALE: "No good backup for more than 26 hours: the last was {when}. Look at the last failure and the server's log.",
  BACKUP_NEVER: "No backup has been made yet. The server makes one within an hour of starting; look at its log if none comes.",
  BACKUP_OFF: "Backups are off: BACKUP_PASSPHRASE is not set on the server. docs/operating.md, \u201cBacking up\u201d, says how to turn them on.",
  BACKUP_FILE: "File",
  BACKUP_FOLDER: "Folder",
  BACKUP_LAST_FAILURE: "Last failure: {when}: {reason}",
} as const;

export type BackupTextKey = keyof typeof BACKUP_TEXTS_EN;

export const BACKUP_TEXTS_NL: Record<BackupTextKey, string> = {
  BACKUP_TITLE: "Reservekopie\u00ebn",
  BACKUP_GOOD: "Laatste goede reservekopie: {when}.",
  BACKUP_STALE: "Al meer dan 26 uur geen goede reservekopie: de laatste was {when}. Bekijk de laatste fout en het logboek van de server.",
  BACKUP_NEVER: "Er is nog geen reservekopie gemaakt. De server maakt er een binnen een uur na het starten; bekijk het logboek als er geen komt.",
  BACKUP_OFF:
    "Reservekopie\u00ebn staan uit: BACKUP_PASSPHRASE is niet ingesteld op de server. docs/operating.md, \u201cBacking up\u201d, zegt hoe u ze aanzet.",
  BACKUP_FILE: "Bestand",
  BACKUP_FOLDER: "Map",
  BACKUP_LAST_FAILURE: "Laatste fout: {when}: {reason}",
};

export const BACKUP_TEXTS_NY: Record<BackupTextKey, string> = {
  BACKUP_TITLE: "Makope osungira",
  BACKUP_GOOD: "Kope labwino lomaliza: {when}.",
  BACKUP_STALE: "Palibe kope labwino kwa maola oposa 26: lomaliza linali {when}. Onani vuto lomaliza ndi zolemba za seva.",
  BACKUP_NEVER: "Palibe kope lomwe lapangidwa. Seva imapanga limodzi pasanathe ola limodzi itayamba; onani zolemba zake ngati palibe.",
  BACKUP_OFF: "Makope azimitsidwa: BACKUP_PASSPHRASE sinakhazikitsidwe pa seva. docs/operating.md, \u201cBacking up\u201d, ikufotokoza momwe mungawayatsire.",
  BACKUP_FILE: "Fayilo",
  BACKUP_FOLDER: "Foda",
  BACKUP_LAST_FAILURE: "Vuto lomaliza: {when}: {reason}",
};
