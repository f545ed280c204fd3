import type { CalendarDate } from "@stepwise/domain";
import { useSyncExternalStore } from "react";
import { Link } from "react-router-dom";
import { formatDay } from "../../i18n/format.js";
import { t, texts } from "../../i18n/t.js";
import { setActiveClient } from "../clients/active-client.js";
import { toDayMonthYear } from "../client-records/calendar-dates.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { useVisitsDue } from "./use-visits-due.js";
import { DUE_GROUPS, dueSpeech } from "./visits-due-rows.js";
import "./visits-due.css";

function useLanguage(): string {
  return useSyncExternalStore(texts.subscribe, () => texts.get().language);
}

/**
 * /visits: the clients whose visit is overdue, due today or due this week, from what the phone holds
 * (offline too), read aloud on request (docs/product.md §4 "Visits due"). A client opens her diary.
 */
export function VisitsDueScreen() {
  const language = useLanguage();
  const rows = useVisitsDue();
  const day = (date: CalendarDate) => formatDay(new Date(date.year, date.month - 1, date.day), { weekday: "long", month: "long" }, language);
  return (
    <section className="screen visits-due" data-testid="visits-due-screen" data-count={rows.length}>
      <header className="screen-header">
        <h1>{t("PAGE_VISITS_DUE")}</h1>
        <ReadAloudButton text={dueSpeech(rows, t, day)} />
      </header>
      <p className="muted">{t("VISITS_DUE_RULE")}</p>
      {rows.length === 0 && (
        <p data-testid="visits-none-due" role="status">
          {t("VISITS_NONE_DUE")}
        </p>
      )}
      {DUE_GROUPS.map(({ when, titleKey }) => {
        const inGroup = rows.filter((r) => r.when === when);
        if (inGroup.length === 0) return null;
        return (
          <section key={when} className={`visits-group visits-${when}`} data-testid={`visits-${when}`} aria-labelledby={`visits-${when}-title`}>
            <h2 id={`visits-${when}-title`}>
              {t(titleKey)} <span className="visits-group-count">({inGroup.length})</span>
            </h2>
            <ul className="visits-list">
              {inGroup.map((row) => (
                <li key={row.clientUuid} data-testid="visit-due" data-client={row.clientUuid} data-due={toDayMonthYear(row.due)}>
                  <Link to="/forms/diary" onClick={() => setActiveClient(row.clientUuid)}>
                    <span className="visits-name">{row.name || "…"}</span>
                    <span className="muted">{t("VISITS_DUE_ON", { date: day(row.due) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
