import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../test-support/test-database.js";
import { createWorker, graphql, postForm, useTestServer } from "../test-support/test-server.js";

/** docs/decisions/0001-the-workers-language.md: the worker's app translates a stable reason; the English message stays for legacy clients. */
describe("login errors carry a reason the app translates", () => {
  const database = useTestDatabase("pglite");
  const server = useTestServer(database);

  it("a wrong password: UNAUTHENTICATED with reason WRONG_CREDENTIALS, over GraphQL and REST", async () => {
    const { email } = await createWorker(server.baseUrl);
    const answer = await graphql(server.baseUrl, "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }", {
      e: email,
      p: "wrong password",
    });
    expect(answer.errors?.[0]).toMatchObject({ message: "wrong e-mail or password", extensions: { code: "UNAUTHENTICATED", reason: "WRONG_CREDENTIALS" } });
    expect((await postForm(`${server.baseUrl}/api/login`, { email, password: "wrong password" })).body).toEqual({
      error: "wrong e-mail or password",
      reason: "WRONG_CREDENTIALS",
    });
  });

  it("an unknown login token: reason LOGIN_TOKEN_INVALID; a short password: PASSWORD_TOO_SHORT", async () => {
    const unknown = await graphql(server.baseUrl, "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }", {
      t: "no-such-token",
      p: "a long password",
    });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "LOGIN_TOKEN_INVALID" });
    const short = await graphql(server.baseUrl, "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }", {
      t: "no-such-token",
      p: "short",
    });
    expect(short.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "PASSWORD_TOO_SHORT" });
  });
});
