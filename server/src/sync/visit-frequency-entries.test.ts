import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, postForm, useTestServer } from "../test-support/test-server.js";

/**
 * docs/product.md §4 "Visits due": a plan's visitFrequency stays text, so old phones' free text is
 * stored as written, and an "every N weeks" with N outside 1..52 is refused naming the field.
 */
describe.each(databaseKinds)("a plan's visit frequency through the sync (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  it("stores the choices and old free text as written and refuses every 53 weeks naming the field", async () => {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const client = makeClient();
    const plan = (visitFrequency: string) =>
      makeEntry({ uuid: randomUUID(), client_uuid: client.uuid, visitFrequency, synced: 0 }, { table: "rehabilitations" });
    const [weeks, freeText, monthly, tooMany] = [plan("every 52 weeks"), plan("Every two weeks, Tuesdays"), plan("monthly"), plan("every 53 weeks")];
    const answer = await postForm(
      `${server.baseUrl}/api/saveTables/${installId}`,
      { payload: JSON.stringify([makeEntry(client), weeks, freeText, monthly, tooMany]) },
      { token, installId },
    );
    expect(answer.status).toBe(200);
    expect((answer.body as { rejected: unknown[] }).rejected).toEqual([
      { table: "rehabilitations", uuid: tooMany.uuid, reason: expect.stringContaining("record.visitFrequency: every N weeks takes N from 1 to 52, not 53") },
    ]);
    const stored = async (uuid: unknown) =>
      (
        await database.handle.db
          .selectFrom("records")
          .select("content")
          .where("uuid", "=", uuid as string)
          .executeTakeFirst()
      )?.content.visitFrequency;
    expect([await stored(weeks.uuid), await stored(freeText.uuid), await stored(monthly.uuid), await stored(tooMany.uuid)]).toEqual([
      "every 52 weeks",
      "Every two weeks, Tuesdays",
      "monthly",
      undefined,
    ]);
  });
});
