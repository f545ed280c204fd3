import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState, type FormEvent } from "react";
import { AdminOperatorLoginDocument } from "../generated/graphql.js";
import { useAdminTexts } from "./admin-i18n.js";
import { startAdminSession, useAdminSession } from "./admin-session.js";
import { usePageHeading } from "./use-page-heading.js";
import { supervisorTexts } from "./supervisor/supervisor-texts.js";

/** docs/operator-console.md: the operator's login (the workers' throttles, an 8-hour session). */
export function LoginPage() {
  const { t, code } = useAdminTexts();
  const s = supervisorTexts(code);
  const { ended } = useAdminSession();
  const heading = usePageHeading();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { loading }] = useMutation(AdminOperatorLoginDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await login({ variables: { email, password } });
      // docs/teams.md, "In the console": a supervisor signs in with her worker account (role WORKER).
      const account = data?.operatorLogin.operator;
      if (data) startAdminSession(data.operatorLogin.token, account?.role === "WORKER" ? account.name : null);
    } catch (error) {
      const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.reason : undefined;
      setFailure(
        reason === "TOO_MANY_LOGINS"
          ? t("LOGIN_THROTTLED")
          : reason === "WRONG_CREDENTIALS"
            ? t("LOGIN_FAILED")
            : reason === "NOT_SUPERVISOR"
              ? s("LOGIN_NOT_SUPERVISOR")
              : t("ERROR", { message: String((error as Error).message) }),
      );
    }
  };
  return (
    <section className="admin-login">
      <h1 ref={heading} tabIndex={-1}>
        {t("LOGIN_TITLE")}
      </h1>
      <p>{s("LOGIN_WHO")}</p>
      {ended && <p role="status">{t("SESSION_ENDED")}</p>}
      <form onSubmit={(e) => void submit(e)} className="admin-form">
        <label>
          {t("EMAIL")}
          <input data-testid="admin-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {t("PASSWORD")}
          <input
            data-testid="admin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button className="primary" type="submit" data-testid="admin-login" disabled={loading}>
          {t("LOG_IN")}
        </button>
        <p role="alert" data-testid="admin-login-error" className="admin-error">
          {failure}
        </p>
      </form>
    </section>
  );
}
