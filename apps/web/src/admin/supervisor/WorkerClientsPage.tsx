import { Link, useParams } from "react-router-dom";
import { clientsOf, workerOf } from "@stepwise/domain";
import { useAdminTexts } from "../admin-i18n.js";
import { usePageHeading } from "../use-page-heading.js";
import { supervisorTexts } from "./supervisor-texts.js";
import { useReportView, useWorkerRecords } from "./use-worker-records.js";

/** /admin/my-team/:workerId: a worker's clients, read only; opening it is a view the audit keeps (docs/teams.md, "In the console"). */
export function WorkerClientsPage() {
  const { t, code } = useAdminTexts();
  const s = supervisorTexts(code);
  const heading = usePageHeading();
  const workerId = Number(useParams().workerId);
  const { team, loaded, failed } = useWorkerRecords(workerId);
  const worker = workerOf(team, workerId);
  useReportView(worker !== undefined, workerId, null, "worker");
  if (!worker) {
    return (
      <section data-testid="supervisor-worker">
        {loaded ? (
          <p role="status" data-testid="supervisor-not-yours">
            {s("NOT_YOURS")}
          </p>
        ) : (
          <p>{t("LOADING")}</p>
        )}
        {failed || loaded ? <Link to="/my-team">{s("BACK_TO_TEAM")}</Link> : null}
      </section>
    );
  }
  const clients = clientsOf(team, workerId);
  return (
    <section aria-labelledby="worker-title" data-testid="supervisor-worker" data-count={clients.length}>
      <h1 id="worker-title" ref={heading} tabIndex={-1}>
        {worker.name}
      </h1>
      <p className="supervisor-read-only" data-testid="supervisor-read-only">
        {s("WORKER_CLIENTS_READ_ONLY", { name: worker.name })}
      </p>
      {clients.length === 0 && <p role="status">{s("WORKER_NO_CLIENTS")}</p>}
      <ul className="supervisor-list">
        {clients.map((client) => (
          <li key={client.uuid} data-testid="supervisor-client" data-client={client.uuid}>
            <Link to={`/my-team/${workerId}/${client.uuid}`}>{client.name || "…"}</Link>
            {client.archived && <span className="muted"> {s("ARCHIVED")}</span>}
          </li>
        ))}
      </ul>
      <Link to="/my-team">{s("BACK_TO_TEAM")}</Link>
    </section>
  );
}
