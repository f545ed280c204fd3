import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { formatWhen } from "../admin-format.js";
import { useAdminTexts } from "../admin-i18n.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import type { ProblemPlace } from "./change-groups.js";
import {
  ContentDraftDocument,
  ContentReleasesDocument,
  PublishDraftDocument,
  RollbackReleaseDocument,
  type Draft,
  type Release,
} from "./content-operations.js";
import { ProblemList } from "./DraftState.js";
import { ReleaseDiff } from "./ReleaseDiff.js";
import { useWork } from "./use-work.js";
import { WorkStatus } from "./WorkStatus.js";

/**
 * docs/operator-console.md, "The content page": Publish (a note required; refused with the draft's
 * problems while it has any), the releases newest first, a diff between any two, and Rollback.
 */
export function ReleasesTab({ draft, onShowProblem }: { draft: Draft; onShowProblem: (place: ProblemPlace) => void }) {
  const { t, code } = useAdminTexts();
  const applicationId = draft.applicationId;
  const releases = useQuery(ContentReleasesDocument, { variables: { applicationId }, fetchPolicy: "network-only" });
  const refetchQueries = [
    { query: ContentReleasesDocument, variables: { applicationId } },
    { query: ContentDraftDocument, variables: { applicationId } },
  ];
  const [publish] = useMutation(PublishDraftDocument, { refetchQueries, awaitRefetchQueries: true });
  const [rollback] = useMutation(RollbackReleaseDocument, { refetchQueries, awaitRefetchQueries: true });
  const [note, setNote] = useState("");
  const [rollingTo, setRollingTo] = useState<Release | null>(null);
  const work = useWork();
  const list = releases.data?.contentReleases ?? [];
  const latest = list[0]?.number ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void work.run(async () => {
      const { data } = await publish({ variables: { applicationId, note: note.trim() } });
      setNote("");
      return t("RELEASES_PUBLISHED", { number: data?.publishDraft.number ?? "" });
    });
  };
  const confirmRollback = () => {
    const to = rollingTo!;
    setRollingTo(null);
    void work.run(async () => {
      const { data } = await rollback({ variables: { applicationId, to: to.number } });
      return t("ROLLBACK_DONE", { number: data?.rollbackRelease.number ?? "", to: to.number });
    });
  };

  return (
    <div className="content-releases">
      <form className="admin-form content-publish" onSubmit={submit} aria-labelledby="publish-title">
        <h2 id="publish-title" className="content-panel-title">
          {t("RELEASES_PUBLISH_TITLE")}
        </h2>
        {draft.problems.length > 0 && (
          <div className="admin-attention" data-testid="publish-refused">
            <p>{t("RELEASES_REFUSED")}</p>
            <ProblemList problems={draft.problems} onShowProblem={onShowProblem} testId="publish-problems" />
          </div>
        )}
        <label>
          {t("RELEASES_NOTE")}
          <textarea data-testid="publish-note" required rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <div className="admin-actions">
          <button type="submit" className="primary" data-testid="publish" disabled={work.busy || note.trim() === ""}>
            {t("RELEASES_PUBLISH")}
          </button>
        </div>
      </form>
      <WorkStatus status={work.status} error={work.error} testId="releases" />
      <h2 className="content-panel-title">{t("RELEASES_LIST")}</h2>
      {releases.error && <p role="alert">{t("ERROR", { message: releases.error.message })}</p>}
      {releases.data && list.length === 0 && <p>{t("RELEASES_NONE")}</p>}
      <ol className="admin-cards content-release-list" data-testid="release-list" reversed>
        {list.map((release) => (
          <li key={release.number} className="admin-card" data-testid="release" data-number={release.number} data-rolled-back-to={release.rolledBackTo ?? ""}>
            <h3 className="admin-card-title">
              {release.number === latest ? t("RELEASE_LATEST", { number: release.number }) : t("RELEASE_NUMBER", { number: release.number })}
            </h3>
            <dl className="admin-facts">
              <dt>{t("RELEASE_NOTE")}</dt>
              <dd data-testid="release-note">{release.note}</dd>
              <dt>{t("RELEASE_BY")}</dt>
              <dd data-testid="release-by">{release.publishedBy}</dd>
              <dt>{t("RELEASE_AT")}</dt>
              <dd>{formatWhen(release.publishedAt, code, t("UNKNOWN"))}</dd>
            </dl>
            {release.rolledBackTo != null && <p data-testid="release-rollback-of">{t("RELEASE_ROLLBACK_OF", { number: release.rolledBackTo })}</p>}
            {release.number !== latest && (
              <div className="admin-actions">
                <button type="button" data-testid="release-rollback" disabled={work.busy} onClick={() => setRollingTo(release)}>
                  {t("ROLLBACK", { number: release.number })}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {list.length > 1 && <ReleaseDiff key={latest} applicationId={applicationId} releases={list} />}
      {rollingTo && (
        <ConfirmDialog
          title={t("ROLLBACK", { number: rollingTo.number })}
          explanation={t("ROLLBACK_CONFIRM", {
            number: rollingTo.number,
            note: rollingTo.note,
            name: rollingTo.publishedBy,
            when: formatWhen(rollingTo.publishedAt, code, t("UNKNOWN")),
          })}
          confirm={t("ROLLBACK", { number: rollingTo.number })}
          onConfirm={confirmRollback}
          onCancel={() => setRollingTo(null)}
        />
      )}
    </div>
  );
}
