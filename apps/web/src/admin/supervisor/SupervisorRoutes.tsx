import { NavLink, Navigate, Route, Routes } from "react-router-dom";
import { useAdminTexts } from "../admin-i18n.js";
import { MyTeamPage } from "./MyTeamPage.js";
import { SupervisedClientPage } from "./SupervisedClientPage.js";
import { supervisorTexts } from "./supervisor-texts.js";
import { WorkerClientsPage } from "./WorkerClientsPage.js";
import "./supervisor.css";

/** docs/teams.md, "In the console": a supervisor's pages, her team read only; no operator page. */
export function SupervisorRoutes() {
  return (
    <Routes>
      <Route path="/my-team" element={<MyTeamPage />} />
      <Route path="/my-team/:workerId" element={<WorkerClientsPage />} />
      <Route path="/my-team/:workerId/:clientUuid" element={<SupervisedClientPage />} />
      <Route path="*" element={<Navigate to="/my-team" replace />} />
    </Routes>
  );
}

/** Her navigation: My team only. */
export function SupervisorNav() {
  const { t, code } = useAdminTexts();
  return (
    <nav aria-label={t("NAV_LABEL")} className="admin-nav">
      <NavLink to="/my-team">{supervisorTexts(code)("NAV_MY_TEAM")}</NavLink>
    </nav>
  );
}
