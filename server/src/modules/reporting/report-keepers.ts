import { AGE_BANDS, UNKNOWN_AGE_BAND } from "./age-bands.js";
import { isCode, isDate, isKnownLabel } from "./coded-values.js";
import { pseudonym } from "./pseudonym.js";

export type Row = Record<string, unknown>;

/** What a keeper sees: the deployment's pseudonym key and the object the field belongs to. */
export interface KeepContext {
  secret: string;
  parent: Row;
}

/** Turns one field of a record into what a pseudonymous report shows of it. */
export type Keep = (value: unknown, context: KeepContext) => unknown;

/** The fields of one object a pseudonymous report shows; every other field is left out. */
export type AllowList = Readonly<Record<string, Keep>>;

const BANDS: ReadonlySet<string> = new Set([...AGE_BANDS.map((b) => b.label), UNKNOWN_AGE_BAND]);

/** Components whose answer is an option id (a code), not something typed (client-form.ts in the app). */
const CHOICE_COMPONENTS: ReadonlySet<string> = new Set(["select", "radio", "checkbox", "categories"]);

/** A value as the text a pseudonym is made of (ids are text or numbers). */
export function asText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** Only the fields of an object that the allow-list names (those it holds), each through its keeper. */
export function pick(value: unknown, allow: AllowList, secret: string): Row | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const parent = value as Row;
  const kept: Row = {};
  for (const [field, keep] of Object.entries(allow)) {
    if (Object.hasOwn(parent, field)) kept[field] = keep(parent[field], { secret, parent });
  }
  return kept;
}

export const keep = {
  /** Set by the server, never by a device: dataversion, timestamps, the table's name. */
  server: ((value) => value) as Keep,
  /** An id: kept when it is a code (uuids are), else a pseudonym of it, so joins still work. */
  id: ((value, { secret }) => (value === null || value === undefined ? null : isCode(value) ? value : pseudonym(secret, `id:${asText(value)}`))) as Keep,
  code: ((value) => (isCode(value) ? value : null)) as Keep,
  /** A code of a field that is never null: "" when it is not one. */
  requiredCode: ((value) => (isCode(value) ? value : "")) as Keep,
  /** A label the app writes (a domain's name) or a code. */
  label: ((value) => (isKnownLabel(value) ? value : null)) as Keep,
  date: ((value) => (isDate(value) ? value : null)) as Keep,
  requiredDate: ((value) => (isDate(value) ? value : "")) as Keep,
  /** A score or count the app computes or offers (satisfaction, ladder score, order). */
  number: ((value) => (typeof value === "number" && Number.isFinite(value) ? value : null)) as Keep,
  /** An answer that is a score on a scale: a whole number, never text. */
  score: ((value) => (Number.isInteger(value) ? value : null)) as Keep,
  flag: ((value) => value === true) as Keep,
  /** Free text of a field that is never null. */
  blank: (() => "") as Keep,
  ageBand: ((value) => (typeof value === "string" && BANDS.has(value) ? value : UNKNOWN_AGE_BAND)) as Keep,
  /** A form answer: only a chosen option's id; typed text, numbers and dates are left out. */
  choice: ((value, { parent }) => (CHOICE_COMPONENTS.has(String(parent.component)) && isCode(value) ? value : null)) as Keep,
  /** The same person, place or reference shows as the same pseudonym. */
  pseudonymOf:
    (prefix: string): Keep =>
    (value, { secret }) =>
      value === null || value === undefined ? null : pseudonym(secret, `${prefix}${asText(value)}`),
  list:
    (allow: AllowList): Keep =>
    (value, { secret }) =>
      Array.isArray(value) ? value.flatMap((item) => pick(item, allow, secret) ?? []) : [],
};
