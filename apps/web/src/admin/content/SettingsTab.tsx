import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import type { AdminTextKey } from "../admin-texts.js";
import { UpdateDraftSettingsDocument, type Draft, type SettingsInput } from "./content-operations.js";
import { nextId, settingsInputOf } from "./settings-form.js";
import { useWork } from "./use-work.js";
import { WorkStatus } from "./WorkStatus.js";

const FORM_TYPES: ReadonlyArray<{ formtype: string; words: AdminTextKey }> = [
  { formtype: "DEFAULT", words: "SETTINGS_FORM_DEFAULT" },
  { formtype: "MILESTONE", words: "SETTINGS_FORM_MILESTONE" },
  { formtype: "HI", words: "SETTINGS_FORM_HI" },
];

/** docs/operator-console.md, "The content page": the deployment's settings, saved in the draft with updateDraftSettings. */
export function SettingsTab({ draft }: { draft: Draft }) {
  const { t } = useAdminTexts();
  const [form, setForm] = useState<SettingsInput>(() => settingsInputOf(draft.settings));
  const [update] = useMutation(UpdateDraftSettingsDocument);
  const work = useWork();
  const set = (change: Partial<SettingsInput>) => setForm({ ...form, ...change });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void work.run(async () => {
      await update({ variables: { applicationId: draft.applicationId, settings: form } });
      return t("SETTINGS_SAVED");
    });
  };
  const flag = (name: "login" | "userLogin" | "text2speech", words: AdminTextKey) => (
    <label className="content-check">
      <input type="checkbox" data-testid={`settings-${name}`} checked={form[name]} onChange={(e) => set({ [name]: e.target.checked })} />
      {t(words)}
    </label>
  );
  return (
    <form className="admin-form content-settings" onSubmit={save} data-testid="settings-form">
      <label>
        {t("SETTINGS_APP_TITLE")}
        <input data-testid="settings-title" required maxLength={200} value={form.app_title} onChange={(e) => set({ app_title: e.target.value })} />
      </label>
      {flag("login", "SETTINGS_LOGIN")}
      {flag("userLogin", "SETTINGS_USER_LOGIN")}
      {flag("text2speech", "SETTINGS_READ_ALOUD")}
      <label>
        {t("SETTINGS_INTRO")}
        <textarea data-testid="settings-intro" rows={3} maxLength={2000} value={form.introText ?? ""} onChange={(e) => set({ introText: e.target.value })} />
      </label>
      <fieldset>
        <legend>{t("SETTINGS_LANGUAGES")}</legend>
        <ul className="content-rows" data-testid="settings-languages">
          {form.languages.map((language, i) => (
            <li key={language.id}>
              <label>
                {t("SETTINGS_LANGUAGE_NAME", { number: i + 1 })}
                <input
                  required
                  maxLength={100}
                  value={language.name}
                  onChange={(e) => set({ languages: form.languages.map((l, j) => (j === i ? { ...l, name: e.target.value } : l)) })}
                />
              </label>
              <label>
                {t("SETTINGS_LANGUAGE_CODE", { number: i + 1 })}
                <input
                  required
                  maxLength={12}
                  pattern="[a-z]{2,3}(-[A-Za-z0-9]+)?"
                  value={language.languageCode}
                  onChange={(e) => set({ languages: form.languages.map((l, j) => (j === i ? { ...l, languageCode: e.target.value.trim() } : l)) })}
                />
              </label>
              <button type="button" onClick={() => set({ languages: form.languages.filter((_, j) => j !== i) })}>
                {t("REMOVE_NAMED", { name: language.name || language.languageCode })}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          data-testid="settings-add-language"
          onClick={() => set({ languages: [...form.languages, { id: nextId(form.languages), name: "", languageCode: "" }] })}
        >
          {t("SETTINGS_ADD_LANGUAGE")}
        </button>
      </fieldset>
      <fieldset>
        <legend>{t("SETTINGS_REGIONS")}</legend>
        <ul className="content-rows" data-testid="settings-regions">
          {form.regions.map((region, i) => (
            <li key={region.id}>
              <label>
                {t("SETTINGS_REGION_NAME", { number: i + 1 })}
                <input
                  required
                  maxLength={200}
                  value={region.name}
                  onChange={(e) => set({ regions: form.regions.map((r, j) => (j === i ? { ...r, name: e.target.value } : r)) })}
                />
              </label>
              <label>
                {t("SETTINGS_REGION_COUNTRY", { number: i + 1 })}
                <input
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={4}
                  value={region.countryID ?? ""}
                  onChange={(e) =>
                    set({
                      regions: form.regions.map((r, j) =>
                        j === i ? { ...r, countryID: e.target.value.trim() === "" ? null : Number(e.target.value) || null } : r,
                      ),
                    })
                  }
                />
              </label>
              <button type="button" onClick={() => set({ regions: form.regions.filter((_, j) => j !== i) })}>
                {t("REMOVE_NAMED", { name: region.name || region.id })}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          data-testid="settings-add-region"
          onClick={() => set({ regions: [...form.regions, { id: nextId(form.regions), name: "", countryID: form.regions[0]?.countryID ?? null }] })}
        >
          {t("SETTINGS_ADD_REGION")}
        </button>
      </fieldset>
      <fieldset>
        <legend>{t("SETTINGS_FORMS")}</legend>
        {FORM_TYPES.map(({ formtype, words }) => (
          <label key={formtype} className="content-check">
            <input
              type="checkbox"
              data-testid={`settings-form-${formtype}`}
              checked={form.forms.includes(formtype)}
              onChange={(e) => set({ forms: e.target.checked ? [...form.forms, formtype] : form.forms.filter((f) => f !== formtype) })}
            />
            {t(words)}
          </label>
        ))}
      </fieldset>
      <div className="admin-actions">
        <button type="submit" className="primary" data-testid="settings-save" disabled={work.busy}>
          {t("SETTINGS_SAVE")}
        </button>
      </div>
      <WorkStatus status={work.status} error={work.error} testId="settings" />
    </form>
  );
}
