import { ageInMonths, isClientValid } from "@stepwise/domain";
import type { ClientFormFieldInput } from "../../generated/schema-inputs.js";
import type { ClientRecord } from "./client-record.js";

/** The client form's element that holds the birthdate (the deployment's client form, docs/product.md §3). */
export function birthdateField(record: ClientRecord): ClientFormFieldInput | undefined {
  return record.clientFormFields?.find((f) => f.clientField === "birthdate");
}

/**
 * What a saved client derives from its form (docs/product.md §4 "Clients", 5): the name element answers the
 * client's name; `valid` only when every mandatory element has an answer; `age` in months from
 * the birthdate answer, none for a birthdate that is not a valid date, never below 0.
 */
export function withDerivedFields(record: ClientRecord, today: Date): ClientRecord {
  const clientFormFields = (record.clientFormFields ?? []).map((f) => (f.clientField === "name" ? { ...f, answer: record.clientname } : f));
  const valid = isClientValid(clientFormFields.map((f) => ({ mandatory: f.mandatory ?? false, answer: f.answer ?? null, component: f.component ?? null })));
  const field = birthdateField({ ...record, clientFormFields });
  return { ...record, clientFormFields, valid, age: field ? ageInMonths(field.answer, today) : null };
}
