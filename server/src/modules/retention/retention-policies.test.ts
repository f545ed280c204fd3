import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { retentionPolicies, storeRetentionPolicy } from "./retention-policies.repository.js";

/** docs/operating.md, "Retention": the stored policy per deployment; none kept means forever. */
describe.each(databaseKinds)("retention policies on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function deployment(app_identifier: string): Promise<number> {
    const row = await database.handle.db
      .insertInto("applications")
      .values({
        app_identifier,
        host: `${app_identifier}.example.org`,
        app_title: app_identifier,
        login: false,
        version: "1",
        metadata: "{}",
        languages: "[]",
        regions: "[]",
        forms: "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("answers only deployments with a policy, stores one, and refuses a short tombstone time without storing it", async () => {
    const { db } = database.handle;
    const a = await deployment("a");
    await deployment("b");
    expect(await retentionPolicies(db)).toEqual(new Map());
    expect(await storeRetentionPolicy(db, a, { historyDays: 30, tombstoneDays: 365 })).toBe(true);
    expect(await retentionPolicies(db)).toEqual(new Map([["a", { historyDays: 30, tombstoneDays: 365 }]]));
    await expect(storeRetentionPolicy(db, a, { historyDays: 30, tombstoneDays: 10 })).rejects.toThrow(
      "tombstoneDays must be a whole number of days, at least 180",
    );
    expect(await retentionPolicies(db)).toEqual(new Map([["a", { historyDays: 30, tombstoneDays: 365 }]]));
    expect(await storeRetentionPolicy(db, a + 1000, { historyDays: 30, tombstoneDays: null })).toBe(false);
  });
});
