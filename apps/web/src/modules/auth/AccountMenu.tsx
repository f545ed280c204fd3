import { useState } from "react";
import { tCount } from "../../i18n/format.js";
import { t } from "../../i18n/t.js";
import { useEditing, useSession } from "../../sync/runtime-context.js";
import { storedApplication } from "../../app/deployment.js";
import { LoginDrawer } from "./LoginDrawer.js";
import { loginOffered } from "./LoginRequired.js";
import { useStoredUser } from "./use-stored-user.js";

/** Who is logged in, with the login drawer toggle or the logout button. */
export function AccountMenu() {
  const session = useSession();
  const { notices } = useEditing();
  const user = useStoredUser();
  const [loginOpen, setLoginOpen] = useState(false);

  async function logout() {
    const refused = await session.logout();
    if (refused) notices.show(tCount("LOGOUT_WAITING", refused.waiting), { tone: "negative", timeoutMs: 10_000 });
  }

  if (user) {
    return (
      <div className="account">
        <span data-testid="logged-in-as" title={user.email}>
          {user.name || user.email}
        </span>
        <button type="button" data-testid="logout" onClick={() => void logout()}>
          {t("LOGOUT")}
        </button>
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
