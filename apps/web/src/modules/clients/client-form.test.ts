import { describe, expect, it } from "vitest";
import type { ClientRecord } from "./client-record.js";
import {
  checkboxAnswer,
  choiceAnswer,
  fieldLabelKey,
  fieldTestId,
  formFieldsFor,
  numberAnswer,
  setCategoryText,
  toggleCategory,
  type FormField,
} from "./client-form.js";
import { withDerivedFields } from "./client-rules.js";

const today = new Date(2026, 10, 22);

const templateField = (clientField: string, component: string, mandatory: boolean, options: string[] = [], flowelement = false): FormField => ({
  uuid: `field-${clientField}`,
  answer: null,
  mandatory,
  clientField,
  component,
  categories: options.map((id) => ({ id, text_input: null })),
  flowelement,
});

const TEMPLATE = [
  templateField("name", "text", true),
  templateField("birthdate", "date", true),
  templateField("gender", "radio", true, ["1", "2"]),
  templateField("conditions", "categories", false, ["1", "2", "3"]),
  templateField("consent", "checkbox", true),
  templateField("approach", "select", false, ["79", "80"], true),
];

const makeClient = (overrides: Partial<ClientRecord> = {}): ClientRecord => ({ uuid: "c1", clientname: "Amina", clientFormFields: [], ...overrides });

describe("the client's configurable form (docs/product.md §3 form fields)", () => {
  it("offers the deployment's template in its order, each element with a uuid of its own", () => {
    const fields = formFieldsFor(null, TEMPLATE);
    expect(fields.map((f) => f.clientField)).toEqual(["name", "birthdate", "gender", "conditions", "consent", "approach"]);
    expect(fields.every((f) => f.uuid && !f.uuid.startsWith("field-"))).toBe(true);
    expect(new Set(fields.map((f) => f.uuid)).size).toBe(6);
  });

  it("answers the template from the client's own elements, keeps their uuids and the texts of chosen categories", () => {
    const own: FormField[] = [
      { uuid: "mine-gender", clientField: "gender", answer: 2, mandatory: false, component: "text", categories: [] },
      { uuid: "mine-cond", clientField: "conditions", answer: "3", categories: [{ id: "3", text_input: "both ears" }] },
      { uuid: "mine-old", clientField: "phone", answer: "0999", mandatory: false, component: "text", categories: [] },
    ];
    const fields = formFieldsFor(makeClient({ clientFormFields: own }), TEMPLATE);
    const gender = fields.find((f) => f.clientField === "gender")!;
    expect(gender).toMatchObject({ uuid: "mine-gender", answer: 2, mandatory: true, component: "radio" });
    expect(fields.find((f) => f.clientField === "conditions")!.categories).toEqual([
      { id: "1", text_input: null },
      { id: "2", text_input: null },
      { id: "3", text_input: "both ears" },
    ]);
    expect(fields.at(-1)).toMatchObject({ uuid: "mine-old", answer: "0999" });
  });

  it("always offers a mandatory birthdate and the flow element (answers 79 and 80), even without a template", () => {
    const fields = formFieldsFor(makeClient(), []);
    expect(fields.map((f) => [fieldTestId(f), f.mandatory])).toEqual([
      ["client-birthdate", true],
      ["client-flow", false],
    ]);
    expect(fields[1]!.categories!.map((c) => c.id)).toEqual(["79", "80"]);
  });

  it("stores a chosen option id as an integer when it is one (79 picks F-words), otherwise as text", () => {
    expect([choiceAnswer("79"), choiceAnswer("girl"), choiceAnswer("")]).toEqual([79, "girl", null]);
  });

  it("keeps a whole number as an integer and other number text as typed, so validity follows docs/product.md §5", () => {
    expect([numberAnswer("3"), numberAnswer(" 0 "), numberAnswer("2.5"), numberAnswer("")]).toEqual([3, 0, "2.5", null]);
  });

  it("makes a mandatory checkbox count only when ticked", () => {
    expect([checkboxAnswer(true), checkboxAnswer(false)]).toEqual([1, null]);
  });

  it("answers categories with the chosen ids and clears a category's text when it is un-chosen", () => {
    let field = formFieldsFor(null, TEMPLATE).find((f) => f.component === "categories")!;
    field = toggleCategory(field, "3", true);
    field = toggleCategory(field, "1", true);
    field = setCategoryText(field, "3", "left ear");
    expect(field.answer).toBe("1,3");
    expect(field.categories!.find((c) => c.id === "3")!.text_input).toBe("left ear");
    field = toggleCategory(field, "3", false);
    expect([field.answer, field.categories!.find((c) => c.id === "3")!.text_input]).toEqual(["1", null]);
    expect(toggleCategory(field, "1", false).answer).toBeNull();
  });

  it("is invalid until every mandatory element is answered (docs/product.md §5)", () => {
    const answer = (fields: FormField[], clientField: string, value: FormField["answer"]) =>
      fields.map((f) => (f.clientField === clientField ? { ...f, answer: value } : f));
    let fields = formFieldsFor(null, TEMPLATE);
    const validity = () => withDerivedFields(makeClient({ clientFormFields: fields }), today).valid;
    expect(validity()).toBe(false);
    fields = answer(answer(fields, "birthdate", "15-01-2025"), "gender", 1);
    expect(validity()).toBe(false);
    fields = answer(fields, "consent", checkboxAnswer(true));
    expect(validity()).toBe(true);
  });

  it("labels fields with the drawer's keys for name, birthdate and approach and FIELD_ keys otherwise", () => {
    expect(formFieldsFor(null, TEMPLATE).map(fieldLabelKey)).toEqual([
      "CLIENT_NAME",
      "CLIENT_BIRTHDATE",
      "FIELD_GENDER",
      "FIELD_CONDITIONS",
      "FIELD_CONSENT",
      "REHAB_APPROACH",
    ]);
  });
});
