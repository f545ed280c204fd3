import { useState } from "react";
import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { LoginDrawer } from "./LoginDrawer.js";

/** Shown instead of a screen when the deployment requires a login (appLogin) and nobody is logged in. */
export function LoginRequired() {
  const [open, setOpen] = useState(true);
  return (
    <section className="screen" data-testid="login-required">
      <p>{t("LOGIN_REQUIRED")}</p>
      <button type="button" className="primary" onClick={() => setOpen((o) => !o)}>
        {t("LOGIN")}
      </button>
      <p>
        <Link to="/requestforpassword">{t("FORGOT_PASSWORD")}</Link>
      </p>
      <LoginDrawer open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

/** docs/product.md §1, §6: with appLogin on, every screen but the start, the first run and /requestforpassword needs a login. */
export function needsLogin(pathname: string, appLogin: boolean, loggedIn: boolean): boolean {
  if (!appLogin || loggedIn) return false;
  const open = pathname === "/" || pathname.toLowerCase().startsWith("/initialize") || pathname.toLowerCase() === "/requestforpassword";
  return !open;
}

/** docs/product.md §1, §6: a login is offered where the deployment requires one (appLogin) or allows one (userLogin). */
export function loginOffered(app: { login: boolean; metadata: { userLogin: boolean } } | null): boolean {
  return app === null || app.login || app.metadata.userLogin;
}
