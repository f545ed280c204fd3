import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { AdminTextKey } from "./admin-texts.js";

/** The console's own words for the input fields the server names in its errors (`createUser.email: ...`). */
const FIELD_LABELS: Readonly<Record<string, AdminTextKey>> = {
  email: "EMAIL",
  name: "NAME",
  application: "DEPLOYMENT",
  role: "ROLE",
};

/**
 * What the console shows of a refused request: the server's message with the field it names in the
 * operator's words ("E-mail: must be an e-mail address", not "createUser.email: must be ..."), and
 * the GraphQL code left out; anything else as the server said it.
 */
export function consoleErrorText(error: unknown, t: (key: AdminTextKey) => string): string {
  const message = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? error.message) : error instanceof Error ? error.message : String(error);
  const named = /^(?:[A-Za-z]+\.)?(?:input\.)?([A-Za-z]+): (.*)$/s.exec(message);
  const label = named ? FIELD_LABELS[named[1]!] : undefined;
  return label ? `${t(label)}: ${named![2]}` : message;
}
