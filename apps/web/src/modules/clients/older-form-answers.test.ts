import { describe, expect, it } from "vitest";
import { formFieldsFor, type FormField } from "./client-form.js";

const field = (clientField: string, component: string, answer: string | number | null = null): FormField => ({
  uuid: `field-${clientField}`,
  answer,
  mandatory: false,
  clientField,
  component,
  categories:
    component === "select"
      ? [
          { id: "1", text_input: null },
          { id: "2", text_input: null },
        ]
      : [],
  flowelement: false,
});

/**
 * docs/worker-phone.md, "Content releases on the phone": a record made under an older form keeps
 * every answer it has on the phone. A release removed the school field; the client's drawer, and so
 * what it saves, still holds her school answer, after the fields the new form asks for.
 */
describe("a client made under an older form", () => {
  it("keeps the answer of a field the new form removed, and asks the new form's fields", () => {
    const newForm = [field("name", "text"), field("birthdate", "date"), field("village", "text")];
    const record = { uuid: "c1", clientname: "Chisomo", clientFormFields: [field("village", "text", "Chileka"), field("school", "select", 2)] };
    const fields = formFieldsFor(record, newForm, false);
    expect(fields.map((f) => [f.clientField, f.answer])).toEqual([
      ["name", null],
      ["birthdate", null],
      ["village", "Chileka"],
      ["school", 2],
    ]);
  });
});
