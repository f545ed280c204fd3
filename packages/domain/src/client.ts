import { monthsBetween, parseBirthdate } from "./dates.js";

export interface AnsweredField {
  mandatory: boolean;
  answer: unknown;
}

/** Spec 4 "Clients", 5: valid only when every mandatory element has a non-empty answer or an integer. */
export function isClientValid(fields: ReadonlyArray<AnsweredField>): boolean {
  return fields.every((field) => !field.mandatory || hasAnswer(field.answer));
}

function hasAnswer(answer: unknown): boolean {
  if (typeof answer === "number") return Number.isInteger(answer);
  return typeof answer === "string" && answer.trim() !== "";
}

/** Spec 4, 5: a birthdate answer that is not a valid date sets no age; the age in months is never below 0. */
export function ageInMonths(birthdate: unknown, today: Date): number | null {
  const born = parseBirthdate(birthdate);
  if (!born) return null;
  return Math.max(0, monthsBetween(born, today));
}

/** Spec 4: archiving toggles the archived flag. */
export function toggleArchived<T extends { archived: boolean }>(client: T): T {
  return { ...client, archived: !client.archived };
}
