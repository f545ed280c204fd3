import { Link, useParams } from "react-router-dom";
import { clientsOf, recordOfDocument, workerOf } from "@stepwise/domain";
import { useAdminTexts } from "../admin-i18n.js";
import { usePageHeading } from "../use-page-heading.js";
import { milestoneLines, planLines, registrationLines } from "./client-lines.js";
import { supervisorTexts } from "./supervisor-texts.js";
import { useDeploymentLabels } from "./use-deployment-labels.js";
import { useReportView, useWorkerRecords } from "./use-worker-records.js";

/**
 * /admin/my-team/:workerId/:clientUuid: a client of a worker she supervises, READ ONLY (no control
 * changes anything): registration answers, plans, milestones. Opening it is one view the audit
 * keeps, the client as a pseudonym (docs/teams.md, "In the console").
 */
export function SupervisedClientPage() {
  const { t, code } = useAdminTexts();
  const s = supervisorTexts(code);
  const heading = usePageHeading();
  const params = useParams();
  const workerId = Number(params.workerId);
  const clientUuid = params.clientUuid ?? "";
  const { team, loaded } = useWorkerRecords(workerId);
  const labels = useDeploymentLabels(code);
  const worker = workerOf(team, workerId);
  const client = clientsOf(team, workerId).find((c) => c.uuid === clientUuid);
  useReportView(worker !== undefined && client !== undefined, workerId, clientUuid, "client");
  if (!worker || !client) {
    return (
      <section data-testid="supervisor-client-page">
        {loaded ? (
          <p role="status" data-testid="supervisor-not-yours">
            {s("NOT_YOURS")}
          </p>
        ) : (
          <p>{t("LOADING")}</p>
        )}
        <Link to="/my-team">{s("BACK_TO_TEAM")}</Link>
      </section>
    );
  }
  const record = Object.values(team.records[workerId]?.documents ?? {}).find((d) => d.table === "clients" && d.uuid === clientUuid);
  const answers = registrationLines(record ? recordOfDocument(record) : undefined, labels);
  const plans = planLines(team, workerId, clientUuid, s);
  const milestones = milestoneLines(team, workerId, clientUuid, s, labels);
  return (
    <section aria-labelledby="client-title" data-testid="supervisor-client-page" data-client={clientUuid}>
      <h1 id="client-title" ref={heading} tabIndex={-1}>
        {client.name || "…"}
      </h1>
      <p className="supervisor-read-only" data-testid="supervisor-read-only">
        {s("CLIENT_READ_ONLY", { name: worker.name })}
      </p>
      <h2>{s("REGISTRATION")}</h2>
      {answers.length === 0 ? (
        <p>{s("NO_REGISTRATION")}</p>
      ) : (
        <dl className="supervisor-answers" data-testid="supervisor-answers">
          {answers.map((a, i) => (
            <div key={i}>
              <dt>{a.field}</dt>
              <dd>{a.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2>{s("PLANS")}</h2>
      {plans.length === 0 && <p>{s("NO_PLAN")}</p>}
      {plans.map((plan, i) => (
        <div key={i} data-testid="supervisor-plan">
          {plan.domains.map((domain) => (
            <div key={domain.name}>
              <h3>{domain.name}</h3>
              <ul>
                {domain.goals.map((goal, j) => (
                  <li key={j} data-testid="supervisor-goal">
                    {[goal.text, goal.state].filter(Boolean).join(": ")}
                    {goal.actions.length > 0 && (
                      <ul aria-label={s("ACTIONS")}>
                        {goal.actions.map((action, k) => (
                          <li key={k}>{action}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {plan.ladder.length > 0 && (
            <>
              <h3>{s("LADDER")}</h3>
              <ul data-testid="supervisor-ladder">
                {plan.ladder.map((line, k) => (
                  <li key={k}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      ))}
      <h2>{s("MILESTONES")}</h2>
      {milestones.length === 0 ? (
        <p>{s("NO_MILESTONES")}</p>
      ) : (
        <ul data-testid="supervisor-milestones">
          {milestones.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      <Link to={`/my-team/${workerId}`}>{s("BACK_TO_WORKER", { name: worker.name })}</Link>
    </section>
  );
}
