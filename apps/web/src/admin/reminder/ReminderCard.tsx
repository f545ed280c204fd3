import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { SetDeploymentReminderHourDocument } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";

/** "07:00": an hour as the card and the audit name it. */
export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * docs/product.md §4, "One reminder a day": on the content page beside the time zone, the hour the
 * deployment's phones remind at (in that zone), or off; set at once, not with the draft. The server
 * checks it again and audits the change (reminder.set).
 */
export function ReminderCard({ applicationId, reminderHour }: { applicationId: number; reminderHour: number | null }) {
  const { t } = useAdminTexts();
  const [chosen, setChosen] = useState(reminderHour === null ? "" : String(reminderHour));
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [save, saving] = useMutation(SetDeploymentReminderHourDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus("");
    setError("");
    const hour = chosen === "" ? null : Number(chosen);
    try {
      await save({ variables: { applicationId, hour }, refetchQueries: ["ContentDeployments"], awaitRefetchQueries: true });
      setStatus(hour === null ? t("REMINDER_CLEARED") : t("REMINDER_SAVED", { hour: hourText(hour) }));
    } catch (failure) {
      setError(consoleErrorText(failure, t));
    }
  };
  return (
    <form className="admin-form reminder-form" onSubmit={(e) => void submit(e)} data-testid="reminder-form" noValidate>
      <p data-testid="reminder-now">{t("REMINDER_NOW", { hour: reminderHour === null ? t("REMINDER_OFF") : hourText(reminderHour) })}</p>
      <label>
        {t("REMINDER_HOUR")}
        <select data-testid="reminder-hour" value={chosen} aria-describedby="reminder-hint" onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t("REMINDER_OFF")}</option>
          {HOURS.map((hour) => (
            <option key={hour} value={String(hour)}>
              {hourText(hour)}
            </option>
          ))}
        </select>
        <small id="reminder-hint">{t("REMINDER_HOUR_HINT")}</small>
      </label>
      <button type="submit" disabled={saving.loading} data-testid="reminder-save">
        {t("REMINDER_SAVE")}
      </button>
      <p role="status" className="admin-status" data-testid="reminder-status">
        {saving.loading ? t("WORKING") : status}
      </p>
      {error && (
        <p role="alert" className="admin-error" data-testid="reminder-error">
          {error}
        </p>
      )}
    </form>
  );
}
