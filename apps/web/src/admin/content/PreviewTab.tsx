import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { formatWhen } from "../admin-format.js";
import { useAdminTexts } from "../admin-i18n.js";
import { PreviewDraftDocument, type Draft } from "./content-operations.js";
import { useWork } from "./use-work.js";
import { WorkStatus } from "./WorkStatus.js";

/**
 * docs/operator-console.md, "The content page": the app in a phone-sized frame (360 × 740) at a
 * preview ticket's address, in a language of the deployment, showing the draft; Reload asks a new
 * ticket and draws the frame again. The frame says it is a preview.
 */
export function PreviewTab({ draft }: { draft: Draft }) {
  const { t, code } = useAdminTexts();
  const languages = draft.settings.languages;
  const [language, setLanguage] = useState(languages[0]?.languageCode ?? "en");
  const [ticket, setTicket] = useState<{ url: string; expiresAt: string; language: string; drawn: number } | null>(null);
  const [preview] = useMutation(PreviewDraftDocument);
  const work = useWork();
  const open = () =>
    void work.run(async () => {
      const { data } = await preview({ variables: { applicationId: draft.applicationId, language } });
      if (data) setTicket({ ...data.previewDraft, language, drawn: Date.now() });
      return "";
    });
  const nameOf = (c: string) => languages.find((l) => l.languageCode === c)?.name ?? c;
  return (
    <div className="content-preview">
      <div className="admin-form content-preview-controls">
        <label>
          {t("PREVIEW_LANGUAGE")}
          <select data-testid="preview-language" value={language} onChange={(e) => setLanguage(e.target.value)}>
            {languages.map((l) => (
              <option key={l.languageCode} value={l.languageCode}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-actions">
          <button type="button" className="primary" data-testid="preview-open" disabled={work.busy} onClick={open}>
            {ticket ? t("PREVIEW_RELOAD") : t("PREVIEW_OPEN")}
          </button>
        </div>
      </div>
      <WorkStatus status={work.status} error={work.error} testId="preview" />
      {ticket && (
        <figure className="content-phone">
          <figcaption data-testid="preview-note">{t("PREVIEW_NOTE", { when: formatWhen(ticket.expiresAt, code, t("UNKNOWN")) })}</figcaption>
          <iframe
            key={ticket.drawn}
            data-testid="preview-frame"
            src={ticket.url}
            title={t("PREVIEW_FRAME", { language: nameOf(ticket.language) })}
            width={360}
            height={740}
          />
        </figure>
      )}
    </div>
  );
}
