import { useApolloClient, useQuery } from "@apollo/client/react";
import { BrowserRouter, NavLink, Navigate, Route, Routes } from "react-router-dom";
import { AdminOperatorMeDocument } from "../generated/graphql.js";
import { ADMIN_LANGUAGES, setAdminLanguage, useAdminTexts, type AdminLanguage } from "./admin-i18n.js";
import { endAdminSession, useAdminSession } from "./admin-session.js";
import { AuditPage } from "./AuditPage.js";
import { ClientLookupPage } from "./clients/ClientLookupPage.js";
import { ContentPage } from "./content/ContentPage.js";
import { RetentionPage } from "./retention/RetentionPage.js";
import { DevicesPage } from "./DevicesPage.js";
import { LoginPage } from "./LoginPage.js";
import { SyncHealthPage } from "./SyncHealthPage.js";
import { UsersPage } from "./UsersPage.js";
import { TeamImportPage } from "./team-import/TeamImportPage.js";
import { TeamsPage } from "./teams/TeamsPage.js";
import { TeamOverviewPage } from "./team-overview/TeamOverviewPage.js";
import { teamOverviewTexts } from "./team-overview/team-overview-texts.js";
import { SupervisorNav, SupervisorRoutes } from "./supervisor/SupervisorRoutes.js";
import { supervisorTexts } from "./supervisor/supervisor-texts.js";

/** docs/operator-console.md: the console at /admin, behind the operator's login. */
export function AdminApp() {
  const { token, supervisor } = useAdminSession();
  return (
    <BrowserRouter basename="/admin">
      <AdminHeader loggedIn={token !== null} supervisor={supervisor} />
      <main className="admin-main" id="admin-main">
        {token === null ? (
          <LoginPage />
        ) : supervisor !== null ? (
          // docs/teams.md, "In the console": a supervisor's session reads her team only.
          <SupervisorRoutes />
        ) : (
          <Routes>
            <Route path="/" element={<Navigate to="/users" replace />} />
            <Route path="/users" element={<UsersPage />} />
            <Route path="/users/import" element={<TeamImportPage />} />
            <Route path="/teams" element={<TeamsPage />} />
            <Route path="/devices" element={<DevicesPage />} />
            <Route path="/audit" element={<AuditPage />} />
            <Route path="/sync-health" element={<SyncHealthPage />} />
            <Route path="/content" element={<ContentPage />} />
            <Route path="/retention" element={<RetentionPage />} />
            <Route path="/clients/lookup" element={<ClientLookupPage />} />
            <Route path="/team-overview" element={<TeamOverviewPage />} />
            <Route path="/teams/:teamId/overview" element={<TeamOverviewPage />} />
            <Route path="*" element={<Navigate to="/users" replace />} />
          </Routes>
        )}
      </main>
    </BrowserRouter>
  );
}

function AdminHeader({ loggedIn, supervisor }: { loggedIn: boolean; supervisor: string | null }) {
  const { t, code } = useAdminTexts();
  const client = useApolloClient();
  const me = useQuery(AdminOperatorMeDocument, { skip: !loggedIn || supervisor !== null });
  const name = supervisor ?? me.data?.operatorMe?.name ?? null;
  const logOut = () => {
    endAdminSession(false);
    void client.clearStore();
  };
  return (
    <header className="app-header admin-header">
      <a className="admin-skip" href="#admin-main">
        {t("CONSOLE_TITLE")}
      </a>
      <strong className="admin-title">{t("CONSOLE_TITLE")}</strong>
      {loggedIn && supervisor !== null && <SupervisorNav />}
      {loggedIn && supervisor === null && (
        <nav aria-label={t("NAV_LABEL")} className="admin-nav">
          <NavLink to="/users">{t("NAV_USERS")}</NavLink>
          <NavLink to="/teams">{t("NAV_TEAMS")}</NavLink>
          <NavLink to="/devices">{t("NAV_DEVICES")}</NavLink>
          <NavLink to="/audit">{t("NAV_AUDIT")}</NavLink>
          <NavLink to="/sync-health">{t("NAV_SYNC_HEALTH")}</NavLink>
          <NavLink to="/content">{t("NAV_CONTENT")}</NavLink>
          <NavLink to="/retention">{t("NAV_RETENTION")}</NavLink>
          <NavLink to="/clients/lookup">{t("NAV_CLIENTS")}</NavLink>
          <NavLink to="/team-overview">{teamOverviewTexts(code).NAV_TEAM_OVERVIEW}</NavLink>
        </nav>
      )}
      <label className="admin-language">
        <span>{t("LANGUAGE")}</span>
        <select data-testid="admin-language" value={code} onChange={(e) => setAdminLanguage(e.target.value as AdminLanguage)}>
          {ADMIN_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      {loggedIn && (
        <span className="admin-who">
          {supervisor !== null ? supervisorTexts(code)("SIGNED_IN_AS", { name: supervisor }) : name !== null ? t("SIGNED_IN_AS", { name }) : null}
          <button type="button" data-testid="admin-logout" onClick={logOut}>
            {t("LOG_OUT")}
          </button>
        </span>
      )}
    </header>
  );
}
