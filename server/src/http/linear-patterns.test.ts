import { describe, expect, it } from "vitest";
import { MAX_EMAIL_LENGTH } from "../auth/auth.service.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { graphql, postForm, useTestServer } from "../test-support/test-server.js";

/** `email=` then 100,000 `@` and ` x` held the event loop 9.8 s under `/^\S+@\S+$/`. */
const HOSTILE_EMAIL = `${"@".repeat(100_000)} x`;

/** A generous bound for a loaded 2-core machine: the old pattern took 9.8 s on a quiet one. */
const PROMPT_MS = 1_000;

async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await work();
  return { answer, ms: performance.now() - started };
}

describe("one request without a login cannot stall the server (docs/SECURITY.md)", () => {
  const database = useTestDatabase("pglite");
  const server = useTestServer(database);

  const healthzSoonAfter = async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return timed(async () => (await fetch(`${server.baseUrl}/healthz`)).status);
  };
  const requests = () => database.handle.db.selectFrom("password_requests").select("email").orderBy("id").execute();

  it("REST requestpassword answers a 100 KB e-mail at once with 400 naming the limit, and /healthz answers meanwhile", async () => {
    const [hostile, healthz] = await Promise.all([
      timed(() => postForm(`${server.baseUrl}/api/users/requestpassword`, { email: HOSTILE_EMAIL })),
      healthzSoonAfter(),
    ]);
    expect(hostile.answer).toEqual({
      status: 400,
      body: { error: `email: must be at most ${MAX_EMAIL_LENGTH} characters (has ${HOSTILE_EMAIL.length})`, reason: "EMAIL_INVALID" },
    });
    expect(healthz.answer).toBe(200);
    expect({ hostileMs: hostile.ms < PROMPT_MS, healthzMs: healthz.ms < PROMPT_MS }).toEqual({ hostileMs: true, healthzMs: true });
    expect(await requests()).toEqual([]);
  });

  it("GraphQL requestPassword answers the same e-mail at once with BAD_USER_INPUT, and /healthz answers meanwhile", async () => {
    const query = `mutation($email: String!) { requestPassword(email: $email) }`;
    const [hostile, healthz] = await Promise.all([timed(() => graphql(server.baseUrl, query, { email: HOSTILE_EMAIL })), healthzSoonAfter()]);
    expect(hostile.answer.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      [`email: must be at most ${MAX_EMAIL_LENGTH} characters (has ${HOSTILE_EMAIL.length})`, "BAD_USER_INPUT"],
    ]);
    expect(healthz.answer).toBe(200);
    expect({ hostileMs: hostile.ms < PROMPT_MS, healthzMs: healthz.ms < PROMPT_MS }).toEqual({ hostileMs: true, healthzMs: true });
    expect(await requests()).toEqual([]);
  });

  it(`an address of ${MAX_EMAIL_LENGTH} characters is a request; one of ${MAX_EMAIL_LENGTH + 1}, or without a part around its @, is refused`, async () => {
    const longest = `${"a".repeat(MAX_EMAIL_LENGTH - "@example.org".length)}@example.org`;
    const ask = (email: string) => postForm(`${server.baseUrl}/api/users/requestpassword`, { email });
    expect((await ask(` ${longest} `)).status).toBe(200);
    expect(await ask(`a${longest}`)).toEqual({
      status: 400,
      body: { error: `email: must be at most ${MAX_EMAIL_LENGTH} characters (has ${MAX_EMAIL_LENGTH + 1})`, reason: "EMAIL_INVALID" },
    });
    expect(await ask("@example.org")).toEqual({ status: 400, body: { error: "email: must be an e-mail address", reason: "EMAIL_INVALID" } });
    expect(await requests()).toEqual([{ email: longest }]);
  });
});
