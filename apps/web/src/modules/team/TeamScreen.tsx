import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router-dom";
import { t, texts } from "../../i18n/t.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { whenText } from "./team-format.js";
import type { HeldWorker } from "./team-records.js";
import { refreshTeam, useTeamState } from "./team-state.js";
import "./team.css";

export function useTexts() {
  return useSyncExternalStore(texts.subscribe, texts.get);
}

/** A worker's counts as the server gave them, each a line (the screen and its reading aloud say the same). */
export function workerLines(worker: HeldWorker, when: (iso: string) => string): { key: string; text: string }[] {
  return [
    { key: "active", text: t("TEAM_ACTIVE_CLIENTS", { count: worker.activeClients }) },
    { key: "visits", text: t("TEAM_VISITS_MONTH", { count: worker.visitsThisMonth }) },
    { key: "overdue", text: t("TEAM_OVERDUE", { count: worker.overdueVisits }) },
    { key: "sync", text: worker.lastSyncAt ? t("TEAM_LAST_SYNC", { time: when(worker.lastSyncAt) }) : t("TEAM_NEVER_SYNCED") },
    { key: "waiting", text: t("TEAM_WAITING", { count: worker.waitingEdits }) },
  ];
}

/**
 * /team: the workers of the teams she supervises, with what the server counted of each (docs/teams.md,
 * "On the supervisor's phone"), from her vault's copy (offline too), read again when online. A worker
 * opens her clients, read only.
 */
export function TeamScreen() {
  const { language, dictionary } = useTexts();
  const { team, loaded } = useTeamState();
  useEffect(refreshTeam, []);
  const when = (iso: string) => whenText(iso, language, dictionary);
  const speech = team.workers.map((w) => [w.name, ...workerLines(w, when).map((l) => l.text)].join(". ")).join(". ");
  return (
    <section className="screen team" data-testid="team-screen" data-count={team.workers.length}>
      <header className="screen-header">
        <h1>{t("PAGE_TEAM")}</h1>
        <ReadAloudButton text={`${t("PAGE_TEAM")}. ${speech}`} />
      </header>
      <p className="muted">{t("TEAM_INTRO")}</p>
      {loaded && <p className="muted">{team.readAt ? t("TEAM_READ_AT", { time: when(team.readAt) }) : t("TEAM_NEVER_READ")}</p>}
      {loaded && team.readAt && team.workers.length === 0 && <p role="status">{t("TEAM_NO_WORKERS")}</p>}
      <ul className="team-list">
        {team.workers.map((worker) => (
          <li key={worker.userId} data-testid="team-worker" data-worker={worker.userId}>
            <Link to={`/team/${worker.userId}`}>
              <span className="team-name">{worker.name}</span>
              <span className="muted">{worker.teamName}</span>
            </Link>
            <ul className="team-stats">
              {workerLines(worker, when).map((line) => (
                <li key={line.key} data-stat={line.key} className={line.key === "overdue" && worker.overdueVisits > 0 ? "team-overdue" : undefined}>
                  {line.text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
