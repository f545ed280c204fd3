import { beforeEach, describe, expect, it } from "vitest";
import { admin, bearer, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { seedDeploymentsIfEmpty } from "./seed.js";

const QUERY = "{ contentDeployments { id app_identifier app_title } }";
type Answer = { contentDeployments: Array<{ id: number; app_identifier: string; app_title: string }> };

/** docs/operator-console.md, "The content page": the deployment picker's list, held to the operator's scope. */
describe.each(databaseKinds)("contentDeployments on %s", (kind) => {
  const { database, gql, operator } = useOperatorConsoleServer(kind);
  beforeEach(async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
  });

  it("answers every deployment to ADMIN_TOKEN and an operator of all, hers alone to an operator of one, none without a login", async () => {
    const every = await gql<Answer>(QUERY, {}, admin);
    expect(every.errors).toBeUndefined();
    expect(every.data!.contentDeployments.map((d) => [d.app_identifier, d.app_title])).toEqual([
      ["default", "Stepwise"],
      ["MALA", "Stepwise Malawi"],
      ["HIAPP", "HIAPP"],
    ]);
    const all = await operator("default", "OPERATOR_OF_ALL");
    expect((await gql<Answer>(QUERY, {}, bearer(all.token))).data!.contentDeployments).toEqual(every.data!.contentDeployments);
    const mala = await operator("MALA");
    const hers = await gql<Answer>(QUERY, {}, bearer(mala.token));
    expect(hers.data!.contentDeployments).toEqual(every.data!.contentDeployments.filter((d) => d.app_identifier === "MALA"));
    const anonymous = await gql<Answer>(QUERY);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
