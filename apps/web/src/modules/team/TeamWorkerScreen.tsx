import { useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { clientsOf, workerOf } from "./team-records.js";
import { recordTeamView, useTeamState } from "./team-state.js";
import { useTexts } from "./TeamScreen.js";
import "./team.css";

/** The route's worker id, or NaN. */
export function useWorkerId(): number {
  const { workerId } = useParams();
  return Number(workerId);
}

/**
 * /team/:workerId: one worker's clients, read only (docs/teams.md, "On the supervisor's phone"),
 * from her vault's copy; opening it is a view the audit keeps.
 */
export function TeamWorkerScreen() {
  useTexts();
  const workerId = useWorkerId();
  const { team, loaded } = useTeamState();
  const worker = workerOf(team, workerId);
  const known = worker !== undefined;
  useEffect(() => {
    if (known) recordTeamView({ workerId, clientUuid: null, screen: "worker" });
  }, [known, workerId]);
  if (!worker) return <section className="screen team">{loaded && <p role="status">{t("TEAM_NOT_IN_TEAM")}</p>}</section>;
  const clients = clientsOf(team, workerId);
  const readOnly = t("TEAM_READ_ONLY_CLIENTS", { name: worker.name });
  return (
    <section className="screen team" data-testid="team-worker-screen" data-count={clients.length}>
      <header className="screen-header">
        <h1>{worker.name}</h1>
        <ReadAloudButton text={`${readOnly}. ${clients.map((c) => c.name).join(". ")}`} />
      </header>
      <p className="team-read-only" data-testid="team-read-only">
        {readOnly}
      </p>
      {clients.length === 0 && <p role="status">{t("TEAM_NO_CLIENTS")}</p>}
      <ul className="team-list">
        {clients.map((client) => (
          <li key={client.uuid} data-testid="team-client" data-client={client.uuid}>
            <Link to={`/team/${workerId}/${client.uuid}`}>
              <span className="team-name">{client.name || "…"}</span>
              {client.archived && <span className="muted">{t("TEAM_ARCHIVED")}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
