import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { LoginDocument } from "../../generated/graphql.js";
import { serverErrorText } from "../../i18n/server-error.js";
import { t } from "../../i18n/t.js";
import { useSession } from "../../sync/runtime-context.js";
import { storeLogin } from "../../sync/storage-keys.js";
import { loginUnderway } from "../../sync/use-cached-query.js";
import { Drawer } from "../../ui/Drawer.js";
import { AdoptRecordsQuestion, clientsOffered } from "./AdoptRecordsQuestion.js";
import { WITHOUT_CREDENTIALS } from "./login-context.js";

/** The login drawer (spec 2: a toggle). */
export function LoginDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const runtime = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Clients this phone made before the login, offered to the account (issue 16). */
  const [offered, setOffered] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!navigator.onLine) {
      setError(t("LOGIN_NEEDS_NETWORK"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await runtime.client.mutate({ mutation: LoginDocument, variables: { email, password }, context: WITHOUT_CREDENTIALS });
      if (!data) throw new Error(t("LOGIN_FAILED"));
      storeLogin(data.login.token, data.login.user);
      loginUnderway.set({ pending: true });
      setPassword("");
      const count = await clientsOffered(runtime.client);
      if (count > 0) {
        setOffered(count);
        return;
      }
      onClose();
      await runtime.credentialsChanged();
    } catch (caught) {
      setError(`${t("LOGIN_FAILED")}: ${serverErrorText(caught)}`);
    } finally {
      setBusy(false);
    }
  }

  async function answered() {
    setOffered(0);
    onClose();
    await runtime.credentialsChanged();
  }

  if (offered > 0) {
    return (
      <Drawer title={t("LOGIN")} open={open} onClose={() => void answered()} testId="login-drawer">
        <AdoptRecordsQuestion client={runtime.client} count={offered} onDone={() => void answered()} />
      </Drawer>
    );
  }

  return (
    <Drawer title={t("LOGIN")} open={open} onClose={onClose} testId="login-drawer">
      <form className="form" onSubmit={(event) => void submit(event)}>
        <label>
          {t("EMAIL")}
          <input data-testid="login-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {t("PASSWORD")}
          <input
            data-testid="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p className="form-error" data-testid="login-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" data-testid="login-submit" disabled={busy}>
          {t("LOGIN")}
        </button>
        <Link to="/requestforpassword" data-testid="forgot-password" onClick={onClose}>
          {t("FORGOT_PASSWORD")}
        </Link>
      </form>
    </Drawer>
  );
}
