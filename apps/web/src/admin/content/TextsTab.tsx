import { useMutation } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import { PutDraftItemDocument, type Draft } from "./content-operations.js";
import { filterTextRows, textItem, textRows } from "./text-table.js";
import { TextCell } from "./TextCell.js";
import { useWork } from "./use-work.js";
import { WorkStatus } from "./WorkStatus.js";

/** Rows drawn at once; "Show more" adds as many (a deployment has some 600 texts a language). */
const PAGE = 100;

/**
 * docs/operator-console.md, "The content page": every text key with its text in each language side
 * by side, each cell saved in the draft as it is left; the keys each language still lacks, counted,
 * and a filter for them; a search by key or text.
 */
export function TextsTab({ draft, focus }: { draft: Draft; focus: { focus: string | null; at: number } | null }) {
  const { t } = useAdminTexts();
  const languages = draft.settings.languages;
  const codes = useMemo(() => languages.map((l) => l.languageCode), [languages]);
  const rows = useMemo(() => textRows(draft.texts, codes, draft.missingTexts), [draft.texts, draft.missingTexts, codes]);
  const [search, setSearch] = useState(focus?.focus ?? "");
  const [missingOnly, setMissingOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const [put] = useMutation(PutDraftItemDocument);
  const work = useWork();
  const shown = filterTextRows(rows, search, missingOnly);
  const nameOf = (code: string) => languages.find((l) => l.languageCode === code)?.name ?? code;
  const save = (key: string, language: string, text: string) =>
    void work.run(async () => {
      await put({ variables: { applicationId: draft.applicationId, item: textItem(key, language, text) } });
      return t("TEXTS_SAVED", { key, language: nameOf(language) });
    });
  const missing = draft.missingTexts.filter((m) => m.count > 0);
  return (
    <div className="content-texts">
      <h2 className="content-panel-title">{t("TEXTS_MISSING_TITLE")}</h2>
      {missing.length === 0 ? (
        <p data-testid="texts-none-missing">{t("TEXTS_NONE_MISSING")}</p>
      ) : (
        <ul data-testid="texts-missing">
          {missing.map((m) => (
            <li key={m.language} data-language={m.language}>
              {t("TEXTS_MISSING_COUNT", { language: nameOf(m.language), count: m.count })}: <span className="admin-id">{m.keys.join(", ")}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-search content-text-filters" role="search">
        <label>
          {t("TEXTS_SEARCH")}
          <input
            type="search"
            data-testid="texts-search"
            maxLength={200}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setLimit(PAGE);
            }}
          />
        </label>
        <label className="content-check">
          <input type="checkbox" data-testid="texts-missing-only" checked={missingOnly} onChange={(e) => setMissingOnly(e.target.checked)} />
          {t("TEXTS_MISSING_ONLY")}
        </label>
      </div>
      <p aria-live="polite" data-testid="texts-shown">
        {t("TEXTS_SHOWN", { shown: Math.min(limit, shown.length), count: shown.length })}
      </p>
      <WorkStatus status={work.status} error={work.error} testId="texts" />
      <div className="content-table-wrap">
        <table className="admin-table content-text-table" data-testid="texts-table">
          <thead>
            <tr>
              <th scope="col">{t("TEXTS_KEY")}</th>
              {languages.map((l) => (
                <th scope="col" key={l.languageCode} lang={l.languageCode}>
                  {l.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, limit).map((row) => (
              <tr key={row.key} data-testid="text-row" data-key={row.key}>
                <th scope="row" className="admin-id">
                  {row.key}
                </th>
                {codes.map((code) => (
                  <td key={code} className={row.missing.includes(code) ? "content-missing" : undefined}>
                    <TextCell
                      value={row.texts[code] ?? ""}
                      language={code}
                      label={t("TEXTS_CELL", { key: row.key, language: nameOf(code) })}
                      missing={row.missing.includes(code) ? t("TEXTS_MISSING_MARK") : null}
                      testId={`text-cell-${row.key}-${code}`}
                      onSave={(text) => save(row.key, code, text)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length > limit && (
        <button type="button" data-testid="texts-more" onClick={() => setLimit(limit + PAGE)}>
          {t("TEXTS_SHOW_MORE")}
        </button>
      )}
    </div>
  );
}
