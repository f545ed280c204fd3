import { serverErrorText } from "../../i18n/server-error.js";
import { t } from "../../i18n/t.js";
import { UnlockWait } from "../../vault/unlock-backoff.js";
import { WrongPassword } from "../../vault/vault-crypto.js";
import { AccountDisabledHere } from "../../vault/vault-store.js";

/** What a failed login or offline unlock says: a wrong password here, with the wait that follows after 5 in a row. */
export function loginErrorText(caught: unknown): string {
  const seconds = (ms: number) => Math.ceil(ms / 1000);
  if (caught instanceof AccountDisabledHere) return t("ERROR_ACCOUNT_DISABLED");
  if (caught instanceof UnlockWait) return t("LOGIN_UNLOCK_WAIT", { seconds: seconds(caught.waitMs) });
  if (caught instanceof WrongPassword)
    return caught.waitMs > 0 ? t("LOGIN_WRONG_PASSWORD_WAIT", { seconds: seconds(caught.waitMs) }) : t("LOGIN_WRONG_PASSWORD_HERE");
  return `${t("LOGIN_FAILED")}: ${serverErrorText(caught)}`;
}
