import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { AdminOperatorMeDocument, AdminSyncHealthDocument } from "../generated/graphql.js";
import { formatWhen } from "./admin-format.js";
import { useAdminTexts } from "./admin-i18n.js";
import { BackupCard } from "./backup/BackupCard.js";
import { SyncChart } from "./SyncChart.js";
import { usePageHeading } from "./use-page-heading.js";

const SPANS = [7, 30, 90];

/** docs/operator-console.md: sync health per day (a chart and its table) and per install; above them the backups' card (docs/operating.md, "Backing up"). */
export function SyncHealthPage() {
  const { t, code } = useAdminTexts();
  const heading = usePageHeading();
  const me = useQuery(AdminOperatorMeDocument);
  const deployments = me.data?.operatorDeployments ?? [];
  const [chosen, setChosen] = useState("");
  const [days, setDays] = useState(30);
  const application = chosen || deployments[0] || null;
  const health = useQuery(AdminSyncHealthDocument, { variables: { application, days }, skip: application === null });
  const report = health.data?.syncHealth;
  return (
    <section aria-labelledby="health-title">
      <h1 id="health-title" ref={heading} tabIndex={-1}>
        {t("NAV_SYNC_HEALTH")}
      </h1>
      {/* docs/operating.md, "Backing up": the server's backups concern every deployment, so their operators alone see them. */}
      {me.data?.operatorMe?.role === "OPERATOR_OF_ALL" && <BackupCard />}
      <div className="admin-form admin-filters">
        <label>
          {t("DEPLOYMENT")}
          <select data-testid="health-deployment" value={application ?? ""} onChange={(e) => setChosen(e.target.value)}>
            {deployments.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("DAYS")}
          <select data-testid="health-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {SPANS.map((span) => (
              <option key={span} value={span}>
                {span}
              </option>
            ))}
          </select>
        </label>
      </div>
      {health.error && <p role="alert">{t("ERROR", { message: health.error.message })}</p>}
      {!report ? (
        <p>{t("LOADING")}</p>
      ) : (
        <>
          <SyncChart days={report.days} />
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("SYNC_CHART_TITLE")}>
            <table className="admin-table" data-testid="health-days-table">
              <thead>
                <tr>
                  <th scope="col">{t("DAY")}</th>
                  <th scope="col">{t("SERIES_DEVICES")}</th>
                  <th scope="col">{t("SERIES_EDITS")}</th>
                  <th scope="col">{t("SERIES_FAILING")}</th>
                </tr>
              </thead>
              <tbody>
                {[...report.days].reverse().map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{d.day}</th>
                    <td>{d.devices}</td>
                    <td>{d.edits}</td>
                    <td>{d.failing}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t("NAV_DEVICES")}</h2>
          <ul className="admin-cards" data-testid="health-installs">
            {report.installs.map((install) => (
              <li key={install.installId} className="admin-card">
                <dl className="admin-facts">
                  <dt>{t("INSTALL")}</dt>
                  <dd className="admin-id">{install.installId}</dd>
                  <dt>{t("RECORDS")}</dt>
                  <dd>{install.records}</dd>
                  <dt>{t("MUTATIONS")}</dt>
                  <dd>{install.mutations}</dd>
                  <dt>{t("LAST_GOOD_SYNC")}</dt>
                  <dd>{formatWhen(install.lastSync, code, t("NEVER"))}</dd>
                  <dt>{t("DAYS_SINCE_SYNC")}</dt>
                  <dd>{install.daysSinceSync ?? t("UNKNOWN")}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
