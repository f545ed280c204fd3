import { describe, expect, it } from "vitest";
import type { ClientFormFieldInput } from "../../generated/schema-inputs.js";
import type { ClientRecord } from "./client-record.js";
import { withDerivedFields } from "./client-rules.js";

const today = new Date(2026, 10, 22); // 22 November 2026, local time

const field = (overrides: Partial<ClientFormFieldInput>): ClientFormFieldInput => ({
  uuid: crypto.randomUUID(),
  answer: null,
  mandatory: false,
  clientField: "extra",
  component: "text",
  flowelement: false,
  categories: [],
  ...overrides,
});

const makeClient = (overrides: Partial<ClientRecord> = {}): ClientRecord => ({ uuid: "c1", clientname: "Amina", clientFormFields: [], ...overrides });

const bornOn = (answer: string | null) => makeClient({ clientFormFields: [field({ clientField: "birthdate", component: "date", mandatory: true, answer })] });

describe("client rules (docs/product.md §4 Clients, docs/product.md §5)", () => {
  it("is valid only when every mandatory element has a non-empty answer or an integer", () => {
    const validWith = (answer: string | number | null, mandatory = true) =>
      withDerivedFields(makeClient({ clientFormFields: [field({ mandatory, answer })] }), today).valid;
    expect([validWith("yes"), validWith(0), validWith(12), validWith("  "), validWith(""), validWith(null), validWith(2.5)]).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(validWith(null, false)).toBe(true);
  });

  it("takes the name element's answer from the client's name, so a named client has it", () => {
    const client = withDerivedFields(makeClient({ clientFormFields: [field({ clientField: "name", mandatory: true })] }), today);
    expect(client.valid).toBe(true);
    expect(client.clientFormFields?.[0]?.answer).toBe("Amina");
  });

  it("counts the age in whole months from the birthdate answer", () => {
    const ageOf = (birthdate: string) => withDerivedFields(bornOn(birthdate), today).age;
    expect(ageOf("15-01-2025")).toBe(22);
    expect(ageOf("23-01-2025")).toBe(21);
    expect(ageOf("22-11-2026")).toBe(0);
    expect(ageOf("2024-11-22")).toBe(24);
  });

  it("sets no age for a birthdate answer that is not a valid date", () => {
    const ageOf = (birthdate: string) => withDerivedFields(bornOn(birthdate), today).age;
    expect([ageOf("31-02-2025"), ageOf("yesterday"), ageOf("13-13-2020")]).toEqual([null, null, null]);
  });

  it("never gives an age below 0 months, even for a birthdate in the future", () => {
    expect(withDerivedFields(bornOn("01-03-2027"), today).age).toBe(0);
  });

  it("leaves a client with an empty mandatory birthdate invalid and without an age", () => {
    const cleared = withDerivedFields(bornOn(null), today);
    expect([cleared.valid, cleared.age]).toEqual([false, null]);
  });
});
