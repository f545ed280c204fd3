import { MIN_PASSWORD_LENGTH } from "@stepwise/domain";
import { useState, type FormEvent } from "react";
import { RequestPasswordDocument, SetPasswordDocument } from "../../generated/graphql.js";
import { serverErrorText } from "../../i18n/server-error.js";
import { t } from "../../i18n/t.js";
import { useSession } from "../../sync/runtime-context.js";
import { WITHOUT_CREDENTIALS } from "./login-context.js";
import { forgetLoginCode, linkedLoginCode } from "./login-link.js";
import { takeDefaultRegion } from "../deployment/default-region.js";

/** Server errors reach the worker translated from their reason (docs/decisions/0001-the-workers-language.md). */
const messageOf = (error: unknown) => serverErrorText(error);

/** /requestforpassword: token login (set a password with a one-time token) and a password request. */
export function RequestPasswordScreen() {
  const runtime = useSession();
  // A login link's code is filled in (login-link.ts).
  const [token, setToken] = useState(() => linkedLoginCode() ?? "");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  // "idle", "sent", or the message of a refusal.
  const [requestState, setRequestState] = useState<string>("idle");

  async function setNewPassword(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) {
      setTokenError(t("PASSWORDS_DIFFER"));
      return;
    }
    try {
      const { data } = await runtime.client.mutate({
        mutation: SetPasswordDocument,
        variables: { token: token.trim(), password },
        context: WITHOUT_CREDENTIALS,
        // Never written to the cache: the answer holds her vault key (docs/shared-phone.md, "The phone's side").
        fetchPolicy: "no-cache",
      });
      if (!data) return;
      // Her vault on this phone is unlocked with the new password, and the app starts again in it (docs/shared-phone.md).
      await runtime.enterVaultOnline(data.setPassword, password);
      // docs/teams.md, "Her default region": a phone with no region takes hers.
      takeDefaultRegion(data.setPassword.user.region);
      forgetLoginCode();
      runtime.enterVault();
    } catch (error) {
      setTokenError(messageOf(error));
    }
  }

  async function requestPassword(event: FormEvent) {
    event.preventDefault();
    try {
      await runtime.client.mutate({ mutation: RequestPasswordDocument, variables: { email: email.trim() }, context: WITHOUT_CREDENTIALS });
      setRequestState("sent");
    } catch (error) {
      setRequestState(messageOf(error));
    }
  }

  return (
    <section className="screen" data-testid="request-password">
      <h1>{t("TOKEN_LOGIN")}</h1>
      <p>{t("TOKEN_LOGIN_INTRO")}</p>
      <form className="form" onSubmit={(event) => void setNewPassword(event)}>
        <label>
          {t("LOGIN_TOKEN")}
          <input
            data-testid="token-input"
            required
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </label>
        <label>
          {t("NEW_PASSWORD")}
          <input
            data-testid="new-password"
            type="password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label>
          {t("REPEAT_PASSWORD")}
          <input
            data-testid="repeat-password"
            type="password"
            required
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
        </label>
        {tokenError && (
          <p className="form-error" role="alert" data-testid="token-error">
            {tokenError}
          </p>
        )}
        <button type="submit" className="primary" data-testid="set-password">
          {t("SET_PASSWORD")}
        </button>
      </form>
      <h2>{t("REQUEST_PASSWORD")}</h2>
      <p>{t("REQUEST_PASSWORD_INTRO")}</p>
      <form className="form" onSubmit={(event) => void requestPassword(event)}>
        <label>
          {t("EMAIL")}
          <input data-testid="request-email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        {requestState !== "idle" && (
          <p role="status" data-testid="request-result" className={requestState === "sent" ? "" : "form-error"}>
            {requestState === "sent" ? t("REQUEST_SENT") : requestState}
          </p>
        )}
        <button type="submit" data-testid="send-request">
          {t("SEND_REQUEST")}
        </button>
      </form>
    </section>
  );
}
