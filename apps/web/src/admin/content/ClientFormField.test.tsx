import { describe, expect, it, vi } from "vitest";
import { useTestScreen } from "../../test-support/render.js";
import { setAdminLanguage } from "../admin-i18n.js";
import type { TemplateField } from "./client-form-fields.js";
import { ClientFormField } from "./ClientFormField.js";

const languages = [
  { name: "English", languageCode: "en" },
  { name: "Nederlands", languageCode: "nl" },
];
const texts: Record<string, string> = {
  "REHAB_APPROACH|en": "Approach",
  "OPTION_APPROACH_79|en": "F-words",
  "FIELD_SCHOOL|en": "School",
  "FIELD_SCHOOL|nl": "School",
};

const approach: TemplateField = {
  uuid: "field-approach",
  answer: null,
  mandatory: false,
  clientField: "approach",
  birthdate: null,
  component: "select",
  categories: [
    { id: "79", text_input: null },
    { id: "80", text_input: null },
  ],
  flowelement: true,
};
const school: TemplateField = { ...approach, uuid: "field-school", clientField: "school", flowelement: false, categories: [{ id: "1", text_input: null }] };

/** docs/operator-console.md, "The content page": a client form field's card. */
describe("a field of the client form on the content page", () => {
  const screen = useTestScreen();
  const show = (field: TemplateField, index: number, handlers: Partial<Parameters<typeof ClientFormField>[0]> = {}) =>
    screen.render(
      <ClientFormField
        field={field}
        index={index}
        count={2}
        languages={languages}
        textOf={(key, language) => texts[`${key}|${language}`] ?? ""}
        busy={false}
        onMove={() => undefined}
        onChange={() => undefined}
        onReplace={() => undefined}
        onRemove={() => undefined}
        onText={() => undefined}
        {...handlers}
      />,
    );

  it("shows the flow element with why it stays: no Remove, its kind and choices fixed, its labels editable", async () => {
    setAdminLanguage("en");
    await show(approach, 0);
    expect(screen.byTestId("client-form-flow-note").textContent).toContain("79 F-words, 80 ICF");
    expect(screen.container.querySelector('[data-testid="field-remove"]')).toBeNull();
    expect(screen.container.querySelector('[data-testid="field-add-choice"]')).toBeNull();
    expect(screen.byTestId<HTMLSelectElement>("field-kind").disabled).toBe(true);
    expect(screen.byTestId<HTMLInputElement>("field-label-en").value).toBe("Approach");
    expect(screen.byTestId<HTMLInputElement>("field-choice-79-en").value).toBe("F-words");
    expect(screen.byTestId<HTMLButtonElement>("field-up").disabled).toBe(true);
    expect(screen.byTestId<HTMLButtonElement>("field-down").disabled).toBe(false);
  });

  it("moves, removes and adds a choice to any other field, in the console's language", async () => {
    setAdminLanguage("nl");
    const onMove = vi.fn();
    const onRemove = vi.fn();
    const onReplace = vi.fn();
    await show(school, 1, { onMove, onRemove, onReplace });
    expect(screen.container.querySelector('[data-testid="client-form-flow-note"]')).toBeNull();
    expect(screen.byTestId<HTMLButtonElement>("field-down").disabled).toBe(true);
    screen.byTestId("field-up").click();
    expect(onMove).toHaveBeenCalledWith(-1);
    expect(screen.byTestId("field-remove").textContent).toBe("School verwijderen");
    screen.byTestId("field-remove").click();
    expect(onRemove).toHaveBeenCalledOnce();
    screen.byTestId("field-add-choice").click();
    expect((onReplace.mock.calls[0]![0] as TemplateField).categories.map((c) => c.id)).toEqual(["1", "2"]);
    setAdminLanguage("en");
  });

  it("names the consent a new client needs, as the consent field's options in the scopes' order (docs/operating.md, \"Consent\")", async () => {
    setAdminLanguage("en");
    const onReplace = vi.fn();
    const consent: TemplateField = {
      ...school,
      uuid: "field-consent",
      clientField: "consent",
      component: "checkbox",
      mandatory: true,
      categories: [{ id: "reporting", text_input: null }],
    };
    await show(consent, 1, { onReplace });
    expect(screen.byTestId("field-consent-scopes").querySelector("legend")!.textContent).toBe("Consent a new client needs before she is saved");
    expect(["care", "photos", "reporting"].map((s) => screen.byTestId<HTMLInputElement>(`field-consent-${s}`).checked)).toEqual([false, false, true]);
    screen.byTestId("field-consent-care").click();
    expect((onReplace.mock.calls[0]![0] as TemplateField).categories).toEqual([
      { id: "care", text_input: null },
      { id: "reporting", text_input: null },
    ]);
    screen.byTestId("field-consent-reporting").click();
    expect((onReplace.mock.calls[1]![0] as TemplateField).categories).toEqual([]);
    // Another field shows no consent scopes.
    await show(school, 1);
    expect(screen.container.querySelector('[data-testid="field-consent-scopes"]')).toBeNull();
  });
});
