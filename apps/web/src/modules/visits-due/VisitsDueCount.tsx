import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { CalendarDate } from "@stepwise/domain";
import { t } from "../../i18n/t.js";
import { serverNow } from "../../platform/server-clock.js";
import { calendarDateOf } from "../client-records/calendar-dates.js";
import { askServiceWorkerToRemind, forgetReminderPlan, keepReminderPlan, reminderActive } from "./daily-reminder.js";
import { ReminderSwitch } from "./ReminderSwitch.js";
import { useVisitsDueOnHome } from "./use-visits-due.js";
import type { DueRow } from "./visits-due-rows.js";
import "./visits-due.css";

/**
 * Each read's rows become the reminder's plan while the worker logged in has it on; otherwise (another
 * worker, or none, after a logout) no plan is left for the service worker (docs/product.md §4, "One reminder a day").
 */
function keepPlan(rows: DueRow[], today: CalendarDate): void {
  lastRows = rows;
  const kept = reminderActive() ? keepReminderPlan(rows, today) : forgetReminderPlan();
  void kept.catch((error) => console.warn("the reminder's plan was not kept", error));
}

/** The rows of Home's last read: the switch, below the tiles, makes the plan from them when she turns it on. */
let lastRows: DueRow[] | null = null;

/**
 * Home's count of the visits due (overdue, today and this week): the same rows as the "Visits due"
 * screen, so the numbers agree; where the browser cannot notify, this count is the reminder
 * (docs/product.md §4 "Visits due", "One reminder a day"), and the switch below the tiles says so.
 * Loaded after Home, so it adds nothing to the first download; shown once read (never while a first
 * sync writes its pages), in the space Home keeps for it above the tiles, so it moves none of them.
 */
export function VisitsDueCount() {
  const rows = useVisitsDueOnHome(keepPlan);
  // Back on screen after the hour: the service worker looks (a listener, no timer: nothing runs while hidden).
  useEffect(() => {
    const look = () => {
      if (document.visibilityState === "visible" && reminderActive()) void askServiceWorkerToRemind().catch(() => undefined);
    };
    document.addEventListener("visibilitychange", look);
    return () => document.removeEventListener("visibilitychange", look);
  }, []);
  if (rows === null) return null;
  const overdue = rows.filter((r) => r.when === "overdue").length;
  return (
    <Link className="tile visits-due-tile" to="/visits" data-testid="home-visits-due" data-count={rows.length}>
      <span>
        {t("VISITS_DUE_HOME", { count: rows.length })}
        {overdue > 0 && <span className="visits-overdue-badge"> {t("VISITS_OVERDUE_COUNT", { count: overdue })}</span>}
      </span>
    </Link>
  );
}

/**
 * Home's reminder switch (docs/product.md §4, "One reminder a day"), below the tiles: turned on, the
 * plan is made from the rows of Home's last read (and by each read after), with today's reminder if
 * its hour has come.
 */
export function VisitsDueReminder() {
  const [turnedOn, setTurnedOn] = useState(0);
  const onTurnedOn = useCallback(() => setTurnedOn((n) => n + 1), []);
  useEffect(() => {
    if (turnedOn > 0 && lastRows) keepPlan(lastRows, calendarDateOf(serverNow()));
  }, [turnedOn]);
  return <ReminderSwitch onTurnedOn={onTurnedOn} />;
}
