/**
 * The words of the phones' one reminder a day (docs/product.md §4, "One reminder a day") in English,
 * Dutch and Chichewa, spread into admin-texts*.ts; each language has every key.
 */
export const REMINDER_TEXTS_EN = {
  REMINDER_HOUR: "Daily reminder",
  REMINDER_HOUR_HINT:
    "The hour, in the deployment's time zone, a worker's phone shows how many clients are due for a visit that day (no names), once a day, if she turned it on. Off: no reminder; the count on Home remains.",
  REMINDER_OFF: "Off",
  REMINDER_SAVE: "Save reminder",
  REMINDER_SAVED: "Saved. Phones remind at {hour}, from their next contact.",
  REMINDER_CLEARED: "Saved. Phones send no reminder, from their next contact.",
  REMINDER_NOW: "Now: {hour}",
  AUDIT_ACTION_REMINDER_SET: "Daily reminder set",
} as const;

export const REMINDER_TEXTS_NL: Record<keyof typeof REMINDER_TEXTS_EN, string> = {
  REMINDER_HOUR: "Dagelijkse herinnering",
  REMINDER_HOUR_HINT:
    "Het uur, in de tijdzone van de omgeving, waarop de telefoon van een medewerker laat zien hoeveel cliënten die dag een bezoek nodig hebben (zonder namen), eens per dag, als zij het heeft aangezet. Uit: geen herinnering; het aantal op Home blijft.",
  REMINDER_OFF: "Uit",
  REMINDER_SAVE: "Herinnering opslaan",
  REMINDER_SAVED: "Opgeslagen. Telefoons herinneren om {hour}, vanaf hun volgende contact.",
  REMINDER_CLEARED: "Opgeslagen. Telefoons sturen geen herinnering, vanaf hun volgende contact.",
  REMINDER_NOW: "Nu: {hour}",
  AUDIT_ACTION_REMINDER_SET: "Dagelijkse herinnering ingesteld",
};

export const REMINDER_TEXTS_NY: Record<keyof typeof REMINDER_TEXTS_EN, string> = {
  REMINDER_HOUR: "Chikumbutso cha tsiku ndi tsiku",
  REMINDER_HOUR_HINT:
    "Ola, mu nthawi ya malo a pulogalamuyi, limene foni ya wogwira ntchito imaonetsa chiwerengero cha makasitomala oyenera kuyenderedwa tsikulo (popanda mayina), kamodzi pa tsiku, ngati wayatsa. Zozimitsa: palibe chikumbutso; chiwerengero pa Home chimakhalabe.",
  REMINDER_OFF: "Zozimitsa",
  REMINDER_SAVE: "Sungani chikumbutso",
  REMINDER_SAVED: "Zasungidwa. Mafoni adzakumbutsa nthawi {hour}, kuyambira polumikizana kwawo kotsatira.",
  REMINDER_CLEARED: "Zasungidwa. Mafoni sadzakumbutsa, kuyambira polumikizana kwawo kotsatira.",
  REMINDER_NOW: "Tsopano: {hour}",
  AUDIT_ACTION_REMINDER_SET: "Chikumbutso cha tsiku ndi tsiku chakhazikitsidwa",
};
