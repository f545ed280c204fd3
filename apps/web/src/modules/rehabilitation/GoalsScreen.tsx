import { createsRehabilitation } from "@stepwise/domain";
import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { appIdentifier } from "../../vault/storage-keys.js";
import { activeClientUuid } from "../clients/active-client.js";
import { useClientRows } from "../clients/use-client-rows.js";
import { DomainSection } from "./DomainSection.js";
import { LadderSection } from "./LadderSection.js";
import "./rehabilitation.css";
import { usePlan } from "../client-records/use-plan.js";
import { VisitFrequency } from "./VisitFrequency.js";

/** /forms/goals: the active client's rehabilitation plan: visit frequency, domains, goals, steps and the ladder. */
export function GoalsScreen() {
  const uuid = activeClientUuid();
  const client = useClientRows().find((row) => row.record.uuid === uuid);
  const { plan, change } = usePlan(client);

  if (!createsRehabilitation(appIdentifier())) return <p className="screen">{t("PLAN_NOT_FOR_DEPLOYMENT")}</p>;
  // No dead end (docs/worker-phone.md): the way to the client list, as the diary offers.
  if (!client)
    return (
      <p className="screen empty" data-testid="goals-no-client">
        {t("NO_ACTIVE_CLIENT")} <Link to="/forms/clients">{t("GO_TO_CLIENTS")}</Link>
      </p>
    );

  return (
    <section className="screen" data-testid="goals-screen">
      <h1>
        {t("GOALS_AND_STEPS")}: {client.record.clientname}
      </h1>
      {plan?.waiting && (
        <span className="pending-badge" data-testid="plan-pending">
          {t("WAITING_TO_SYNC")}
        </span>
      )}
      {plan && <VisitFrequency value={plan.record.visitFrequency} onChange={change} />}
      {plan && (plan.record.domains ?? []).length === 0 && <p>{t("NO_DOMAINS")}</p>}
      {plan && (plan.record.domains ?? []).map((domain) => <DomainSection key={domain.domain_id ?? domain.description} domain={domain} onChange={change} />)}
      {plan && (plan.record.ladder_of_live ?? []).map((item) => <LadderSection key={item.uuid} item={item} onChange={change} />)}
    </section>
  );
}
