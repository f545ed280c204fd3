import { CLIENT_SIMPLE_FIELDS, type SimpleField } from "@stepwise/domain";
import { t } from "../../i18n/t.js";

/**
 * The client's simple fields (packages/domain/src/entities/client-simple-fields.ts), each drawn by
 * its kind with its label: a field declared there needs no JSX here (docs/adding-an-entity.md,
 * "Adding a field").
 */

/** The simple fields' values by field name, as the record holds them: text, a number, or null when empty. */
export type SimpleValues = Readonly<Record<string, string | number | null>>;

/** The simple fields' values of a record (null for one it lacks). */
export function simpleValuesOf(record: object | null, fields: readonly SimpleField[] = CLIENT_SIMPLE_FIELDS): SimpleValues {
  const values = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields.map(({ field }) => {
      const value = values[field];
      return [field, typeof value === "string" || typeof value === "number" ? value : null];
    }),
  );
}

/** What an input's text stores: null when empty; a number for a number field (null when it is none). */
export function simpleValueFrom(kind: SimpleField["kind"], typed: string): string | number | null {
  if (typed.trim() === "") return null;
  if (kind === "text") return typed;
  const number = Number(typed);
  return Number.isFinite(number) ? number : null;
}

const INPUT_OF_KIND = {
  text: { type: "text", inputMode: "text" },
  number: { type: "number", inputMode: "decimal" },
} as const;

export function ClientSimpleFields({
  fields = CLIENT_SIMPLE_FIELDS,
  values,
  onChange,
}: {
  fields?: readonly SimpleField[];
  values: SimpleValues;
  onChange: (next: SimpleValues) => void;
}) {
  return (
    <>
      {fields.map(({ field, kind, label }) => (
        <label key={field}>
          <span className="field-label">{t(label)}</span>
          <input
            data-testid={`client-${field}`}
            {...INPUT_OF_KIND[kind]}
            value={values[field] ?? ""}
            onChange={(e) => onChange({ ...values, [field]: simpleValueFrom(kind, e.target.value) })}
          />
        </label>
      ))}
    </>
  );
}
