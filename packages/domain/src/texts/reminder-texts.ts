/**
 * The words of the phone's one reminder a day (docs/product.md §4, "One reminder a day") in every
 * language the app ships; en.ts, nl.ts and ny.ts each spread their own, so texts.test.ts checks
 * them with the rest. The notification names no client: the lock screen is not the vault.
 */
export const REMINDER_TEXTS_EN: Readonly<Record<string, string>> = {
  REMINDER_NOTIFICATION: "{count} clients due for a visit today",
  REMINDER_NOTIFICATION_ONE: "{count} client due for a visit today",
  REMINDER_SWITCH: "Remind me each morning at {hour}",
  REMINDER_SWITCH_HINT: "One notification a day with the number of clients due, no names.",
  REMINDER_UNAVAILABLE: "This phone cannot show reminders here: the count above is your reminder.",
  REMINDER_DENIED: "Notifications are blocked for this app in the phone's settings: the count above is your reminder.",
};

export const REMINDER_TEXTS_NL: Readonly<Record<string, string>> = {
  REMINDER_NOTIFICATION: "{count} cliënten hebben vandaag een bezoek nodig",
  REMINDER_NOTIFICATION_ONE: "{count} cliënt heeft vandaag een bezoek nodig",
  REMINDER_SWITCH: "Herinner me elke ochtend om {hour}",
  REMINDER_SWITCH_HINT: "Eén melding per dag met het aantal cliënten, zonder namen.",
  REMINDER_UNAVAILABLE: "Deze telefoon kan hier geen herinneringen tonen: het aantal hierboven is je herinnering.",
  REMINDER_DENIED: "Meldingen van deze app zijn geblokkeerd in de instellingen van de telefoon: het aantal hierboven is je herinnering.",
};

export const REMINDER_TEXTS_NY: Readonly<Record<string, string>> = {
  REMINDER_NOTIFICATION: "Makasitomala {count} ayenera kuyenderedwa lero",
  REMINDER_NOTIFICATION_ONE: "Kasitomala {count} ayenera kuyenderedwa lero",
  REMINDER_SWITCH: "Ndikumbutseni m'mawa uliwonse nthawi {hour}",
  REMINDER_SWITCH_HINT: "Chidziwitso chimodzi pa tsiku ndi chiwerengero cha makasitomala, popanda mayina.",
  REMINDER_UNAVAILABLE: "Foni iyi singathe kuonetsa zikumbutso pano: chiwerengero chili pamwambachi ndi chikumbutso chanu.",
  REMINDER_DENIED: "Zidziwitso za pulogalamuyi zatsekedwa m'makonzedwe a foni: chiwerengero chili pamwambachi ndi chikumbutso chanu.",
};
