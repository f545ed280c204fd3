import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { t } from "./t.js";

/** The reasons the server gives (server/src/errors.ts `because`), each with its ERROR_<reason> text. */
export const SERVER_ERROR_REASONS = [
  "WRONG_CREDENTIALS",
  "OTHER_DEPLOYMENT",
  "TOO_MANY_LOGINS",
  "CREDENTIALS_REQUIRED",
  "LOGIN_TOKEN_INVALID",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_COMMON",
  "EMAIL_INVALID",
  "OPERATOR_ACCOUNT",
  "ACCOUNT_DISABLED",
] as const;

/**
 * What went wrong, in the worker's language (docs/decisions/0001-the-workers-language.md): the server's reason translated, a
 * failed connection as such, anything else as a general failure; never the server's English message.
 */
export function serverErrorText(error: unknown, dictionary?: Readonly<Record<string, string>>): string {
  if (CombinedGraphQLErrors.is(error)) {
    const reason = error.errors[0]?.extensions?.reason;
    if (typeof reason === "string" && (SERVER_ERROR_REASONS as readonly string[]).includes(reason)) return t(`ERROR_${reason}`, {}, dictionary);
    return t("ERROR_UNKNOWN", {}, dictionary);
  }
  return t("ERROR_NETWORK", {}, dictionary);
}
