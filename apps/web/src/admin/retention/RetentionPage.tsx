import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { RetentionDeploymentsDocument, RetentionPolicyDocument, SetRetentionDocument, type RetentionFieldsFragment } from "../../generated/graphql.js";
import { formatWhen } from "../admin-format.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";
import { usePageHeading } from "../use-page-heading.js";
import { checkDays, fieldText, leastDays, purgedCounts, type RetentionField } from "./retention-form.js";

/**
 * docs/operating.md, "Retention": the page "Keeping records", where an operator sets how long her
 * deployment keeps earlier versions of records and deleted records, and sees the policy in force and
 * the last purge. An operator of every deployment picks the deployment first.
 */
export function RetentionPage() {
  const { t } = useAdminTexts();
  const heading = usePageHeading();
  const deployments = useQuery(RetentionDeploymentsDocument);
  const list = deployments.data?.contentDeployments ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const applicationId = chosen ?? list[0]?.id ?? null;
  return (
    <section aria-labelledby="retention-title" className="retention-page">
      <h1 id="retention-title" ref={heading} tabIndex={-1}>
        {t("NAV_RETENTION")}
      </h1>
      <p>{t("RETENTION_INTRO")}</p>
      {deployments.error && <p role="alert">{t("ERROR", { message: deployments.error.message })}</p>}
      {deployments.loading && !deployments.data && <p>{t("LOADING")}</p>}
      {deployments.data && list.length === 0 && <p>{t("RETENTION_NO_DEPLOYMENT")}</p>}
      {list.length > 1 && (
        <div className="admin-form">
          <label>
            {t("DEPLOYMENT")}
            <select data-testid="retention-deployment" value={applicationId ?? ""} onChange={(e) => setChosen(Number(e.target.value))}>
              {list.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.app_title} ({d.app_identifier})
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {applicationId !== null && <RetentionOf key={applicationId} applicationId={applicationId} />}
    </section>
  );
}

function RetentionOf({ applicationId }: { applicationId: number }) {
  const { t } = useAdminTexts();
  const policy = useQuery(RetentionPolicyDocument, { variables: { applicationId } });
  if (policy.error) return <p role="alert">{consoleErrorText(policy.error, t)}</p>;
  if (!policy.data) return <p>{t("LOADING")}</p>;
  return <RetentionForm policy={policy.data.retentionPolicy} />;
}

function RetentionForm({ policy }: { policy: RetentionFieldsFragment }) {
  const { t, code } = useAdminTexts();
  const [texts, setTexts] = useState<Record<RetentionField, string>>({
    historyDays: fieldText(policy.historyDays),
    tombstoneDays: fieldText(policy.tombstoneDays),
  });
  const [problems, setProblems] = useState<Partial<Record<RetentionField, string>>>({});
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [save, saving] = useMutation(SetRetentionDocument);
  const label: Record<RetentionField, string> = { historyDays: t("RETENTION_HISTORY"), tombstoneDays: t("RETENTION_TOMBSTONES") };
  const kept = (days: number | null | undefined) => (days == null ? t("RETENTION_FOREVER") : t("RETENTION_DAYS", { days }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus("");
    setError("");
    const checks = { historyDays: checkDays(texts.historyDays, 1), tombstoneDays: checkDays(texts.tombstoneDays, policy.minTombstoneDays) };
    const found: Partial<Record<RetentionField, string>> = {};
    for (const field of ["historyDays", "tombstoneDays"] as const) {
      const check = checks[field];
      if (!check.ok) found[field] = t("RETENTION_BAD_DAYS", { field: label[field], least: check.least });
    }
    setProblems(found);
    if (!checks.historyDays.ok || !checks.tombstoneDays.ok) return;
    try {
      await save({
        variables: { applicationId: policy.applicationId, historyDays: checks.historyDays.days, tombstoneDays: checks.tombstoneDays.days },
        // The answer has no id the cache could match: the page reads the policy again.
        refetchQueries: [RetentionPolicyDocument],
        awaitRefetchQueries: true,
      });
      setStatus(t("RETENTION_SAVED"));
    } catch (failure) {
      setError(consoleErrorText(failure, t));
    }
  };
  const last = policy.lastPurge;
  const counts = purgedCounts(last?.detail);
  const field = (name: RetentionField, hint: string) => (
    <label>
      {label[name]}
      <input
        data-testid={`retention-${name}`}
        inputMode="numeric"
        autoComplete="off"
        value={texts[name]}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={`retention-${name}-hint${problems[name] ? ` retention-${name}-problem` : ""}`}
        onChange={(e) => setTexts({ ...texts, [name]: e.target.value })}
      />
      <small id={`retention-${name}-hint`}>{hint}</small>
      {problems[name] && (
        <small id={`retention-${name}-problem`} className="admin-error">
          {problems[name]}
        </small>
      )}
    </label>
  );
  return (
    <>
      <p data-testid="retention-now">{t("RETENTION_NOW", { history: kept(policy.historyDays), tombstones: kept(policy.tombstoneDays) })}</p>
      <p data-testid="retention-last-purge">
        {last
          ? t("RETENTION_LAST_PURGE", {
              when: formatWhen(last.at, code, ""),
              what: counts ? t("RETENTION_PURGED_COUNTS", { history: counts.history, tombstones: counts.tombstones }) : (last.detail ?? ""),
            })
          : t("RETENTION_NO_PURGE")}
      </p>
      <form className="admin-form retention-form" onSubmit={(e) => void submit(e)} data-testid="retention-form" noValidate>
        {field("historyDays", t("RETENTION_HISTORY_HINT"))}
        {field("tombstoneDays", t("RETENTION_TOMBSTONES_HINT", { days: leastDays("tombstoneDays", policy.minTombstoneDays) }))}
        <button type="submit" disabled={saving.loading} data-testid="retention-save">
          {t("RETENTION_SAVE")}
        </button>
      </form>
      <p role="status" className="admin-status" data-testid="retention-status">
        {saving.loading ? t("WORKING") : status}
      </p>
      {error && (
        <p role="alert" className="admin-error" data-testid="retention-error">
          {error}
        </p>
      )}
    </>
  );
}
