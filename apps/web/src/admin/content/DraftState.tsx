import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { formatWhen } from "../admin-format.js";
import { useAdminTexts } from "../admin-i18n.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import { problemPlace, type ProblemPlace } from "./change-groups.js";
import { DiscardDraftDocument, type Draft, type DraftProblem } from "./content-operations.js";
import { useWork } from "./use-work.js";
import { WorkStatus } from "./WorkStatus.js";

/**
 * docs/operator-console.md, "The content page": whether the draft differs from its release, who
 * changed it last and when, its problems (each naming where it is, with a way there) and Discard.
 */
export function DraftState({ draft, onShowProblem }: { draft: Draft; onShowProblem: (place: ProblemPlace) => void }) {
  const { t, code } = useAdminTexts();
  const [discard] = useMutation(DiscardDraftDocument);
  const [asking, setAsking] = useState(false);
  const work = useWork();
  const confirmDiscard = async () => {
    setAsking(false);
    await work.run(async () => {
      const { data } = await discard({ variables: { applicationId: draft.applicationId } });
      return t("DRAFT_DISCARDED", { number: data?.discardDraft.baseRelease ?? draft.baseRelease });
    });
  };
  return (
    <section aria-labelledby="draft-title" className="content-draft" data-testid="content-draft">
      <h2 id="draft-title">{t("DRAFT_TITLE")}</h2>
      <p data-testid="draft-state" data-changed={draft.changed}>
        {draft.changed
          ? t("DRAFT_CHANGED", { name: draft.updatedBy ?? t("UNKNOWN"), when: formatWhen(draft.updatedAt, code, t("UNKNOWN")), number: draft.baseRelease })
          : t("DRAFT_UNCHANGED", { number: draft.baseRelease })}
      </p>
      <ProblemList problems={draft.problems} onShowProblem={onShowProblem} />
      {draft.changed && (
        <div className="admin-actions">
          <button type="button" className="admin-danger" data-testid="draft-discard" onClick={() => setAsking(true)}>
            {t("DRAFT_DISCARD")}
          </button>
        </div>
      )}
      <WorkStatus status={work.status} error={work.error} testId="draft" />
      {asking && (
        <ConfirmDialog
          title={t("DRAFT_DISCARD")}
          explanation={t("DRAFT_DISCARD_CONFIRM", { number: draft.baseRelease })}
          confirm={t("DRAFT_DISCARD")}
          onConfirm={() => void confirmDiscard()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}

/** The draft's problems, each with where it is and a button that shows that place. */
export function ProblemList({
  problems,
  onShowProblem,
  testId = "draft-problems",
}: {
  problems: DraftProblem[];
  onShowProblem: (place: ProblemPlace) => void;
  testId?: string;
}) {
  const { t } = useAdminTexts();
  if (problems.length === 0) return <p data-testid={`${testId}-none`}>{t("DRAFT_NO_PROBLEMS")}</p>;
  return (
    <div className="content-problems">
      <p>{t("DRAFT_PROBLEMS", { count: problems.length })}</p>
      <ul data-testid={testId}>
        {problems.map((problem) => (
          <li key={`${problem.where}|${problem.message}`} data-testid="draft-problem" data-where={problem.where}>
            <strong>{problem.where}</strong>: {problem.message}{" "}
            <button type="button" aria-label={t("DRAFT_SHOW_PROBLEM_AT", { where: problem.where })} onClick={() => onShowProblem(problemPlace(problem))}>
              {t("DRAFT_SHOW_PROBLEM")}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
