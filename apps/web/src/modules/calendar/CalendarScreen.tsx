import { parseCalendarDate, type CalendarDate } from "@stepwise/domain";
import { serverNow } from "../../platform/server-clock.js";
import { useSyncExternalStore } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { RehabilitationsDocument } from "../../generated/graphql.js";
import { formatDay, type DateParts } from "../../i18n/format.js";
import { t, texts } from "../../i18n/t.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { overlayWaiting } from "../../sync/waiting-records.js";
import { setActiveClient } from "../clients/active-client.js";
import { useClientRows } from "../clients/use-client-rows.js";
import { useCycleDescriptions } from "../client-records/use-cycles.js";
import { toRehabRecord } from "../client-records/rehab-record.js";
import { addDays, calendarDateOf, sameDay, toDayMonthYear, toIsoDate, weekStart } from "../client-records/calendar-dates.js";
import { calendarEvents, eventsByDay, type CalendarEventKind } from "./calendar-events.js";
import "./calendar.css";

const KIND_TEXT: Record<CalendarEventKind, string> = {
  appointment: "CAL_APPOINTMENT",
  "goal-activation": "CAL_GOAL_ACTIVATION",
  "goal-completion": "CAL_GOAL_COMPLETION",
  "cycle-start": "CAL_CYCLE_START",
  "cycle-repeat": "CAL_CYCLE_REPEAT",
  "cycle-end": "CAL_CYCLE_END",
};

function useLanguage(): string {
  return useSyncExternalStore(texts.subscribe, () => texts.get().language);
}

function format(date: CalendarDate, language: string, parts: DateParts): string {
  return formatDay(new Date(date.year, date.month - 1, date.day), parts, language);
}

/** /calendar: a week (Monday to Sunday) of the clients' appointments, goal dates and cycle dates. */
export function CalendarScreen() {
  const [params, setParams] = useSearchParams();
  const language = useLanguage();
  const { waiting } = useSyncView();
  const clients = useClientRows();
  const cycles = useCycleDescriptions();
  // Every plan: a settled edit is written to this list as well as to its client's (app/record-caches.ts),
  // so an appointment stays in the week when its edit leaves the outbox, with no request.
  const { data } = useCachedQuery(RehabilitationsDocument, { clientUuid: null });
  const plans = overlayWaiting(
    "rehabilitations",
    (data?.rehabilitations ?? []).map((p) => ({ record: toRehabRecord(p), dataversion: p.dataversion })),
    waiting,
  );

  const today = calendarDateOf(serverNow());
  const monday = weekStart(parseCalendarDate(params.get("week")) ?? today);
  const goToWeek = (date: CalendarDate) => setParams({ week: toIsoDate(date) });
  const names = new Map(clients.map((c) => [c.record.uuid, c.record.clientname]));
  const days = eventsByDay(
    calendarEvents(
      new Set(names.keys()),
      plans.map((p) => p.record),
      cycles.map((c) => c.record),
    ),
    monday,
  );
  const title = `${format(monday, language, { month: "short" })} – ${format(addDays(monday, 6), language, { month: "short", year: "numeric" })}`;

  return (
    <section className="screen calendar" data-testid="calendar-screen" data-week={toDayMonthYear(monday)}>
      <header className="screen-header">
        <h1>{t("PAGE_CALENDAR")}</h1>
      </header>
      <nav className="calendar-nav" aria-label={t("CAL_WEEKS")}>
        <button type="button" data-testid="calendar-previous" onClick={() => goToWeek(addDays(monday, -7))}>
          ‹ {t("CAL_PREVIOUS_WEEK")}
        </button>
        <button type="button" data-testid="calendar-today" onClick={() => goToWeek(today)}>
          {t("CAL_THIS_WEEK")}
        </button>
        <button type="button" data-testid="calendar-next" onClick={() => goToWeek(addDays(monday, 7))}>
          {t("CAL_NEXT_WEEK")} ›
        </button>
      </nav>
      <h2 className="calendar-title" data-testid="calendar-title" aria-live="polite">
        {title}
      </h2>
      <ol className="calendar-days">
        {days.map((day) => {
          const isToday = sameDay(day.date, today);
          return (
            <li
              key={toIsoDate(day.date)}
              className={`calendar-day${isToday ? " today" : ""}`}
              data-testid="calendar-day"
              data-date={toDayMonthYear(day.date)}
              aria-current={isToday ? "date" : undefined}
            >
              <h3>
                {format(day.date, language, { weekday: "long", month: "long" })}
                {isToday && <span className="today-badge">{t("CAL_TODAY")}</span>}
              </h3>
              {day.events.length === 0 ? (
                <p className="muted calendar-empty">{t("CAL_NOTHING")}</p>
              ) : (
                <ul className="calendar-events">
                  {day.events.map((event) => (
                    <li key={event.key} className={`calendar-event kind-${event.kind}`} data-testid="calendar-event" data-kind={event.kind}>
                      <Link to={event.href} onClick={() => setActiveClient(event.clientUuid)}>
                        <span className="calendar-kind">{t(KIND_TEXT[event.kind])}</span>
                        <span data-testid="calendar-event-title">{event.title || "…"}</span>
                        <span className="muted">{names.get(event.clientUuid)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
