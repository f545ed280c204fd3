import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { ADMIN_TEXTS_EN } from "./admin-texts.js";
import { ADMIN_TEXTS_NL } from "./admin-texts-nl.js";
import { consoleErrorText } from "./console-error.js";

const refusal = (message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] });

describe("the console's words for a refused request", () => {
  it("names the field as the form does, not by the server's path (it showed 'createUser.email: ...')", () => {
    expect(consoleErrorText(refusal("createUser.email: must be an e-mail address"), (k) => ADMIN_TEXTS_EN[k])).toBe("E-mail: must be an e-mail address");
    expect(consoleErrorText(refusal('createUser.input.application: no deployment "X"'), (k) => ADMIN_TEXTS_NL[k])).toBe(
      `${ADMIN_TEXTS_NL.DEPLOYMENT}: no deployment "X"`,
    );
  });

  it("leaves any other message as the server said it", () => {
    expect(consoleErrorText(refusal("email: no user with e-mail a@b.c"), (k) => ADMIN_TEXTS_EN[k])).toBe(`${ADMIN_TEXTS_EN.EMAIL}: no user with e-mail a@b.c`);
    expect(consoleErrorText(refusal("only an operator may use users"), (k) => ADMIN_TEXTS_EN[k])).toBe("only an operator may use users");
    expect(consoleErrorText(new Error("Failed to fetch"), (k) => ADMIN_TEXTS_EN[k])).toBe("Failed to fetch");
  });
});
