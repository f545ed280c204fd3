import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { serverErrorText } from "./server-error.js";

const NL = { ERROR_WRONG_CREDENTIALS: "Verkeerd e-mailadres of wachtwoord", ERROR_UNKNOWN: "Er ging iets mis", ERROR_NETWORK: "Geen verbinding met de server" };
const answer = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: "wrong e-mail or password", extensions }] });

describe("server errors reach the worker in the app's language", () => {
  it("translates the server's reason, never showing its English message", () => {
    expect(serverErrorText(answer({ code: "UNAUTHENTICATED", reason: "WRONG_CREDENTIALS" }), NL)).toBe("Verkeerd e-mailadres of wachtwoord");
  });

  it("says something went wrong for an answer without a known reason, and names a failed connection", () => {
    expect(serverErrorText(answer({ code: "UNAUTHENTICATED" }), NL)).toBe("Er ging iets mis");
    expect(serverErrorText(answer({ code: "X", reason: "SOMETHING_NEW" }), NL)).toBe("Er ging iets mis");
    expect(serverErrorText(new TypeError("Failed to fetch"), NL)).toBe("Geen verbinding met de server");
  });
});
