import { useQuery } from "@apollo/client/react";
import { AdminBackupStatusDocument } from "../../generated/graphql.js";
import { formatWhen } from "../admin-format.js";
import { useAdminTexts } from "../admin-i18n.js";
import { backupCardState, failedSinceGood } from "./backup-card-state.js";

/**
 * docs/operating.md, "Backing up": the last good backup, on the sync health page of an operator of
 * every deployment. Red (and said in words) when backups are off, none was made, or the last good
 * one is more than 26 hours old.
 */
export function BackupCard({ now = () => new Date() }: { now?: () => Date }) {
  const { t, code } = useAdminTexts();
  const answer = useQuery(AdminBackupStatusDocument, { fetchPolicy: "cache-and-network" });
  const status = answer.data?.backupStatus;
  if (answer.error && !status) return <p role="alert">{t("ERROR", { message: answer.error.message })}</p>;
  if (!status) return null;
  const state = backupCardState(status, now());
  const when = formatWhen(status.lastGoodAt, code, t("NEVER"));
  const line = { off: t("BACKUP_OFF"), never: t("BACKUP_NEVER"), stale: t("BACKUP_STALE", { when }), good: t("BACKUP_GOOD", { when }) }[state];
  return (
    <section
      className={`admin-card backup-card${state === "good" ? "" : " admin-card-attention"}`}
      data-testid="backup-card"
      data-state={state}
      aria-labelledby="backup-card-title"
    >
      <h2 id="backup-card-title" className="admin-card-title">
        {t("BACKUP_TITLE")}
      </h2>
      <p data-testid="backup-line">{line}</p>
      <dl className="admin-facts">
        {status.lastGoodFile && (
          <>
            <dt>{t("BACKUP_FILE")}</dt>
            <dd className="admin-id">{status.lastGoodFile}</dd>
          </>
        )}
        <dt>{t("BACKUP_FOLDER")}</dt>
        <dd className="admin-id">{status.directory}</dd>
      </dl>
      {failedSinceGood(status) && (
        <p data-testid="backup-failure">
          {t("BACKUP_LAST_FAILURE", { when: formatWhen(status.lastFailedAt, code, t("NEVER")), reason: status.lastFailure ?? "" })}
        </p>
      )}
    </section>
  );
}
