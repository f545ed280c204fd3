import type { ClientFormFieldInput } from "../../generated/schema-inputs.js";
import type { ClientRecord } from "./client-record.js";

/** One element of a client's configurable form (docs/product.md §3). */
export type FormField = ClientFormFieldInput;

export type FieldAnswer = string | number | null;

/** Offered even where a deployment's template lacks them: the plan's age and domains depend on them (docs/product.md §4). */
const ALWAYS_OFFERED: FormField[] = [
  { uuid: "", clientField: "birthdate", component: "date", mandatory: true, flowelement: false, answer: null, categories: [] },
  { uuid: "", clientField: "approach", component: "select", mandatory: false, flowelement: true, answer: null, categories: [{ id: "79" }, { id: "80" }] },
];

const sameField = (a: FormField, b: FormField) => (a.flowelement && b.flowelement) || (!!a.clientField && a.clientField === b.clientField);

/**
 * The form a client's drawer shows: the deployment's template in its order, each element answered
 * from the client's own element of the same clientField (keeping its uuid); the template gives the
 * component, the mandatory mark and the options. Elements the client has beyond the template follow.
 * Where the deployment has no rehabilitation plans (`plan` false) the approach, which only picks
 * the plan's domains, is not asked (docs/decisions/0002-menus-follow-the-deployment.md).
 */
export function formFieldsFor(record: ClientRecord | null, template: readonly FormField[], plan = true): FormField[] {
  const own = (record?.clientFormFields ?? []).filter((f) => plan || !f.flowelement);
  const base = (template.length > 0 ? template : own).filter((f) => plan || !f.flowelement);
  const always = ALWAYS_OFFERED.filter((f) => plan || !f.flowelement);
  const offered = [...base, ...always.filter((f) => !base.some((b) => sameField(b, f)))];
  const merged = offered.map((shape) => {
    const mine = own.find((f) => sameField(f, shape));
    const uuid = mine?.uuid || crypto.randomUUID();
    return { ...shape, uuid, answer: mine?.answer ?? null, categories: mergeCategories(shape, mine) };
  });
  const extra = own.filter((f) => !merged.some((m) => m.uuid === f.uuid || sameField(m, f)));
  return [...merged, ...extra];
}

/** Options come from the template; a category's free text from the client's answer. */
function mergeCategories(shape: FormField, mine: FormField | undefined): FormField["categories"] {
  return (shape.categories ?? []).map((option) => ({
    id: option.id ?? null,
    text_input: mine?.categories?.find((c) => c.id === option.id)?.text_input ?? null,
  }));
}

export function optionIds(field: FormField): string[] {
  return (field.categories ?? []).flatMap((c) => (c.id ? [c.id] : []));
}

/** Translation keys: the drawer's own keys for name, birthdate and approach, FIELD_<CLIENTFIELD> for the rest (the supervisor's pages name fields by the same keys). */
export { fieldLabelKey, optionLabelKey } from "../../i18n/content-labels.js";

/** Stable selectors: the existing ones for birthdate and flow element, client-field-<clientField> otherwise. */
export function fieldTestId(field: FormField): string {
  if (field.flowelement) return "client-flow";
  if (field.clientField === "birthdate") return "client-birthdate";
  return `client-field-${field.clientField ?? field.uuid}`;
}

/** A chosen option as an answer: numeric ids as integers (the flow element's 79 and 80), others as text. */
export function choiceAnswer(id: string): FieldAnswer {
  if (id === "") return null;
  return /^\d+$/.test(id) ? Number(id) : id;
}

/** A number input's answer: an integer as a number, other text kept as typed, empty as none. */
export function numberAnswer(text: string): FieldAnswer {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isInteger(value) ? value : trimmed;
}

export function textAnswer(text: string): FieldAnswer {
  return text.trim() === "" ? null : text;
}

/** A checkbox answers 1 when ticked and nothing when not, so a mandatory one must be ticked. */
export function checkboxAnswer(checked: boolean): FieldAnswer {
  return checked ? 1 : null;
}

export function chosenCategories(field: FormField): string[] {
  return typeof field.answer === "string" && field.answer !== "" ? field.answer.split(",") : typeof field.answer === "number" ? [String(field.answer)] : [];
}

/**
 * Categories with text input: the answer lists the chosen ids ("1,3"), none when nothing is
 * chosen; un-choosing a category clears its text.
 */
export function toggleCategory(field: FormField, id: string, chosen: boolean): FormField {
  const ids = new Set(chosenCategories(field));
  if (chosen) ids.add(id);
  else ids.delete(id);
  const answer = optionIds(field)
    .filter((o) => ids.has(o))
    .join(",");
  const categories = (field.categories ?? []).map((c) => (c.id === id && !chosen ? { ...c, text_input: null } : c));
  return { ...field, answer: answer === "" ? null : answer, categories };
}

export function setCategoryText(field: FormField, id: string, text: string): FormField {
  return { ...field, categories: (field.categories ?? []).map((c) => (c.id === id ? { ...c, text_input: text === "" ? null : text } : c)) };
}
