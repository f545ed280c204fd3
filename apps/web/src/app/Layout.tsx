import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router-dom";
import { t } from "../i18n/t.js";
import { storedApplication } from "../modules/deployment/deployment.js";
import { sectionsFor } from "../modules/deployment/navigation.js";
import { AccountMenu } from "../modules/auth/AccountMenu.js";
import { LoginRequired, needsLogin } from "../modules/auth/LoginRequired.js";
import { useStoredUser } from "../modules/auth/use-stored-user.js";
import { recordVisit } from "../platform/logging.js";
import { Notices } from "../modules/sync-status/Notices.js";
import { ConflictsGate } from "../modules/conflicts/ConflictsGate.js";
import { DownloadProgress } from "../modules/sync-status/DownloadProgress.js";
import { SyncStatus } from "../modules/sync-status/SyncStatus.js";
import { useDialogFocus } from "../ui/use-dialog-focus.js";

/** The PDFs asked for offline, made once online: its code (and the PDF store's) loads after the first screen (docs/PERFORMANCE.md). */
const PdfDownloadsRunner = lazy(() => import("../modules/health-issue/PdfDownloadsRunner.js").then((m) => ({ default: m.PdfDownloadsRunner })));

/** docs/product.md §2: navigation always scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces: newer Chromium returns a promise from scrollTo, and an effect may only return a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** docs/product.md §3 app_usage: every screen shown is counted for the day. */
function CountVisit() {
  const { pathname } = useLocation();
  useEffect(() => recordVisit(pathname), [pathname]);
  return null;
}

/**
 * The sections of the deployment. On a phone (below 720 px) a menu button opens them as a panel, a
 * dialog with 44 px tall links (docs/decisions/0005-phone-layout-and-dialogs.md); wider screens show them in the header.
 */
function AppMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useDialogFocus(panel, open, close);
  // Another screen closes the menu, except the start's own move on from `/` after its wait: a worker
  // who opened the menu meanwhile is choosing a screen (docs/product.md §4).
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current !== "/") setOpen(false);
    shown.current = pathname;
  }, [pathname]);
  const sections = sectionsFor(storedApplication());
  return (
    <>
      <button type="button" className="menu-button" data-testid="menu-button" aria-expanded={open} aria-controls="app-menu" onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">☰</span> {t("MENU")}
      </button>
      {open && <div className="menu-backdrop" onClick={close} />}
      <div
        ref={panel}
        id="app-menu"
        className={open ? "app-menu open" : "app-menu"}
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? t("MENU") : undefined}
      >
        {open && (
          <button type="button" className="icon-button menu-close" aria-label={t("CLOSE")} onClick={close}>
            ×
          </button>
        )}
        <nav className="app-nav" aria-label={t("MENU")}>
          {/* Tapping the entry of the screen one is on closes the menu too (docs/worker-phone.md). */}
          <NavLink to="/Home" end onClick={close}>
            {t("HOME")}
          </NavLink>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to} onClick={close}>
              {t(section.titleKey)}
            </NavLink>
          ))}
        </nav>
      </div>
    </>
  );
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
          {app?.app_title ?? t("APP_TITLE")}
        </NavLink>
        <AppMenu />
        <AccountMenu />
      </header>
      <SyncStatus />
      <DownloadProgress />
      <ConflictsGate />
      <Notices />
      <Suspense fallback={null}>
        <PdfDownloadsRunner />
      </Suspense>
      <main className="app-main">{loginFirst ? <LoginRequired /> : <Outlet />}</main>
    </div>
  );
}
