import { t } from "../../i18n/t.js";
import { chosenCategories, fieldLabelKey, optionLabelKey, type FormField } from "./client-form.js";

export interface InfoLine {
  label: string;
  answer: string;
}

/** An answer as a person reads it: option labels for choices, chosen categories with their notes, yes for a ticked box. */
export function answerText(field: FormField): string {
  if (field.answer === null || field.answer === undefined || field.answer === "") return "";
  switch (field.component) {
    case "select":
    case "radio":
      return t(optionLabelKey(field, String(field.answer)));
    case "checkbox":
      return t("YES");
    case "categories":
      return chosenCategories(field)
        .map((id) => {
          const note = field.categories?.find((c) => c.id === id)?.text_input;
          return note ? `${t(optionLabelKey(field, id))} (${note})` : t(optionLabelKey(field, id));
        })
        .join(", ");
    default:
      return String(field.answer);
  }
}

/** The answered fields of a client's form, labelled, in the form's order. */
export function clientInfoLines(fields: readonly FormField[]): InfoLine[] {
  return fields.flatMap((field) => {
    const answer = answerText(field);
    return answer === "" ? [] : [{ label: t(fieldLabelKey(field)), answer }];
  });
}
