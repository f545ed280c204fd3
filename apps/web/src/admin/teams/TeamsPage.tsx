import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { AdminCreateTeamDocument, AdminTeamAccountsDocument, AdminTeamDeploymentsDocument, AdminTeamsDocument } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";
import { usePageHeading } from "../use-page-heading.js";
import { AreaSelect, type Region } from "./AreaSelect.js";
import { TeamCard } from "./TeamCard.js";
import "./teams.css";

/**
 * docs/teams.md, "Teams and areas": the Teams page (/admin/teams). The deployment's teams with their
 * area and members; an operator makes, renames and deletes teams, sets an area from the deployment's
 * regions, and puts workers and supervisors in a team. An operator of every deployment picks it first.
 */
export function TeamsPage() {
  const { t } = useAdminTexts();
  const heading = usePageHeading();
  const deployments = useQuery(AdminTeamDeploymentsDocument);
  const identifiers = [...new Set((deployments.data?.contentDeployments ?? []).map((d) => d.app_identifier))];
  const [chosen, setChosen] = useState<string | null>(null);
  const application = chosen ?? identifiers[0] ?? null;
  // Every host of the deployment adds its regions (the server checks an area against them all).
  const regions: Region[] = [];
  for (const d of deployments.data?.contentDeployments ?? [])
    for (const r of d.app_identifier === application ? d.regions : []) if (!regions.some((known) => known.id === r.id)) regions.push(r);
  return (
    <section aria-labelledby="teams-title" className="teams-page">
      <h1 id="teams-title" ref={heading} tabIndex={-1}>
        {t("NAV_TEAMS")}
      </h1>
      <p>{t("TEAMS_INTRO")}</p>
      {deployments.error && <p role="alert">{consoleErrorText(deployments.error, t)}</p>}
      {deployments.loading && !deployments.data && <p>{t("LOADING")}</p>}
      {identifiers.length > 1 && (
        <div className="admin-form">
          <label>
            {t("DEPLOYMENT")}
            <select data-testid="teams-deployment" value={application ?? ""} onChange={(e) => setChosen(e.target.value)}>
              {identifiers.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {application !== null && <TeamsOf key={application} application={application} regions={regions} />}
    </section>
  );
}

function TeamsOf({ application, regions }: { application: string; regions: Region[] }) {
  const { t } = useAdminTexts();
  const teams = useQuery(AdminTeamsDocument, { variables: { application } });
  const accounts = useQuery(AdminTeamAccountsDocument, { variables: { application } });
  const workers = (accounts.data?.users ?? []).filter((u) => u.role === "WORKER" && !u.disabledAt);
  return (
    <>
      <NewTeamForm application={application} regions={regions} />
      {teams.error && <p role="alert">{consoleErrorText(teams.error, t)}</p>}
      {teams.loading && !teams.data && <p>{t("LOADING")}</p>}
      {teams.data && teams.data.teams.length === 0 && <p data-testid="teams-none">{t("TEAMS_NONE")}</p>}
      <ul className="teams-list">
        {teams.data?.teams.map((team) => (
          <li key={team.id}>
            <TeamCard team={team} regions={regions} accounts={workers} />
          </li>
        ))}
      </ul>
    </>
  );
}

function NewTeamForm({ application, regions }: { application: string; regions: Region[] }) {
  const { t } = useAdminTexts();
  const [name, setName] = useState("");
  const [area, setArea] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [create, creating] = useMutation(AdminCreateTeamDocument, { refetchQueries: ["AdminTeams"], awaitRefetchQueries: true });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    setStatus("");
    try {
      const made = await create({ variables: { input: { application, name, area: area || null } } });
      setStatus(t("TEAM_CREATED", { name: made.data?.createTeam.name ?? name }));
      setName("");
      setArea("");
    } catch (failure) {
      setError(consoleErrorText(failure, t));
    }
  };
  return (
    <form className="admin-form team-new" onSubmit={(e) => void submit(e)} data-testid="team-new">
      <h2>{t("TEAM_NEW")}</h2>
      <label>
        {t("TEAM_NAME")}
        <input data-testid="team-new-name" value={name} required maxLength={80} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t("TEAM_AREA")}
        <AreaSelect regions={regions} value={area} onChange={setArea} testId="team-new-area" />
      </label>
      <button type="submit" disabled={creating.loading} data-testid="team-create">
        {t("TEAM_CREATE")}
      </button>
      <p role="status" className="admin-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="admin-error" data-testid="team-new-error">
          {error}
        </p>
      )}
    </form>
  );
}
