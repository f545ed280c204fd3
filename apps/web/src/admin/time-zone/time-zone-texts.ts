/**
 * The words of the deployment's time zone (docs/operating.md, "The deployment's time zone") in
 * English, Dutch and Chichewa, spread into admin-texts*.ts; each language has every key.
 */
export const TIME_ZONE_TEXTS_EN = {
  TIME_ZONE: "Time zone",
  TIME_ZONE_HINT:
    "The place's time zone, e.g. Africa/Blantyre or Europe/Amsterdam. The server counts this deployment's days in it: whether a date lies ahead, reports, sync health, the audit log's days, and the health-issue PDFs. Empty: UTC. It takes effect at once, not with a release.",
  TIME_ZONE_SAVE: "Save time zone",
  TIME_ZONE_SAVED: "Saved. Days are now counted in {zone}.",
  TIME_ZONE_CLEARED: "Saved. Days are now counted in UTC.",
  TIME_ZONE_BAD: "{name} is not a time zone name. Choose one from the list, e.g. Africa/Blantyre.",
  TIME_ZONE_NOW: "Now: {zone}",
  TIME_ZONE_NONE: "not set (UTC)",
  AUDIT_ACTION_TIMEZONE_SET: "Time zone set",
} as const;

export const TIME_ZONE_TEXTS_NL: Record<keyof typeof TIME_ZONE_TEXTS_EN, string> = {
  TIME_ZONE: "Tijdzone",
  TIME_ZONE_HINT:
    "De tijdzone van de plaats, bijv. Africa/Blantyre of Europe/Amsterdam. De server telt de dagen van deze omgeving daarin: of een datum in de toekomst ligt, rapporten, synchronisatiegezondheid, de dagen van het auditlogboek en de gezondheids-pdf's. Leeg: UTC. Het geldt meteen, niet pas bij een release.",
  TIME_ZONE_SAVE: "Tijdzone opslaan",
  TIME_ZONE_SAVED: "Opgeslagen. De dagen worden nu geteld in {zone}.",
  TIME_ZONE_CLEARED: "Opgeslagen. De dagen worden nu geteld in UTC.",
  TIME_ZONE_BAD: "{name} is geen naam van een tijdzone. Kies er een uit de lijst, bijv. Africa/Blantyre.",
  TIME_ZONE_NOW: "Nu: {zone}",
  TIME_ZONE_NONE: "niet ingesteld (UTC)",
  AUDIT_ACTION_TIMEZONE_SET: "Tijdzone ingesteld",
};

export const TIME_ZONE_TEXTS_NY: Record<keyof typeof TIME_ZONE_TEXTS_EN, string> = {
  TIME_ZONE: "Nthawi ya malo",
  TIME_ZONE_HINT:
    "Nthawi ya malo anu, mwachitsanzo Africa/Blantyre kapena Europe/Amsterdam. Seva imawerengera masiku a pulogalamuyi motere: ngati tsiku silinafike, malipoti, kalunzanitsidwe, masiku a kaundula, ndi ma PDF a zaumoyo. Popanda: UTC. Zimayamba nthawi yomweyo, osadikira kutulutsidwa.",
  TIME_ZONE_SAVE: "Sungani nthawi ya malo",
  TIME_ZONE_SAVED: "Zasungidwa. Masiku tsopano akuwerengedwa mu {zone}.",
  TIME_ZONE_CLEARED: "Zasungidwa. Masiku tsopano akuwerengedwa mu UTC.",
  TIME_ZONE_BAD: "{name} si dzina la nthawi ya malo. Sankhani limodzi pa mndandanda, mwachitsanzo Africa/Blantyre.",
  TIME_ZONE_NOW: "Tsopano: {zone}",
  TIME_ZONE_NONE: "sinakhazikitsidwe (UTC)",
  AUDIT_ACTION_TIMEZONE_SET: "Nthawi ya malo yakhazikitsidwa",
};
