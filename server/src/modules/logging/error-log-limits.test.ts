import { randomUUID } from "node:crypto";
import { ERROR_LOG_LIMITS } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../test-support/test-database.js";
import { postForm, useTestServer } from "../../test-support/test-server.js";

const report = (error: Record<string, unknown>, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ app_id: "default", date: "28-11-2026 10:00", error: { name: "TypeError", message: "boom", ...error }, ...fields });

/** logError's texts are bounded (ERROR_LOG_LIMITS); a longer report is a 400 naming the field, and nothing is stored. */
describe("logError length limits (docs/SECURITY.md)", () => {
  const database = useTestDatabase("pglite");
  const server = useTestServer(database);

  const send = (formData: string) => postForm(`${server.baseUrl}/api/logging/logError`, { formData }, { installId: randomUUID() });
  const stored = () => database.handle.db.selectFrom("error_logs").select("error").execute();

  it("takes a report at every limit, legacy extra fields included", async () => {
    const extras = Object.fromEntries(Array.from({ length: ERROR_LOG_LIMITS.extraFields }, (_, i) => [`extra${i}`, i]));
    const answer = await send(
      report(
        { name: "n".repeat(ERROR_LOG_LIMITS.name), message: "m".repeat(ERROR_LOG_LIMITS.message), fileName: "f".repeat(ERROR_LOG_LIMITS.fileName), ...extras },
        { app_id: "a".repeat(ERROR_LOG_LIMITS.appId) },
      ),
    );
    expect(answer).toEqual({ status: 200, body: { status: 200 } });
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    [
      "message",
      report({ message: "m".repeat(ERROR_LOG_LIMITS.message + 1) }),
      `formData.error.message: must be at most ${ERROR_LOG_LIMITS.message} characters`,
    ],
    ["name", report({ name: "n".repeat(ERROR_LOG_LIMITS.name + 1) }), `formData.error.name: must be at most ${ERROR_LOG_LIMITS.name} characters`],
    [
      "fileName",
      report({ fileName: "f".repeat(ERROR_LOG_LIMITS.fileName + 1) }),
      `formData.error.fileName: must be at most ${ERROR_LOG_LIMITS.fileName} characters`,
    ],
    ["app_id", report({}, { app_id: "a".repeat(ERROR_LOG_LIMITS.appId + 1) }), `formData.app_id: must be at most ${ERROR_LOG_LIMITS.appId} characters`],
    ["date", report({}, { date: "d".repeat(ERROR_LOG_LIMITS.date + 1) }), `formData.date: must be at most ${ERROR_LOG_LIMITS.date} characters`],
    [
      "one extra field too many",
      report(Object.fromEntries(Array.from({ length: ERROR_LOG_LIMITS.extraFields + 1 }, (_, i) => [`extra${i}`, i]))),
      `formData.error.extra${ERROR_LOG_LIMITS.extraFields}: at most ${ERROR_LOG_LIMITS.extraFields} fields beyond name, message, fileName, lineNumber`,
    ],
    [
      "an error past its bytes",
      report({ stack: "s".repeat(ERROR_LOG_LIMITS.errorBytes) }),
      `formData.error: must be at most ${ERROR_LOG_LIMITS.errorBytes} bytes as JSON`,
    ],
  ])("refuses a report with a too long %s (400 naming it), storing nothing", async (_what, formData, message) => {
    const answer = await send(formData);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(message);
    expect(await stored()).toEqual([]);
  });
});
