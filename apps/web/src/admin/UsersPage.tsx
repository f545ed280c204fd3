import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import {
  AdminDisableUserDocument,
  AdminEnableUserDocument,
  AdminIssueLoginTokenDocument,
  AdminOperatorMeDocument,
  AdminUsersDocument,
  type AdminUsersQuery,
} from "../generated/graphql.js";
import { formatWhen } from "./admin-format.js";
import { useAdminTexts } from "./admin-i18n.js";
import { ConfirmDialog, ShownOnceDialog } from "./ConfirmDialog.js";
import { LoginCodeCard } from "./LoginCodeCard.js";
import { NewUserForm } from "./NewUserForm.js";
import { PasswordRequests } from "./PasswordRequests.js";
import { usePageHeading } from "./use-page-heading.js";
import { MoveCaseload } from "./transfers/MoveCaseload.js";

type Account = AdminUsersQuery["users"][number];

/** docs/operator-console.md: users: list, search, make, disable and enable again, issue a login token (shown once). */
export function UsersPage() {
  const { t, code } = useAdminTexts();
  const heading = usePageHeading();
  const me = useQuery(AdminOperatorMeDocument);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState<string | null>(null);
  const users = useQuery(AdminUsersDocument, { variables: { filter: { search, first: 200 } } });
  const [status, setStatus] = useState("");
  const [disabling, setDisabling] = useState<Account | null>(null);
  const [enabling, setEnabling] = useState<Account | null>(null);
  const [issued, setIssued] = useState<{ email: string; token: string } | null>(null);
  const [disable] = useMutation(AdminDisableUserDocument);
  const [enable] = useMutation(AdminEnableUserDocument);
  const [issue] = useMutation(AdminIssueLoginTokenDocument);
  const deployments = me.data?.operatorDeployments ?? [];
  const everyDeployment = me.data !== undefined && me.data.operatorMe?.role !== "OPERATOR_OF_DEPLOYMENT";
  const list = users.data?.users ?? [];

  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim() || null);
  };
  const issueToken = async (account: Account) => {
    const { data } = await issue({ variables: { email: account.email } });
    if (data) setIssued({ email: account.email, token: data.createLoginToken });
  };
  const confirmDisable = async () => {
    // The dialog closes once the card shows the change: focus then goes to the card's new first control.
    const account = disabling!;
    await disable({ variables: { id: account.id } });
    setDisabling(null);
    setStatus(t("USER_DISABLED", { email: account.email }));
  };
  const confirmEnable = async () => {
    const account = enabling!;
    await enable({ variables: { id: account.id } });
    setEnabling(null);
    setStatus(t("USER_ENABLED", { email: account.email }));
  };

  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title" ref={heading} tabIndex={-1}>
        {t("NAV_USERS")}
      </h1>
      <p role="status" className="admin-status" data-testid="admin-status">
        {status}
      </p>
      <p>
        <Link to="/users/import" data-testid="import-team-link">
          {t("NAV_IMPORT")}
        </Link>
      </p>
      {everyDeployment && <PasswordRequests onIssued={setIssued} />}
      <NewUserForm deployments={deployments} everyDeployment={everyDeployment} onMade={(email) => setStatus(t("USER_CREATED", { email }))} />
      <form role="search" className="admin-search" onSubmit={find}>
        <label>
          {t("SEARCH")}
          <input data-testid="users-search" type="search" maxLength={320} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit">{t("FILTER")}</button>
      </form>
      {users.error && <p role="alert">{t("ERROR", { message: users.error.message })}</p>}
      <p aria-live="polite">{users.loading && !users.data ? t("LOADING") : list.length === 0 ? t("NONE_FOUND") : t("SHOWN_COUNT", { count: list.length })}</p>
      <ul className="admin-cards" data-testid="users-list">
        {list.map((account) => (
          <li key={account.id} className="admin-card" data-testid="user-card" data-email={account.email}>
            <h2 className="admin-card-title">{account.name}</h2>
            <dl className="admin-facts">
              <dt>{t("EMAIL")}</dt>
              <dd>{account.email}</dd>
              <dt>{t("DEPLOYMENT")}</dt>
              <dd>{account.application}</dd>
              <dt>{t("ROLE")}</dt>
              <dd>{t(`ROLE_${account.role}`)}</dd>
              <dt>{t("CREATED")}</dt>
              <dd>{formatWhen(account.createdAt, code, t("UNKNOWN"))}</dd>
              <dt>{t("STATUS")}</dt>
              <dd data-testid="user-status">
                {account.disabledAt ? t("DISABLED_SINCE", { date: formatWhen(account.disabledAt, code, t("UNKNOWN")) }) : t("ACTIVE")}
              </dd>
            </dl>
            {account.disabledAt && (
              <div className="admin-actions">
                <button type="button" data-testid="enable-user" onClick={() => setEnabling(account)}>
                  {t("ENABLE")}
                </button>
              </div>
            )}
            {!account.disabledAt && (
              <div className="admin-actions">
                {(everyDeployment || account.role === "WORKER") && (
                  <button type="button" data-testid="issue-token" onClick={() => void issueToken(account)}>
                    {t("ISSUE_TOKEN")}
                  </button>
                )}
                <button type="button" data-testid="disable-user" onClick={() => setDisabling(account)}>
                  {t("DISABLE")}
                </button>
              </div>
            )}
            {account.role === "WORKER" && (
              // docs/teams.md, "Moving a caseload": also, and mostly, for a worker who left (disabled).
              <div className="admin-actions">
                <MoveCaseload account={account} accounts={list} onMoved={setStatus} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {disabling && (
        <ConfirmDialog
          title={t("DISABLE")}
          explanation={t("DISABLE_CONFIRM", { email: disabling.email })}
          confirm={t("DISABLE")}
          onConfirm={() => void confirmDisable()}
          onCancel={() => setDisabling(null)}
        />
      )}
      {enabling && (
        <ConfirmDialog
          title={t("ENABLE")}
          explanation={t("ENABLE_CONFIRM", { email: enabling.email })}
          confirm={t("ENABLE")}
          onConfirm={() => void confirmEnable()}
          onCancel={() => setEnabling(null)}
        />
      )}
      {issued && (
        <ShownOnceDialog title={t("TOKEN_TITLE", { email: issued.email })} onClose={() => setIssued(null)}>
          <p>{t("TOKEN_ONCE")}</p>
          <LoginCodeCard email={issued.email} code={issued.token} />
        </ShownOnceDialog>
      )}
    </section>
  );
}
