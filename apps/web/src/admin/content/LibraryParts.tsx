import { useAdminTexts } from "../admin-i18n.js";
import type { DraftProblem } from "./use-draft-items.js";

/** The content language the section shows, among the draft's languages. */
export function ContentLanguagePicker(props: {
  languages: ReadonlyArray<{ languageCode: string; name: string }>;
  value: string;
  onChange: (code: string) => void;
  testId: string;
}) {
  const { t } = useAdminTexts();
  return (
    <label className="library-language">
      {t("LIB_LANGUAGE")}
      <select data-testid={props.testId} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.languages.map((l) => (
          <option key={l.languageCode} value={l.languageCode}>
            {l.name} ({l.languageCode})
          </option>
        ))}
      </select>
    </label>
  );
}

/** What came of the last save: announced politely, a refusal as an alert. */
export function SaveStatus({ status, testId }: { status: { text: string; failed: boolean } | null; testId: string }) {
  return (
    <>
      <p className="admin-status" role="status" data-testid={testId}>
        {status && !status.failed ? status.text : ""}
      </p>
      <p className="admin-error" role="alert" data-testid={`${testId}-error`}>
        {status?.failed ? status.text : ""}
      </p>
    </>
  );
}

/** The server's problems with one thing of the draft, shown next to it. */
export function ProblemList({ problems, testId }: { problems: readonly DraftProblem[]; testId: string }) {
  const { t } = useAdminTexts();
  if (problems.length === 0) return null;
  return (
    <div className="library-problems" data-testid={testId}>
      <strong>{t("LIB_PROBLEMS")}</strong>
      <ul>
        {problems.map((p) => (
          <li key={`${p.where}|${p.message}`}>
            {p.where}: {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
