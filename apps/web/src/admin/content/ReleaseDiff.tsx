import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import type { AdminTextKey } from "../admin-texts.js";
import { groupChanges, type ContentTab } from "./change-groups.js";
import { ReleaseDiffDocument, type Release } from "./content-operations.js";

const GROUP_WORDS: Readonly<Record<ContentTab, AdminTextKey>> = {
  settings: "TAB_SETTINGS",
  texts: "TAB_TEXTS",
  "client-form": "TAB_CLIENT_FORM",
  articles: "TAB_ARTICLES",
  milestones: "TAB_MILESTONES",
  "health-tree": "TAB_HEALTH_TREE",
  other: "TAB_OTHER",
};

const CHANGE_WORDS: Readonly<Record<string, AdminTextKey>> = { added: "DIFF_added", removed: "DIFF_removed", changed: "DIFF_changed" };

/** docs/operator-console.md, "The content page": what changed between two releases (default: the one before the latest, and the latest), grouped by part. */
export function ReleaseDiff({ applicationId, releases }: { applicationId: number; releases: Release[] }) {
  const { t } = useAdminTexts();
  const [from, setFrom] = useState(releases[1]!.number);
  const [to, setTo] = useState(releases[0]!.number);
  const diff = useQuery(ReleaseDiffDocument, { variables: { applicationId, from, to }, fetchPolicy: "network-only" });
  const groups = groupChanges(diff.data?.releaseDiff ?? []);
  const count = diff.data?.releaseDiff.length ?? 0;
  const picker = (label: AdminTextKey, value: number, set: (n: number) => void, testId: string) => (
    <label>
      {t(label)}
      <select data-testid={testId} value={value} onChange={(e) => set(Number(e.target.value))}>
        {releases.map((r) => (
          <option key={r.number} value={r.number}>
            {t("RELEASE_NUMBER", { number: r.number })}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby="diff-title" className="content-diff" data-testid="release-diff">
      <h2 id="diff-title" className="content-panel-title">
        {t("RELEASES_DIFF")}
      </h2>
      <div className="admin-form admin-filters">
        {picker("DIFF_FROM", from, setFrom, "diff-from")}
        {picker("DIFF_TO", to, setTo, "diff-to")}
      </div>
      {diff.error && <p role="alert">{t("ERROR", { message: diff.error.message })}</p>}
      <p aria-live="polite" data-testid="diff-count">
        {diff.loading && !diff.data ? t("LOADING") : count === 0 ? t("DIFF_NONE") : t("DIFF_COUNT", { count })}
      </p>
      {groups.map((group) => (
        <section key={group.tab} aria-label={t(GROUP_WORDS[group.tab])} data-testid="diff-group" data-group={group.tab}>
          <h3>{t(GROUP_WORDS[group.tab])}</h3>
          <ul className="content-changes">
            {group.changes.map((change) => (
              <li key={`${change.where}|${change.change}`} data-testid="diff-change" data-where={change.where} data-change={change.change}>
                <strong>{CHANGE_WORDS[change.change] ? t(CHANGE_WORDS[change.change]!) : change.change}</strong>:{" "}
                <span className="admin-id">{change.where}</span>
                {change.before != null && (
                  <div className="content-before">
                    {t("DIFF_BEFORE")}: <del>{change.before}</del>
                  </div>
                )}
                {change.after != null && (
                  <div className="content-after">
                    {t("DIFF_AFTER")}: <ins>{change.after}</ins>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
