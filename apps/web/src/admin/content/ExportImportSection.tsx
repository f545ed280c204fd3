import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useId, useState, type ChangeEvent } from "react";
import { LibraryExportDocument, LibraryImportDocument, LibraryReleasesDocument } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";
import { ProblemList, SaveStatus } from "./LibraryParts.js";
import { releaseFileName, summariseReleaseFile, type ReleaseFileSummary } from "./release-file.js";
import "./library.css";

/** Saves text as a file the browser downloads. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A release as one file: exported from this deployment (the latest or a chosen one), imported into
 * this deployment's draft, with what the file brings shown first and the server's reasons if it
 * refuses it (docs/operator-console.md, "Articles, milestones and the health-issue tree"). A tab of
 * the Content page.
 */
export function ExportImportSection({ applicationId }: { applicationId: number }) {
  const { t } = useAdminTexts();
  const client = useApolloClient();
  const releases = useQuery(LibraryReleasesDocument, { variables: { applicationId } });
  const [importFile] = useMutation(LibraryImportDocument, { refetchQueries: ["ContentDraft", "LibraryDraft"], awaitRefetchQueries: true });
  const [number, setNumber] = useState("");
  const [exportStatus, setExportStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [chosen, setChosen] = useState<{ text: string; summary: ReleaseFileSummary } | null>(null);
  const [importStatus, setImportStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [problems, setProblems] = useState<ReadonlyArray<{ where: string; message: string }>>([]);
  const ids = { release: useId(), file: useId(), summary: useId() };

  const exportRelease = async () => {
    setExportStatus(null);
    try {
      const { data } = await client.query({
        query: LibraryExportDocument,
        variables: { applicationId, number: number === "" ? null : Number(number) },
        fetchPolicy: "network-only",
      });
      const text = data!.exportRelease;
      const head = JSON.parse(text) as { app_identifier: string; number: number };
      const name = releaseFileName(head.app_identifier, head.number);
      download(name, text);
      setExportStatus({ text: t("LIB_EXPORTED", { name }), failed: false });
    } catch (error) {
      setExportStatus({ text: t("ERROR", { message: consoleErrorText(error, t) }), failed: true });
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setChosen(null);
    setImportStatus(null);
    setProblems([]);
    if (!file) return;
    const text = await file.text();
    const read = summariseReleaseFile(text);
    if ("error" in read) setImportStatus({ text: t("LIB_NOT_A_RELEASE", { reason: read.error }), failed: true });
    else setChosen({ text, summary: read.summary });
  };

  const importChosen = async () => {
    if (!chosen) return;
    setImportStatus(null);
    try {
      const { data } = await importFile({ variables: { applicationId, file: chosen.text } });
      setProblems(data?.importRelease.problems ?? []);
      setImportStatus({ text: t("LIB_IMPORTED"), failed: false });
      setChosen(null);
    } catch (error) {
      setImportStatus({ text: t("LIB_IMPORT_REFUSED", { message: consoleErrorText(error, t) }), failed: true });
    }
  };

  return (
    <section className="library-section" aria-labelledby="library-files-title" data-testid="library-files">
      <h2 id="library-files-title">{t("LIB_EXPORT_IMPORT")}</h2>
      <h3>{t("LIB_EXPORT")}</h3>
      <div className="admin-form library-inline">
        <label htmlFor={ids.release}>{t("LIB_EXPORT_WHICH")}</label>
        <select id={ids.release} value={number} onChange={(e) => setNumber(e.target.value)} data-testid="export-release">
          <option value="">{t("LIB_LATEST")}</option>
          {(releases.data?.contentReleases ?? []).map((release) => (
            <option key={release.number} value={release.number}>
              {t("LIB_RELEASE_N", { number: release.number, note: release.note })}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void exportRelease()} data-testid="export-download">
          {t("LIB_DOWNLOAD")}
        </button>
      </div>
      <SaveStatus status={exportStatus} testId="export-status" />
      <h3>{t("LIB_IMPORT")}</h3>
      <div className="admin-form">
        <label htmlFor={ids.file}>{t("LIB_IMPORT_FILE")}</label>
        <input id={ids.file} type="file" accept="application/json,.json" onChange={(e) => void pick(e)} data-testid="import-file" />
      </div>
      {chosen && (
        <div className="admin-card library-summary" aria-labelledby={ids.summary} role="group" data-testid="import-summary">
          <p id={ids.summary}>{t("LIB_IMPORT_BRINGS", { from: chosen.summary.appIdentifier, number: chosen.summary.number, items: chosen.summary.items })}</p>
          <p>{t("LIB_IMPORT_LANGUAGES", { languages: chosen.summary.languages.join(", ") || t("LIB_UNKNOWN") })}</p>
          <ul>
            {chosen.summary.kinds.map((k) => (
              <li key={k.kind}>{t("LIB_IMPORT_KINDS", { kind: k.kind, count: k.count })}</li>
            ))}
          </ul>
          <button type="button" onClick={() => void importChosen()} data-testid="import-confirm">
            {t("LIB_IMPORT_CONFIRM")}
          </button>
        </div>
      )}
      <SaveStatus status={importStatus} testId="import-status" />
      <ProblemList problems={problems} testId="import-problems" />
    </section>
  );
}
