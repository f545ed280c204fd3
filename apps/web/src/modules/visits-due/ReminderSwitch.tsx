import { useState } from "react";
import { t } from "../../i18n/t.js";
import { reminderTurnedOn, storedDeploymentReminder } from "../deployment/deployment-reminder.js";
import { reminderSupport, turnReminderOff, turnReminderOn } from "./daily-reminder.js";

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * docs/product.md §4, "One reminder a day": Home's switch under the count, shown where the deployment
 * sets an hour. Her tap asks the browser's permission; where the browser cannot notify (no API, or
 * she blocked it), the switch says the count on Home is her reminder.
 */
export function ReminderSwitch({ onTurnedOn }: { onTurnedOn: () => void }) {
  const hour = storedDeploymentReminder()?.reminderHour ?? null;
  const [support, setSupport] = useState(reminderSupport);
  const [on, setOn] = useState(() => reminderTurnedOn() && support === "notify" && Notification.permission === "granted");
  const [busy, setBusy] = useState(false);
  if (hour === null) return null;
  if (support !== "notify") {
    return (
      <p className="reminder-note" data-testid="reminder-unavailable">
        {t(support === "denied" ? "REMINDER_DENIED" : "REMINDER_UNAVAILABLE")}
      </p>
    );
  }
  const toggle = async (wanted: boolean) => {
    setBusy(true);
    try {
      if (wanted) {
        const turned = await turnReminderOn();
        setOn(turned);
        setSupport(reminderSupport());
        if (turned) onTurnedOn();
      } else {
        await turnReminderOff();
        setOn(false);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="reminder-switch">
      <input type="checkbox" role="switch" data-testid="reminder-switch" checked={on} disabled={busy} onChange={(e) => void toggle(e.target.checked)} />
      <span>
        {t("REMINDER_SWITCH", { hour: hourText(hour) })}
        <small>{t("REMINDER_SWITCH_HINT")}</small>
      </span>
    </label>
  );
}
