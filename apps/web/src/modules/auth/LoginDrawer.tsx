import { lazy, Suspense, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { LoginDocument } from "../../generated/graphql.js";
import { t } from "../../i18n/t.js";
import { useSession } from "../../sync/runtime-context.js";
import { storedUser } from "../../vault/storage-keys.js";
import { isNetworkFailure } from "../../sync/connectivity.js";
import { Drawer } from "../../ui/Drawer.js";
import { takeDefaultRegion } from "../deployment/default-region.js";
import { WITHOUT_CREDENTIALS } from "./login-context.js";
import { loginErrorText } from "./login-error-text.js";

/** The question of the clients made before the login, asked only after a login that finds some: off the first screen's JavaScript (docs/PERFORMANCE.md). */
const adoption = () => import("./AdoptRecordsQuestion.js");
const AdoptRecordsQuestion = lazy(() => adoption().then((module) => ({ default: module.AdoptRecordsQuestion })));

/**
 * The login drawer (docs/product.md §2: a toggle). Online, the login unlocks her vault on this phone (made at
 * her first login here) with the key the server releases; offline, her password unlocks a vault she
 * has here (docs/shared-phone.md). Either way the app then starts again in her vault.
 */
export function LoginDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const runtime = useSession();
  // Unlocked offline, she logs in online to send her edits: her e-mail is filled in.
  const [email, setEmail] = useState(() => storedUser()?.email ?? "");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Clients this phone made before the login, offered to the account (docs/sync-and-api.md, "Login transitions"). */
  const [offered, setOffered] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // navigator.onLine may say online without a network (docs/shared-phone.md): a login that cannot reach the server unlocks offline.
      if (!navigator.onLine) await unlockOffline();
      else
        await loginOnline().catch(async (error: unknown) => {
          if (!isNetworkFailure(error)) throw error;
          await unlockOffline();
        });
    } catch (caught) {
      setError(loginErrorText(caught));
    } finally {
      setBusy(false);
    }
  }

  async function unlockOffline() {
    if (!(await runtime.unlockOffline(email, password))) {
      setError(t("LOGIN_NEEDS_NETWORK"));
      return;
    }
    setPassword("");
    runtime.enterVault();
  }

  async function loginOnline() {
    const install = await runtime.installFor(email);
    // The login names no install: the server refuses an install her account used to a request without
    // her session (docs/shared-phone.md), and binds the new session to her install at its first use.
    // Never written to the cache: the answer holds her vault key (docs/shared-phone.md, "The phone's side").
    const { data } = await runtime.client.mutate({
      mutation: LoginDocument,
      variables: { email, password },
      context: WITHOUT_CREDENTIALS,
      fetchPolicy: "no-cache",
    });
    if (!data) throw new Error(t("LOGIN_FAILED"));
    await runtime.enterVaultOnline(data.login, password, install);
    // docs/teams.md, "Her default region": a phone with no region takes hers.
    takeDefaultRegion(data.login.user.region);
    setPassword("");
    const count = await (await adoption()).clientsOffered(runtime.client);
    if (count > 0) {
      setOffered(count);
      return;
    }
    runtime.enterVault();
  }

  if (offered > 0) {
    return (
      <Drawer title={t("LOGIN")} open={open} onClose={() => runtime.enterVault()} testId="login-drawer">
        <Suspense fallback={null}>
          <AdoptRecordsQuestion client={runtime.client} count={offered} onDone={() => runtime.enterVault()} />
        </Suspense>
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
