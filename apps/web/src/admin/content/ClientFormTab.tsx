import { useMutation } from "@apollo/client/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import { FIELD_KINDS, formInTemplateOrder, moveField, newField, removeField, type ClientTemplate, type TemplateField } from "./client-form-fields.js";
import { ClientFormField } from "./ClientFormField.js";
import { PutDraftItemDocument, type Draft, type DraftItem } from "./content-operations.js";
import { textItem, translationOf } from "./text-table.js";
import { useWork } from "./use-work.js";
import { WorkStatus } from "./WorkStatus.js";

/**
 * docs/operator-console.md, "The content page": the client form's fields in the order the worker
 * app shows them (the deployment's client template, kind generic_clients), each change saved in the
 * draft at once; labels and choices are texts of each language. The flow element stays (its answer
 * picks the plan's domains, docs/product.md §4).
 */
export function ClientFormTab({ draft, focus }: { draft: Draft; focus: { focus: string | null; at: number } | null }) {
  const { t } = useAdminTexts();
  const [put] = useMutation(PutDraftItemDocument);
  const work = useWork();
  const templateItem = draft.clientTemplates[0];
  const template = templateItem ? (JSON.parse(templateItem.content) as ClientTemplate) : null;
  const fields = template?.clientFormFields ?? [];
  const clientForm = draft.forms.find((item) => item.key === "client");
  const texts = useMemo(() => new Map(draft.texts.map((item) => [`${item.key}|${item.language}`, translationOf(item.content)])), [draft.texts]);
  const [name, setName] = useState("");
  const [kind, setKind] = useState<string>("text");
  const [nameRefused, setNameRefused] = useState(false);

  useEffect(() => {
    if (focus?.focus) document.getElementById(`content-field-${focus.focus}`)?.focus();
  }, [focus]);

  if (!templateItem || !template) return <p>{t("FORM_NONE")}</p>;

  const saveItems = (items: DraftItem[]) =>
    work.run(async () => {
      for (const item of items) await put({ variables: { applicationId: draft.applicationId, item } });
      return t("FORM_SAVED");
    });
  const saveFields = (next: TemplateField[]) => {
    const items: DraftItem[] = [{ ...pick(templateItem), content: JSON.stringify({ ...template, clientFormFields: next }) }];
    // The client form's pages list the same fields: they follow the template's order.
    if (clientForm) items.push({ ...pick(clientForm), content: JSON.stringify(formInTemplateOrder(JSON.parse(clientForm.content) as never, next)) });
    return saveItems(items);
  };
  const saveText = (key: string, language: string, text: string) =>
    work
      .run(async () => {
        await put({ variables: { applicationId: draft.applicationId, item: textItem(key, language, text) } });
        return t("TEXTS_SAVED", { key, language: draft.settings.languages.find((l) => l.languageCode === language)?.name ?? language });
      })
      .then(() => undefined);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const field = newField(name, kind, fields);
    setNameRefused(field === null);
    if (!field) return;
    void saveFields([...fields, field]).then((saved) => saved && setName(""));
  };

  return (
    <div className="content-client-form">
      <p>{t("FORM_EXPLAIN")}</p>
      <WorkStatus status={work.status} error={work.error} testId="client-form" />
      <ol className="content-fields" data-testid="client-form-fields">
        {fields.map((field, index) => (
          <ClientFormField
            key={field.uuid || `${field.clientField}-${index}`}
            field={field}
            index={index}
            count={fields.length}
            languages={draft.settings.languages}
            textOf={(key, language) => texts.get(`${key}|${language}`) ?? ""}
            busy={work.busy}
            onMove={(by) => void saveFields(moveField(fields, index, by))}
            onChange={(change) => void saveFields(fields.map((f, i) => (i === index ? { ...f, ...change } : f)))}
            onReplace={(changed) => void saveFields(fields.map((f, i) => (i === index ? changed : f)))}
            onRemove={() => void saveFields(removeField(fields, index))}
            onText={(key, language, text) => void saveText(key, language, text)}
          />
        ))}
      </ol>
      <form className="admin-form content-add-field" onSubmit={add}>
        <h2 className="content-panel-title">{t("FORM_ADD_FIELD")}</h2>
        <label>
          {t("FORM_NEW_NAME")}
          <input data-testid="client-form-new-name" maxLength={60} value={name} aria-invalid={nameRefused} onChange={(e) => setName(e.target.value)} />
        </label>
        {nameRefused && <p role="alert">{t("FORM_NAME_TAKEN")}</p>}
        <label>
          {t("FORM_NEW_KIND")}
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            {FIELD_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-actions">
          <button type="submit" data-testid="client-form-add" disabled={work.busy}>
            {t("FORM_ADD_FIELD")}
          </button>
        </div>
      </form>
    </div>
  );
}

const pick = ({ kind, key, language }: DraftItem) => ({ kind, key, language });
