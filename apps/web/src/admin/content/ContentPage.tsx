import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import { usePageHeading } from "../use-page-heading.js";
import { ContentEditor } from "./ContentEditor.js";
import { ContentDeploymentsDocument } from "./content-operations.js";
import { TimeZoneCard } from "../time-zone/TimeZoneCard.js";
import { ReminderCard } from "../reminder/ReminderCard.js";
import "./content.css";

/**
 * docs/operator-console.md, "The content page": a deployment's settings and content, edited in one
 * draft, previewed, published as numbered releases, compared and rolled back. The picker lists the
 * deployments in the operator's scope (an operator of one deployment sees hers only).
 */
export function ContentPage() {
  const { t } = useAdminTexts();
  const heading = usePageHeading();
  const deployments = useQuery(ContentDeploymentsDocument);
  const list = deployments.data?.contentDeployments ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const applicationId = chosen ?? list[0]?.id ?? null;
  return (
    <section aria-labelledby="content-title" className="content-page">
      <h1 id="content-title" ref={heading} tabIndex={-1}>
        {t("NAV_CONTENT")}
      </h1>
      {deployments.error && <p role="alert">{t("ERROR", { message: deployments.error.message })}</p>}
      {deployments.loading && !deployments.data && <p>{t("LOADING")}</p>}
      {deployments.data && list.length === 0 && <p>{t("CONTENT_NO_DEPLOYMENT")}</p>}
      {list.length > 0 && (
        <div className="admin-form content-picker">
          <label>
            {t("CONTENT_DEPLOYMENT")}
            <select data-testid="content-deployment" value={applicationId ?? ""} onChange={(e) => setChosen(Number(e.target.value))}>
              {list.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.app_title} ({d.app_identifier})
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {applicationId !== null && (
        // docs/operating.md, "The deployment's time zone": set at once, beside the draft's settings.
        <TimeZoneCard key={`zone-${applicationId}`} applicationId={applicationId} timeZone={list.find((d) => d.id === applicationId)?.timeZone ?? null} />
      )}
      {applicationId !== null && (
        // docs/product.md §4, "One reminder a day": the hour, in that zone, beside it.
        <ReminderCard
          key={`reminder-${applicationId}`}
          applicationId={applicationId}
          reminderHour={list.find((d) => d.id === applicationId)?.reminderHour ?? null}
        />
      )}
      {applicationId !== null && <ContentEditor key={applicationId} applicationId={applicationId} />}
    </section>
  );
}
