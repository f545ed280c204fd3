import { t } from "./t.js";

/*
 * The names the deployment's content gives a client's registration fields and milestone checklists,
 * in the reader's language, as the worker's own screens name them (the registration form,
 * modules/clients/ClientFormFields.tsx; the milestone screens, modules/milestones/). A supervisor's
 * pages (docs/teams.md, "On the supervisor's phone" and "In the console") read them from the same
 * texts. A field or checklist the texts do not name shows its raw key.
 */
type Dictionary = Readonly<Record<string, string>>;

/** A registration field's text key: the form's own keys for name, birthdate and approach, FIELD_<CLIENTFIELD> for the rest. */
export function fieldLabelKey(field: { clientField?: string | null; flowelement?: boolean | null }): string {
  if (field.flowelement) return "REHAB_APPROACH";
  if (field.clientField === "name") return "CLIENT_NAME";
  if (field.clientField === "birthdate") return "CLIENT_BIRTHDATE";
  return `FIELD_${(field.clientField ?? "").toUpperCase()}`;
}

/** A chosen option's text key: OPTION_<CLIENTFIELD>_<id>. */
export function optionLabelKey(field: { clientField?: string | null }, id: string): string {
  return `OPTION_${(field.clientField ?? "").toUpperCase()}_${id}`;
}

/** A registration field's label in the texts given, else its raw key (its client field, else its component). */
export function fieldLabel(field: { clientField?: string | null; flowelement?: boolean | null; component?: string | null }, dictionary: Dictionary): string {
  return dictionary[fieldLabelKey(field)] ?? (field.clientField || field.component || "");
}

/** An answer as the form shows it: a chosen option by its label, anything else as written. */
export function answerLabel(field: { clientField?: string | null }, answer: string, dictionary: Dictionary): string {
  return dictionary[optionLabelKey(field, answer)] ?? answer;
}

/** The text key of a development domain of the checklists (gross-motor -> MILESTONE_DOMAIN_GROSS_MOTOR). */
export function domainKey(domain: string): string {
  return `MILESTONE_DOMAIN_${domain.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}`;
}

/** A domain's name; a domain the texts do not name (added by a deployment) shows its id. */
export function domainName(domain: string, dictionary: Dictionary): string {
  return dictionary[domainKey(domain)] === undefined ? domain : t(domainKey(domain), {}, dictionary);
}

export interface NamedChecklist {
  id: string;
  domain: string;
  ageMonths: number;
}

/**
 * A milestone form's category (the id of a checklist) as the checklist's own screen heads it:
 * "Gross motor: By 12 months". A category no checklist of the content has shows its raw id.
 */
export function checklistName(categoryId: string, checklists: readonly NamedChecklist[], dictionary: Dictionary): string {
  const checklist = checklists.find((c) => c.id === categoryId);
  if (!checklist) return categoryId;
  const band = dictionary.AGE_BAND_MONTHS === undefined ? String(checklist.ageMonths) : t("AGE_BAND_MONTHS", { months: checklist.ageMonths }, dictionary);
  return `${domainName(checklist.domain, dictionary)}: ${band}`;
}

/** A count's text: the key's _ONE form for one (when the texts have it), the key itself otherwise. */
export function countText(key: string, count: number, values: Record<string, string | number>, dictionary: Dictionary): string {
  return t(count === 1 && dictionary[`${key}_ONE`] !== undefined ? `${key}_ONE` : key, { ...values, count }, dictionary);
}
