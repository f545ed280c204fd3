/**
 * The words of consent as a record (docs/operating.md, "Consent") in every language the app ships;
 * en.ts, nl.ts and ny.ts each spread their own, so texts.test.ts checks them with the rest.
 */
export const CONSENT_TEXTS_EN: Readonly<Record<string, string>> = {
  CONSENT_TITLE: "Consent",
  CONSENT_NAME_CARE: "care",
  CONSENT_NAME_PHOTOS: "photos",
  CONSENT_NAME_REPORTING: "reporting",
  CONSENT_SCOPE_CARE: "Care: the family agrees that this information is kept and used for the child's care",
  CONSENT_SCOPE_PHOTOS: "Photos: photographs of the child may be taken and kept",
  CONSENT_SCOPE_REPORTING: "Reporting: the child may be counted in the programme's reports",
  CONSENT_REQUIRED: "Required",
  CONSENT_GIVEN: "Given on {date} by {name}",
  CONSENT_GIVEN_AT_REGISTRATION: "Given when the client was registered",
  CONSENT_WITHDRAWN: "Withdrawn on {date} by {name}",
  CONSENT_SOMEONE: "a worker",
  CONSENT_WITHDRAW: "Withdraw",
  CONSENT_WITHDRAW_CONFIRM: "Yes, withdraw the consent to {scope}",
  CONSENT_MISSING: "This client cannot be saved without consent to {scopes}: tick it once the family agrees",
  CONSENT_LACKING: "Consent to {scopes} is missing: this client is left out of reports until it is recorded",
  MERGE_ITEM_CONSENT: "Consent {n}",
};

export const CONSENT_TEXTS_NL: Readonly<Record<string, string>> = {
  CONSENT_TITLE: "Toestemming",
  CONSENT_NAME_CARE: "zorg",
  CONSENT_NAME_PHOTOS: "foto's",
  CONSENT_NAME_REPORTING: "rapportage",
  CONSENT_SCOPE_CARE: "Zorg: de familie stemt in met het bewaren en gebruiken van deze gegevens voor de zorg van het kind",
  CONSENT_SCOPE_PHOTOS: "Foto's: er mogen foto's van het kind gemaakt en bewaard worden",
  CONSENT_SCOPE_REPORTING: "Rapportage: het kind mag meegeteld worden in de rapportages van het programma",
  CONSENT_REQUIRED: "Verplicht",
  CONSENT_GIVEN: "Gegeven op {date} door {name}",
  CONSENT_GIVEN_AT_REGISTRATION: "Gegeven bij de inschrijving van de cliënt",
  CONSENT_WITHDRAWN: "Ingetrokken op {date} door {name}",
  CONSENT_SOMEONE: "een medewerker",
  CONSENT_WITHDRAW: "Intrekken",
  CONSENT_WITHDRAW_CONFIRM: "Ja, trek de toestemming voor {scope} in",
  CONSENT_MISSING: "Deze cliënt kan niet bewaard worden zonder toestemming voor {scopes}: vink die aan zodra de familie instemt",
  CONSENT_LACKING: "Toestemming voor {scopes} ontbreekt: deze cliënt telt niet mee in rapportages tot die is vastgelegd",
  MERGE_ITEM_CONSENT: "Toestemming {n}",
};

export const CONSENT_TEXTS_NY: Readonly<Record<string, string>> = {
  CONSENT_TITLE: "Chilolezo",
  CONSENT_NAME_CARE: "chisamaliro",
  CONSENT_NAME_PHOTOS: "zithunzi",
  CONSENT_NAME_REPORTING: "malipoti",
  CONSENT_SCOPE_CARE: "Chisamaliro: banja lavomereza kuti uthengawu usungidwe ndi kugwiritsidwa ntchito posamalira mwana",
  CONSENT_SCOPE_PHOTOS: "Zithunzi: zithunzi za mwana zikhoza kujambulidwa ndi kusungidwa",
  CONSENT_SCOPE_REPORTING: "Malipoti: mwana akhoza kuwerengedwa m'malipoti a pulogalamu",
  CONSENT_REQUIRED: "Chofunikira",
  CONSENT_GIVEN: "Chaperekedwa pa {date} ndi {name}",
  CONSENT_GIVEN_AT_REGISTRATION: "Chaperekedwa pamene kasitomala analembetsedwa",
  CONSENT_WITHDRAWN: "Chachotsedwa pa {date} ndi {name}",
  CONSENT_SOMEONE: "wogwira ntchito",
  CONSENT_WITHDRAW: "Bwezani chilolezo",
  CONSENT_WITHDRAW_CONFIRM: "Inde, chotsani chilolezo cha {scope}",
  CONSENT_MISSING: "Kasitomala uyu sangasungidwe popanda chilolezo cha {scopes}: chongani banja likavomereza",
  CONSENT_LACKING: "Chilolezo cha {scopes} chikusowa: kasitomala uyu sawerengedwa m'malipoti mpaka chilolezo chilembedwe",
  MERGE_ITEM_CONSENT: "Chilolezo {n}",
};
