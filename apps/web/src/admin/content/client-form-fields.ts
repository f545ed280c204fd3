import { CONSENT_SCOPES, type ConsentScope } from "@stepwise/domain";
import { clientFieldLabelKey } from "@stepwise/domain";

/**
 * The client form as the content page edits it (docs/operator-console.md, "The content page"): the
 * deployment's client template (kind generic_clients, seed server/src/modules/content/seed/client-form.ts),
 * whose fields the worker app's client drawer shows in their order (docs/product.md §3).
 */
export interface TemplateField {
  uuid: string;
  answer: unknown;
  mandatory: boolean;
  clientField: string | null;
  birthdate: unknown;
  component: string;
  categories: Array<{ id: string | null; text_input: string | null }>;
  flowelement: boolean;
}

export interface ClientTemplate {
  uuid: string;
  clientname: string;
  clientFormFields: TemplateField[];
}

/** The kinds of field the worker app renders. */
export const FIELD_KINDS = ["text", "textarea", "number", "date", "radio", "select", "categories", "checkbox"] as const;

/** Kinds whose answer is one of its choices (or several, for categories). */
export const KINDS_WITH_CHOICES: readonly string[] = ["radio", "select", "categories"];

/**
 * The translation key of a field's label, as the worker app's client drawer and the server's checks
 * read it: its own keys for name, birthdate and the flow element, FIELD_<CLIENTFIELD> for the rest.
 */
export const fieldLabelKey: (field: Pick<TemplateField, "clientField" | "flowelement">) => string = clientFieldLabelKey;

/** The translation key of a choice's label: OPTION_<CLIENTFIELD>_<ID>. */
export function choiceLabelKey(field: Pick<TemplateField, "clientField">, id: string): string {
  return `OPTION_${(field.clientField ?? "").toUpperCase()}_${id}`;
}

/**
 * The flow element (answers 79 and 80, docs/product.md §4): its answer picks the rehabilitation
 * plan's domains, so the form keeps it.
 */
export function isFlowElement(field: Pick<TemplateField, "flowelement">): boolean {
  return field.flowelement;
}

/** The list with the field at `index` moved by `by` places (-1 up, +1 down); unchanged at either end. */
export function moveField<T>(fields: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return [...fields];
  const moved = [...fields];
  const [field] = moved.splice(index, 1);
  moved.splice(to, 0, field!);
  return moved;
}

/** The list without the field at `index`; the flow element is never removed. */
export function removeField(fields: readonly TemplateField[], index: number): TemplateField[] {
  if (!fields[index] || isFlowElement(fields[index])) return [...fields];
  return fields.filter((_, i) => i !== index);
}

/** The field at `index` with its changes. */
export function changeField(fields: readonly TemplateField[], index: number, change: Partial<TemplateField>): TemplateField[] {
  return fields.map((field, i) => (i === index ? { ...field, ...change } : field));
}

/** The field with one more choice, its id one past the highest numeric id of its choices ("1" for the first). */
export function addChoice(field: TemplateField): TemplateField {
  const high = (field.categories ?? []).reduce((top, c) => Math.max(top, c.id && /^\d+$/.test(c.id) ? Number(c.id) : 0), 0);
  return { ...field, categories: [...(field.categories ?? []), { id: String(high + 1), text_input: null }] };
}

/**
 * The consent field with `scope` required or not (docs/operating.md, "Consent"): its options name the
 * scopes a new client cannot be saved without, kept in CONSENT_SCOPES's order.
 */
export function withConsentScope(field: TemplateField, scope: ConsentScope, required: boolean): TemplateField {
  const named = new Set((field.categories ?? []).flatMap((c) => (c.id ? [c.id] : [])));
  if (required) named.add(scope);
  else named.delete(scope);
  return { ...field, categories: CONSENT_SCOPES.filter((s) => named.has(s)).map((id) => ({ id, text_input: null })) };
}

/** The field without the choice of that id; the flow element's choices stay (79 and 80 pick the plan's domains). */
export function removeChoice(field: TemplateField, id: string): TemplateField {
  if (isFlowElement(field)) return field;
  return { ...field, categories: (field.categories ?? []).filter((c) => c.id !== id) };
}

/** A new field of that kind, not mandatory, with a clientField made of the name typed (letters and digits). */
export function newField(name: string, component: string, taken: readonly TemplateField[]): TemplateField | null {
  const clientField = name
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter((part) => part !== "")
    .join("_");
  if (clientField === "" || taken.some((f) => f.clientField === clientField)) return null;
  return { uuid: `field-${clientField}`, answer: null, mandatory: false, clientField, birthdate: null, component, categories: [], flowelement: false };
}

interface FormPage {
  id: string;
  formpagelements: Array<{ entity: string; id: string }>;
}

/**
 * A client form (kind forms, formkey "client") with the clientField elements of its pages in the
 * template's order; its other elements (flow element, domains) stay where they are.
 */
export function formInTemplateOrder<F extends { formpages: FormPage[] }>(form: F, fields: readonly TemplateField[]): F {
  const order = fields.map((f) => f.clientField);
  return {
    ...form,
    formpages: form.formpages.map((page) => {
      const own = page.formpagelements.filter((e) => e.entity === "clientField");
      if (own.length === 0) return page;
      const sorted = [...own].sort((a, b) => rank(order, a.id) - rank(order, b.id));
      let next = 0;
      return { ...page, formpagelements: page.formpagelements.map((e) => (e.entity === "clientField" ? sorted[next++]! : e)) };
    }),
  };
}

const rank = (order: ReadonlyArray<string | null>, id: string) => {
  const at = order.indexOf(id);
  return at === -1 ? order.length : at;
};
