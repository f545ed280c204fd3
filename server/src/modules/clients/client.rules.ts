/** Spec 4 "Clients" and 5: valid only when every mandatory element has a non-empty answer or an integer. */
export function isClientValid(fields: ReadonlyArray<{ mandatory: boolean; answer: unknown }>): boolean {
  return fields.every((field) => !field.mandatory || hasAnswer(field.answer));
}

function hasAnswer(answer: unknown): boolean {
  if (typeof answer === "number") return Number.isInteger(answer);
  return typeof answer === "string" && answer.trim() !== "";
}
