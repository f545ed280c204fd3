import { useEffect } from "react";
import { NavLink, Outlet, useLocation } from "react-router-dom";
import { t } from "../i18n/t.js";
import { storedApplication } from "./deployment.js";
import { sectionsFor } from "./navigation.js";
import { AccountMenu } from "../modules/auth/AccountMenu.js";
import { LoginRequired, needsLogin } from "../modules/auth/LoginRequired.js";
import { useStoredUser } from "../modules/auth/use-stored-user.js";
import { ConflictDrawer } from "../modules/clients/ConflictDrawer.js";
import { recordVisit } from "../sync/logging.js";
import { Notices } from "../ui/Notices.js";
import { PdfDownloadsRunner } from "../modules/health-issue/PdfDownloadsRunner.js";
import { SyncStatus } from "../ui/SyncStatus.js";

/** Spec 2: navigation always scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces: newer Chromium returns a promise from scrollTo, and an effect may only return a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Spec 3 app_usage: every screen shown is counted for the day. */
function CountVisit() {
  const { pathname } = useLocation();
  useEffect(() => recordVisit(pathname), [pathname]);
  return null;
}

export function Layout() {
  const { pathname } = useLocation();
  const user = useStoredUser();
  const app = storedApplication();
  const loginFirst = needsLogin(pathname, app?.login ?? false, user !== null);
  return (
    <div className="layout">
      <ScrollToTop />
      <CountVisit />
      <header className="app-header">
        <NavLink to="/Home" className="app-title">
          {t("APP_TITLE")}
        </NavLink>
        <nav className="app-nav" aria-label={t("MENU")}>
          <NavLink to="/Home" end>
            {t("HOME")}
          </NavLink>
          {sectionsFor(app?.app_identifier).map((section) => (
            <NavLink key={section.to} to={section.to}>
              {t(section.titleKey)}
            </NavLink>
          ))}
        </nav>
        <AccountMenu />
      </header>
      <SyncStatus />
      <Notices />
      <PdfDownloadsRunner />
      <main className="app-main">{loginFirst ? <LoginRequired /> : <Outlet />}</main>
      <ConflictDrawer />
    </div>
  );
}
