import { useState, type FormEvent } from "react";
import { t } from "../../i18n/t.js";
import { useSession } from "../../sync/runtime-context.js";
import { loginErrorText } from "./login-error-text.js";

/**
 * Shown instead of her screens when the page starts with her session's vault and no key for it: no
 * page handed one over and the server released none (offline, or unlocked offline). Her password
 * opens it, as the offline unlock does, and the page continues in it (docs/shared-phone.md, "The phone's side").
 */
export function ReopenRecords() {
  const runtime = useSession();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await runtime.reopenVault(password);
      setPassword("");
    } catch (caught) {
      setError(loginErrorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="screen" data-testid="reopen-records">
      <p>{t("REOPEN_RECORDS")}</p>
      <form className="form" onSubmit={(event) => void submit(event)}>
        <label>
          {t("EMAIL")}
          <input data-testid="login-email" type="email" autoComplete="username" readOnly value={runtime.reopening?.email ?? ""} />
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
      </form>
    </section>
  );
}
