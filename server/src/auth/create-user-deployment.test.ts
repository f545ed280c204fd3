import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { graphql, TEST_ADMIN_TOKEN, useTestServer } from "../test-support/test-server.js";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const CREATE = "mutation($input: CreateUserInput!) { createUser(input: $input) { email application } }";

describe.each(databaseKinds)("createUser names a deployment that exists on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const create = (application: string, email: string) =>
    graphql(server.baseUrl, CREATE, { input: { application, email, name: "Worker", password: "a long password" } }, admin);

  it("refuses an unknown deployment, naming the valid ones, and creates no account", async () => {
    await database.handle.db
      .insertInto("applications")
      .values({
        app_identifier: "ZAMBIA",
        host: "zambia.localhost",
        app_title: "Z",
        login: true,
        version: "1",
        metadata: "{}",
        languages: "[]",
        regions: "[]",
        forms: "[]",
      })
      .execute();
    const answer = await create("nonsense", "a@example.org");
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0]?.message).toBe('createUser.application: no deployment "nonsense"; the deployments are ZAMBIA, default, MALA, HIAPP');
    expect(await database.handle.db.selectFrom("users").select("id").execute()).toEqual([]);
  });

  it("matches without regard to case and stores the deployment as it is spelled", async () => {
    const answer = await create("hiapp", "b@example.org");
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createUser).toEqual({ email: "b@example.org", application: "HIAPP" });
  });
});
