import { domainName as nameOfDomain } from "../../i18n/content-labels.js";
import { t, texts } from "../../i18n/t.js";

/** The translation key of a development domain of the checklists (gross-motor -> MILESTONE_DOMAIN_GROSS_MOTOR). */
export { domainKey } from "../../i18n/content-labels.js";

/** A domain's name; a domain the app has no text for (added by a deployment) shows its id. */
export function domainName(domain: string): string {
  return nameOfDomain(domain, texts.get().dictionary);
}

export function ageBandName(ageMonths: number): string {
  return t("AGE_BAND_MONTHS", { months: ageMonths });
}
