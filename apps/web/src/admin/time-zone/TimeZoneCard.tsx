import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { SetDeploymentTimeZoneDocument } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";
import { checkZoneName, zoneNames } from "./time-zone-form.js";

/**
 * docs/operating.md, "The deployment's time zone": on the content page, the chosen deployment's zone,
 * set at once (not with the draft). The browser checks the name first; the server checks it again
 * and audits the change (timezone.set).
 */
export function TimeZoneCard({ applicationId, timeZone }: { applicationId: number; timeZone: string | null }) {
  const { t } = useAdminTexts();
  const [text, setText] = useState(timeZone ?? "");
  const [problem, setProblem] = useState("");
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [save, saving] = useMutation(SetDeploymentTimeZoneDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus("");
    setError("");
    const check = checkZoneName(text);
    setProblem(check.ok ? "" : t("TIME_ZONE_BAD", { name: check.name }));
    if (!check.ok) return;
    try {
      // The deployments' list shows the zone: read again so the picker's deployments carry the new one.
      await save({ variables: { applicationId, timeZone: check.zone }, refetchQueries: ["ContentDeployments"], awaitRefetchQueries: true });
      setText(check.zone ?? "");
      setStatus(check.zone ? t("TIME_ZONE_SAVED", { zone: check.zone }) : t("TIME_ZONE_CLEARED"));
    } catch (failure) {
      setError(consoleErrorText(failure, t));
    }
  };
  return (
    <form className="admin-form time-zone-form" onSubmit={(e) => void submit(e)} data-testid="time-zone-form" noValidate>
      <p data-testid="time-zone-now">{t("TIME_ZONE_NOW", { zone: timeZone ?? t("TIME_ZONE_NONE") })}</p>
      <label>
        {t("TIME_ZONE")}
        <input
          data-testid="time-zone-input"
          list="time-zone-names"
          autoComplete="off"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`time-zone-hint${problem ? " time-zone-problem" : ""}`}
          onChange={(e) => setText(e.target.value)}
        />
        <small id="time-zone-hint">{t("TIME_ZONE_HINT")}</small>
        {problem && (
          <small id="time-zone-problem" className="admin-error">
            {problem}
          </small>
        )}
      </label>
      <datalist id="time-zone-names">
        {zoneNames().map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <button type="submit" disabled={saving.loading} data-testid="time-zone-save">
        {t("TIME_ZONE_SAVE")}
      </button>
      <p role="status" className="admin-status" data-testid="time-zone-status">
        {saving.loading ? t("WORKING") : status}
      </p>
      {error && (
        <p role="alert" className="admin-error" data-testid="time-zone-error">
          {error}
        </p>
      )}
    </form>
  );
}
