import { UI_TEXTS_EN } from "@stepwise/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { setTexts } from "../../i18n/t.js";
import { clientInfoLines } from "./client-info.js";
import type { FormField } from "./client-form.js";

const field = (clientField: string, component: string, answer: FormField["answer"], extra: Partial<FormField> = {}): FormField => ({
  uuid: clientField,
  clientField,
  component,
  mandatory: false,
  flowelement: false,
  answer,
  categories: [],
  ...extra,
});

describe("a client's answers as the info drawer shows them", () => {
  beforeEach(() => setTexts("en", UI_TEXTS_EN));

  it("labels each answered field and shows option names, chosen categories with notes and a ticked box as yes", () => {
    const lines = clientInfoLines([
      field("name", "text", "Chikondi"),
      field("gender", "radio", "1", { categories: [{ id: "1" }, { id: "2" }] }),
      field("conditions", "categories", "2,5", { categories: [{ id: "2" }, { id: "5", text_input: "club foot" }] }),
      field("consent", "checkbox", 1),
      field("approach", "select", 79, { flowelement: true, categories: [{ id: "79" }, { id: "80" }] }),
      field("school", "select", null),
    ]);
    expect(lines).toEqual([
      { label: "Name", answer: "Chikondi" },
      { label: UI_TEXTS_EN.FIELD_GENDER, answer: "Girl" },
      { label: UI_TEXTS_EN.FIELD_CONDITIONS, answer: "Epilepsy, Other (club foot)" },
      { label: UI_TEXTS_EN.FIELD_CONSENT, answer: "Yes" },
      { label: "Rehabilitation approach", answer: "F-words" },
    ]);
  });
});
