import type { ReportRule } from "./report-rules.js";

/**
 * A client's simple fields (docs/adding-an-entity.md, "Adding a field"): optional fields of the
 * client record itself, beside its name, each declared once here. From this list come the field in
 * the zod schema (clients.ts, by its kind), its input in the client form (by its kind, with its
 * label; apps/web/src/modules/clients/ClientSimpleFields.tsx), its empty value in a new client, its
 * label in a conflict (merge/merge-shapes.ts) and what a pseudonymous report shows of it.
 *
 * Zod-free and exported by the package's main entry, so the web app reads it without bundling zod.
 */

/** How a simple field is stored and typed: free text (String), or a number (Float). */
export type SimpleFieldKind = "text" | "number";

export interface SimpleField {
  /** The field's name in the record, in its GraphQL type and in the web fragment (client-fields.graphql). */
  field: string;
  kind: SimpleFieldKind;
  /** Translation key of its label, in the form and in a conflict (packages/domain/src/texts/en.ts, nl.ts, ny.ts). */
  label: string;
  /** What a pseudonymous report shows of it (report-rules.ts); null: it is left out. Required, so it is decided. */
  report: ReportRule | null;
}

/** The client's simple fields the form shows, in the form's order after the name. */
export const CLIENT_SIMPLE_FIELDS: readonly SimpleField[] = [];

/** Each simple field empty: how a new client starts. */
export function emptySimpleFields(fields: readonly SimpleField[] = CLIENT_SIMPLE_FIELDS): Record<string, null> {
  return Object.fromEntries(fields.map(({ field }) => [field, null]));
}

/**
 * docs/product.md §3 "Client": the values a new client starts with besides its uuid and name (the
 * schema fills the same ones when a device leaves them out; packages/domain/src/entities/clients.test.ts holds the two together).
 */
export const CLIENT_DEFAULTS = {
  age: null,
  valid: true,
  archived: false,
  status: null,
  clientFormFields: Object.freeze([]) as readonly never[],
  consents: Object.freeze([]) as readonly never[],
} as const;
