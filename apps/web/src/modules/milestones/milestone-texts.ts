import { t, texts } from "../../i18n/t.js";

/** The translation key of a development domain of the checklists (gross-motor -> MILESTONE_DOMAIN_GROSS_MOTOR). */
export function domainKey(domain: string): string {
  return `MILESTONE_DOMAIN_${domain.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}`;
}

/** A domain's name; a domain the app has no text for (added by a deployment) shows its id. */
export function domainName(domain: string): string {
  return texts.get().dictionary[domainKey(domain)] === undefined ? domain : t(domainKey(domain));
}

export function ageBandName(ageMonths: number): string {
  return t("AGE_BAND_MONTHS", { months: ageMonths });
}
