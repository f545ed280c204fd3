import { describe, expect, it } from "vitest";
import {
  addChoice,
  choiceLabelKey,
  fieldLabelKey,
  formInTemplateOrder,
  moveField,
  newField,
  removeChoice,
  removeField,
  type TemplateField,
} from "./client-form-fields.js";

const field = (clientField: string, flowelement = false): TemplateField => ({
  uuid: `field-${clientField}`,
  answer: null,
  mandatory: false,
  clientField,
  birthdate: null,
  component: "text",
  categories: [],
  flowelement,
});

const names = (fields: TemplateField[]) => fields.map((f) => f.clientField);

describe("the client form's fields on the content page", () => {
  const fields = [field("name"), field("village"), field("approach", true), field("notes")];

  it("moves a field up or down one place, and leaves the list as it is past either end", () => {
    expect(names(moveField(fields, 1, -1))).toEqual(["village", "name", "approach", "notes"]);
    expect(names(moveField(fields, 1, 1))).toEqual(["name", "approach", "village", "notes"]);
    expect(names(moveField(fields, 0, -1))).toEqual(["name", "village", "approach", "notes"]);
    expect(names(moveField(fields, 3, 1))).toEqual(["name", "village", "approach", "notes"]);
    expect(names(fields)).toEqual(["name", "village", "approach", "notes"]);
  });

  it("removes a field but never the flow element", () => {
    expect(names(removeField(fields, 1))).toEqual(["name", "approach", "notes"]);
    expect(names(removeField(fields, 2))).toEqual(["name", "village", "approach", "notes"]);
  });

  it("names labels and choices by the keys the worker app's client drawer reads", () => {
    expect(fieldLabelKey(field("name"))).toBe("CLIENT_NAME");
    expect(fieldLabelKey(field("birthdate"))).toBe("CLIENT_BIRTHDATE");
    expect(fieldLabelKey(field("approach", true))).toBe("REHAB_APPROACH");
    expect(fieldLabelKey(field("village"))).toBe("FIELD_VILLAGE");
    expect(choiceLabelKey(field("school"), "2")).toBe("OPTION_SCHOOL_2");
    expect(choiceLabelKey(field("approach", true), "79")).toBe("OPTION_APPROACH_79");
  });

  it("makes a new field's clientField of the name typed, refusing an empty or taken one", () => {
    expect(newField("  Phone number! ", "number", fields)).toMatchObject({
      clientField: "phone_number",
      component: "number",
      mandatory: false,
      flowelement: false,
    });
    expect(newField("Village", "text", fields)).toBeNull();
    expect(newField(" -- ", "text", fields)).toBeNull();
  });

  it("puts a client form's clientField elements in the template's order, its other elements where they were", () => {
    const form = {
      formkey: "client",
      formpages: [
        {
          id: "1",
          formpagelements: [
            { entity: "clientField", id: "name" },
            { entity: "clientField", id: "village" },
            { entity: "flowelement", id: "approach" },
            { entity: "clientField", id: "notes" },
          ],
        },
        { id: "3", formpagelements: [{ entity: "domain", id: "7" }] },
      ],
    };
    const moved = formInTemplateOrder(form, [field("notes"), field("approach", true), field("name"), field("village")]);
    expect(moved.formpages[0]!.formpagelements).toEqual([
      { entity: "clientField", id: "notes" },
      { entity: "clientField", id: "name" },
      { entity: "flowelement", id: "approach" },
      { entity: "clientField", id: "village" },
    ]);
    expect(moved.formpages[1]).toBe(form.formpages[1]);
  });
});

describe("a field's choices", () => {
  const school: TemplateField = { ...field("school"), component: "select", categories: ["1", "2", "3"].map((id) => ({ id, text_input: null })) };

  it("adds a choice one past the highest numeric id, and removes one by id", () => {
    expect(addChoice(school).categories.map((c) => c.id)).toEqual(["1", "2", "3", "4"]);
    expect(addChoice({ ...school, categories: [] }).categories).toEqual([{ id: "1", text_input: null }]);
    expect(removeChoice(school, "2").categories.map((c) => c.id)).toEqual(["1", "3"]);
  });

  it("keeps the flow element's choices", () => {
    const approach: TemplateField = {
      ...field("approach", true),
      categories: [
        { id: "79", text_input: null },
        { id: "80", text_input: null },
      ],
    };
    expect(removeChoice(approach, "79")).toBe(approach);
  });
});
