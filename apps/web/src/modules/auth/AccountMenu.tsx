import { useState } from "react";
import { tCount } from "../../i18n/format.js";
import { t } from "../../i18n/t.js";
import { useSession } from "../../sync/runtime-context.js";
import { authToken } from "../../vault/storage-keys.js";
import { storedApplication } from "../deployment/deployment.js";
import { LoginDrawer } from "./LoginDrawer.js";
import { loginOffered } from "./LoginRequired.js";
import { useStoredUser } from "./use-stored-user.js";

/**
 * Who is logged in, with the login drawer toggle or the logout button. A logout her own waiting
 * edits hold back offers to keep them locked on this phone (docs/shared-phone.md); unlocked offline,
 * she can log in online from here to send them.
 */
export function AccountMenu() {
  const session = useSession();
  const user = useStoredUser();
  const [loginOpen, setLoginOpen] = useState(false);
  /** Her edits that still wait, when a logout was held back by them. */
  const [waiting, setWaiting] = useState(0);

  async function logout(keepLocked: boolean) {
    const refused = await session.logout(keepLocked);
    setWaiting(refused?.waiting ?? 0);
  }

  if (user) {
    return (
      <div className="account">
        <span data-testid="logged-in-as" title={user.email}>
          {user.name || user.email}
        </span>
        {!authToken() && (
          <button type="button" data-testid="login-again" onClick={() => setLoginOpen((open) => !open)}>
            {t("LOGIN")}
          </button>
        )}
        <button type="button" data-testid="logout" onClick={() => void logout(false)}>
          {t("LOGOUT")}
        </button>
        {waiting > 0 && (
          <div className="form logout-waiting" role="alertdialog" data-testid="logout-waiting">
            <p>{tCount("LOGOUT_WAITING", waiting)}</p>
            <button type="button" data-testid="logout-keep-locked" onClick={() => void logout(true)}>
              {t("LOGOUT_KEEP_LOCKED")}
            </button>
            <button type="button" className="primary" data-testid="logout-stay" onClick={() => setWaiting(0)}>
              {t("LOGOUT_STAY")}
            </button>
          </div>
        )}
        {!authToken() && <LoginDrawer open={loginOpen} onClose={() => setLoginOpen(false)} />}
      </div>
    );
  }
  if (!loginOffered(storedApplication())) return null;
  return (
    <div className="account">
      <button type="button" data-testid="open-login" onClick={() => setLoginOpen((open) => !open)}>
        {t("LOGIN")}
      </button>
      <LoginDrawer open={loginOpen} onClose={() => setLoginOpen(false)} />
    </div>
  );
}
