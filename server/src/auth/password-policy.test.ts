import { monitorEventLoopDelay } from "node:perf_hooks";
import { MIN_PASSWORD_LENGTH } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { graphql, postForm, TEST_ADMIN_TOKEN, useTestServer } from "../test-support/test-server.js";
import { checkedNewPassword, loadCommonPasswords, readCommonPasswords } from "./password-policy.js";

/** What the issue found accepted, and what an offline search tries first. */
const REFUSED: [string, string][] = [
  ["password", "PASSWORD_TOO_SHORT"],
  ["12345678", "PASSWORD_TOO_SHORT"],
  ["aaaaaaaa", "PASSWORD_TOO_SHORT"],
  ["a9#kQ2!", "PASSWORD_TOO_SHORT"],
  ["aaaaaaaaaaaa", "PASSWORD_TOO_COMMON"],
  ["121212121212", "PASSWORD_TOO_COMMON"],
  ["abcdefghijklm", "PASSWORD_TOO_COMMON"],
  ["9876543210", "PASSWORD_TOO_COMMON"],
  ["password123", "PASSWORD_TOO_COMMON"],
  ["Password123", "PASSWORD_TOO_COMMON"],
  ["QWERTYUIOP", "PASSWORD_TOO_COMMON"],
  ["iloveyou12", "PASSWORD_TOO_COMMON"],
  // About the 50,000th, 500,000th and 999,000th most common.
  ["calculator", "PASSWORD_TOO_COMMON"],
  ["Lozovoeman19", "PASSWORD_TOO_COMMON"],
  ["Vjuk9696961", "PASSWORD_TOO_COMMON"],
];

/** docs/SECURITY.md, "Passwords": the policy, without a server. */
describe("the password policy", () => {
  it.each(REFUSED)("refuses %j with reason %s", async (password, reason) => {
    const refusal = await checkedNewPassword(password, "password").then(
      () => null,
      (error: { reason?: string; message: string }) => error,
    );
    expect(refusal?.reason).toBe(reason);
    expect(refusal?.message).toMatch(/^password: /);
  });

  it("takes 10 characters and more that are none of the common ones, up to 1,024", async () => {
    for (const password of ["a long walk to Chileka", "Mzuzu-2026-rain", "k7#Lp2qZ!x", "x".repeat(1_020) + "abcd"]) {
      expect(await checkedNewPassword(password, "password")).toBe(password);
    }
    await expect(checkedNewPassword("ab3d".repeat(257), "password")).rejects.toThrow("password: must be at most 1024 characters");
  });

  it("loads the list once: every entry of 10 characters or more of the one million most common passwords, lowercased", async () => {
    const list = await loadCommonPasswords();
    expect(list).toBe(await loadCommonPasswords());
    // 112,130 of the 999,999 are 10 characters or longer (the shorter ones fail the length rule anyway).
    expect(list.size).toBe(112_130);
    expect([...list].every((p) => p.length >= MIN_PASSWORD_LENGTH && p === p.toLowerCase())).toBe(true);
  });
});

/** The first load reads 8.5 MB and a million lines: a slice per turn of the event loop, so no request waits 100 ms behind it. */
describe("loading the list", () => {
  it("never holds the event loop for 100 ms", async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const list = await readCommonPasswords();
    delay.disable();
    expect(list.size).toBe(112_130);
    // The histogram's maximum is the longest stretch the loop was held (plus the 5 ms resolution).
    expect(delay.max / 1e6).toBeLessThan(100);
  });
});

/** The policy at every door that sets a password, on both databases. */
describe.each(databaseKinds)("passwords set through the doors on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
  const createUser = (email: string, password: string) =>
    graphql(
      server.baseUrl,
      "mutation($input: CreateUserInput!) { createUser(input: $input) { id } }",
      { input: { application: "default", email, name: "W", password } },
      admin,
    );
  const loginToken = async (email: string) =>
    (await graphql<{ createLoginToken: string }>(server.baseUrl, "mutation($e: String!) { createLoginToken(email: $e) }", { e: email }, admin)).data!
      .createLoginToken;
  const setPassword = (token: string, password: string) =>
    graphql(server.baseUrl, "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { token } }", { t: token, p: password });

  it("createUser refuses a short or common password naming the field and stores no account", async () => {
    const cases: [string, string][] = [
      ["12345678", "PASSWORD_TOO_SHORT"],
      ["Password123", "PASSWORD_TOO_COMMON"],
      ["aaaaaaaaaaaa", "PASSWORD_TOO_COMMON"],
    ];
    for (const [password, reason] of cases) {
      const email = `p-${reason.toLowerCase()}-${password.length}@example.org`;
      const answer = await createUser(email, password);
      expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^createUser\.password: /), extensions: { code: "BAD_USER_INPUT", reason } });
      expect(await database.handle.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
    }
    expect((await createUser("p-fine@example.org", "a long walk to Chileka")).data).toEqual({ createUser: { id: expect.any(String) } });
  });

  it("setPassword (GraphQL and REST) refuses them with the reason and leaves the one-time token for the next try", async () => {
    const email = "p-token@example.org";
    await createUser(email, "a first long password");
    const token = await loginToken(email);
    const short = await setPassword(token, "aaaaaaaa");
    expect(short.errors?.[0]).toMatchObject({
      message: `password: must be at least ${MIN_PASSWORD_LENGTH} characters`,
      extensions: { reason: "PASSWORD_TOO_SHORT" },
    });
    const common = await setPassword(token, "iloveyou12");
    expect(common.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "PASSWORD_TOO_COMMON" });
    expect(await postForm(`${server.baseUrl}/api/users/setpassword`, { token, password: "QWERTYUIOP" })).toEqual({
      status: 400,
      body: { error: "password: is one of the most common passwords (upper or lower case alike); choose another", reason: "PASSWORD_TOO_COMMON" },
    });
    expect((await setPassword(token, "a second long password")).data).toEqual({ setPassword: { token: expect.any(String) } });
  });
});
