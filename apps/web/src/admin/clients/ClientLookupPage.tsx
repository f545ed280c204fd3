import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { ClientDataExportDocument, EraseClientDocument } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import { consoleErrorText } from "../console-error.js";
import { usePageHeading } from "../use-page-heading.js";

/** The word the server asks for to erase a client, the same in every language (docs/operating.md, "Erasing a client"). */
const ERASE_WORD = "ERASE";

interface Exported {
  fileName: string;
  jsonUrl: string;
  pdfUrl: string;
  records: number;
  chatMessages: number;
}

/** A download link's address for base64 bytes. */
function pdfUrlOf(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
}

/**
 * docs/operating.md, "An access request" and "Erasing a client": the page /admin/clients/lookup,
 * where an operator gives a client's uuid and exports everything held on her (JSON and PDF, in the
 * console's language) or erases her (typing ERASE to confirm).
 */
export function ClientLookupPage() {
  const { t, code } = useAdminTexts();
  const heading = usePageHeading();
  const client = useApolloClient();
  const [uuid, setUuid] = useState("");
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [exported, setExported] = useState<Exported | null>(null);
  const [asking, setAsking] = useState(false);
  const [erase] = useMutation(EraseClientDocument);
  // The download addresses hold the files in memory until the page lets them go.
  useEffect(
    () => () => {
      if (exported) {
        URL.revokeObjectURL(exported.jsonUrl);
        URL.revokeObjectURL(exported.pdfUrl);
      }
    },
    [exported],
  );
  const given = uuid.trim();
  const start = () => {
    setStatus("");
    setError("");
    setExported(null);
    setMissing(given === "");
    return given !== "";
  };
  const exportClient = async (event: FormEvent) => {
    event.preventDefault();
    if (!start()) return;
    setBusy(true);
    try {
      const { data } = await client.query({ query: ClientDataExportDocument, variables: { uuid: given, language: code }, fetchPolicy: "no-cache" });
      const answer = data!.clientDataExport;
      const jsonUrl = URL.createObjectURL(new Blob([answer.json], { type: "application/json" }));
      setExported({ fileName: answer.fileName, jsonUrl, pdfUrl: pdfUrlOf(answer.pdfBase64), records: answer.records, chatMessages: answer.chatMessages });
      setStatus(t("CLIENTS_EXPORTED", { records: answer.records, messages: answer.chatMessages }));
    } catch (failure) {
      setError(consoleErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const eraseClient = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const { data } = await erase({ variables: { uuid: given, confirm: ERASE_WORD } });
      setStatus(t("CLIENTS_ERASED", { count: data?.eraseClient ?? 0 }));
    } catch (failure) {
      setError(consoleErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="clients-title" className="client-lookup-page">
      <h1 id="clients-title" ref={heading} tabIndex={-1}>
        {t("NAV_CLIENTS")}
      </h1>
      <p>{t("CLIENTS_INTRO")}</p>
      <form className="admin-form" onSubmit={(e) => void exportClient(e)} noValidate data-testid="clients-form">
        <label>
          {t("CLIENTS_UUID")}
          <input
            data-testid="clients-uuid"
            autoComplete="off"
            spellCheck={false}
            value={uuid}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? "clients-uuid-hint clients-uuid-problem" : "clients-uuid-hint"}
            onChange={(e) => setUuid(e.target.value)}
          />
          <small id="clients-uuid-hint">{t("CLIENTS_UUID_HINT")}</small>
          {missing && (
            <small id="clients-uuid-problem" className="admin-error">
              {t("CLIENTS_UUID_MISSING")}
            </small>
          )}
        </label>
        <div className="admin-actions">
          <button type="submit" className="primary" disabled={busy} data-testid="clients-export">
            {t("CLIENTS_EXPORT")}
          </button>
          <button type="button" disabled={busy} data-testid="clients-erase" onClick={() => start() && setAsking(true)}>
            {t("CLIENTS_ERASE")}
          </button>
        </div>
      </form>
      <p role="status" className="admin-status" data-testid="clients-status">
        {busy ? t("WORKING") : status}
      </p>
      {exported && (
        <p className="admin-actions" data-testid="clients-downloads">
          <a href={exported.jsonUrl} download={`${exported.fileName}.json`} data-testid="clients-json">
            {t("CLIENTS_DOWNLOAD_JSON")}
          </a>
          <a href={exported.pdfUrl} download={`${exported.fileName}.pdf`} data-testid="clients-pdf">
            {t("CLIENTS_DOWNLOAD_PDF")}
          </a>
        </p>
      )}
      {error && (
        <p role="alert" className="admin-error" data-testid="clients-error">
          {error}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t("CLIENTS_ERASE_TITLE")}
          explanation={t("CLIENTS_ERASE_EXPLAIN")}
          word={ERASE_WORD}
          confirm={t("CLIENTS_ERASE_CONFIRM")}
          onConfirm={() => void eraseClient()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
