import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "./test-database.js";

describe.each(databaseKinds)("the test database on %s", (kind) => {
  const database = useTestDatabase(kind);

  // The two tests run in order: the first leaves rows behind, the second finds none.
  it("takes rows in tables no other table refers to (reporting_pseudonym_keys, reporting_tokens)", async () => {
    const { db } = database.handle;
    await db.insertInto("reporting_pseudonym_keys").values({ application: "default", secret: "s" }).execute();
    await db.insertInto("reporting_tokens").values({ token_hash: "h", application: "default", label: "left behind", revoked_at: null }).execute();
    expect(await db.selectFrom("reporting_pseudonym_keys").select("application").execute()).toHaveLength(1);
  });

  it("is emptied before each test, every table the migrations made", async () => {
    const { db } = database.handle;
    expect(await db.selectFrom("reporting_pseudonym_keys").select("application").execute()).toEqual([]);
    expect(await db.selectFrom("reporting_tokens").select("token_hash").execute()).toEqual([]);
  });
});
