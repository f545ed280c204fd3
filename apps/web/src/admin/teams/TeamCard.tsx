import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import {
  AdminDeleteTeamDocument,
  AdminRemoveTeamMemberDocument,
  AdminSetTeamMemberDocument,
  AdminUpdateTeamDocument,
  TeamRole,
  type TeamFieldsFragment,
} from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import { consoleErrorText } from "../console-error.js";
import { AreaSelect, type Region } from "./AreaSelect.js";

type Account = { id: string; name: string; email: string };
type Member = TeamFieldsFragment["workers"][number];

const refetch = { refetchQueries: ["AdminTeams"], awaitRefetchQueries: true };

/** One team on the Teams page (docs/teams.md, "Teams and areas"): its name, area and members, each change at once and audited. */
export function TeamCard({ team, regions, accounts }: { team: TeamFieldsFragment; regions: Region[]; accounts: Account[] }) {
  const { t } = useAdminTexts();
  const [name, setName] = useState(team.name);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [update] = useMutation(AdminUpdateTeamDocument, refetch);
  const [remove] = useMutation(AdminDeleteTeamDocument, refetch);
  const [removeMember] = useMutation(AdminRemoveTeamMemberDocument, refetch);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setError("");
    setStatus("");
    try {
      await work();
      setStatus(done);
    } catch (failure) {
      setError(consoleErrorText(failure, t));
    }
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    void act(() => update({ variables: { input: { teamId: team.id, name } } }), t("TEAM_SAVED"));
  };
  const setArea = (area: string) => void act(() => update({ variables: { input: { teamId: team.id, area } } }), t("TEAM_SAVED"));
  const members = (title: string, list: Member[], role: string) => (
    <div className="team-members">
      <h4>{title}</h4>
      {list.length === 0 ? (
        <p className="muted">{t("TEAM_NOBODY")}</p>
      ) : (
        <ul data-testid={`team-${role}s`}>
          {list.map((m) => (
            <li key={m.userId} data-testid="team-member" data-email={m.email}>
              <span>
                {m.name} <small>{m.email}</small>
              </span>
              <button type="button" onClick={() => void act(() => removeMember({ variables: { teamId: team.id, userId: m.userId } }), t("TEAM_SAVED"))}>
                {t("TEAM_REMOVE_MEMBER", { name: m.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <article className="team-card" data-testid="team" data-name={team.name} aria-labelledby={`team-${team.id}`}>
      <h3 id={`team-${team.id}`}>{team.name}</h3>
      <p data-testid="team-area">{t("TEAM_AREA_IS", { area: team.areaName ?? team.area ?? t("TEAM_NO_AREA") })}</p>
      <form className="admin-form team-rename" onSubmit={rename}>
        <label>
          {t("TEAM_NAME")}
          <input data-testid="team-name" value={name} required maxLength={80} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" data-testid="team-rename">
          {t("TEAM_RENAME")}
        </button>
      </form>
      <div className="admin-form">
        <label>
          {t("TEAM_AREA")}
          <AreaSelect regions={regions} value={team.area ?? ""} onChange={setArea} testId="team-area-select" />
        </label>
      </div>
      {members(t("TEAM_WORKERS"), team.workers, "worker")}
      {members(t("TEAM_SUPERVISORS"), team.supervisors, "supervisor")}
      <AddMember teamId={team.id} accounts={accounts} act={act} />
      <button type="button" className="danger" data-testid="team-delete" onClick={() => setDeleting(true)}>
        {t("TEAM_DELETE")}
      </button>
      <p role="status" className="admin-status" data-testid="team-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="admin-error" data-testid="team-error">
          {error}
        </p>
      )}
      {deleting && (
        <ConfirmDialog
          title={t("TEAM_DELETE_TITLE", { name: team.name })}
          explanation={t("TEAM_DELETE_EXPLAIN")}
          confirm={t("TEAM_DELETE")}
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false);
            void act(() => remove({ variables: { teamId: team.id } }), "");
          }}
        />
      )}
    </article>
  );
}

/** Puts an account of the deployment in the team as worker (moved from her team, if any) or supervisor. */
function AddMember({ teamId, accounts, act }: { teamId: number; accounts: Account[]; act: (work: () => Promise<unknown>, done: string) => Promise<void> }) {
  const { t } = useAdminTexts();
  const [userId, setUserId] = useState("");
  const [role, setRole] = useState<TeamRole>(TeamRole.WORKER);
  const [setMember] = useMutation(AdminSetTeamMemberDocument, refetch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    void act(() => setMember({ variables: { input: { teamId, userId: Number(userId), role } } }), t("TEAM_SAVED"));
  };
  return (
    <form className="admin-form team-add" onSubmit={submit}>
      <label>
        {t("TEAM_ADD_WHO")}
        <select data-testid="team-add-user" value={userId} required onChange={(e) => setUserId(e.target.value)}>
          <option value="">{t("TEAM_CHOOSE")}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.email})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("TEAM_ADD_AS")}
        <select data-testid="team-add-role" value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
          <option value={TeamRole.WORKER}>{t("TEAM_AS_WORKER")}</option>
          <option value={TeamRole.SUPERVISOR}>{t("TEAM_AS_SUPERVISOR")}</option>
        </select>
      </label>
      <button type="submit" data-testid="team-add">
        {t("TEAM_ADD")}
      </button>
    </form>
  );
}
